import type { AdminBox } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/form/confirm-button.tsx';
import { useCloseBox } from './api.ts';

/**
 * A box's Close: for good (no more opens, the copies left go back to their series), so it asks first,
 * naming how many copies return.
 */
export function CloseBoxButton({ box }: { box: AdminBox }) {
  const { t } = useTranslation();
  const close = useCloseBox();
  return (
    <ConfirmButton
      label={t('boxes.close')}
      title={t('boxes.closeConfirm', { name: box.name['zh-Hans'] })}
      content={t('boxes.closeText', { left: box.left })}
      run={() => close.mutateAsync(box.id)}
      done={t('boxes.closed')}
      testId={`close-box-${box.id}`}
    />
  );
}
