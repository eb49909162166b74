import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * The bottom sheet a money form slides up in (stake, trade, buy, sell, confirm): it closes on its mask
 * and its button, and forgets the form when closed, so the next opening starts clean.
 */
export function FormSheet({
  open = true,
  onClose,
  className,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  /** The sheet body's class (its padding and height). */
  className: string;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={className}
    >
      {children}
    </Popup>
  );
}
