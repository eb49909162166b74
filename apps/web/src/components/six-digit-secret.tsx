import { Input, type InputProps } from 'antd-mobile';

/** A masked six-digit field (payment password); Form.Item's value and onChange pass through. */
export const SixDigitSecret = (props: InputProps) => (
  <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" {...props} />
);
