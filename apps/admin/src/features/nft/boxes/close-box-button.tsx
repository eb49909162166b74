import type { AdminBox } from '@mcc/contract';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useCloseBox } from './api.ts';

/**
 * A box's Close: for good (no more opens, the copies left go back to their series), so it asks first,
 * naming how many copies return. A failure has been shown by the request client already.
 */
export function CloseBoxButton({ box }: { box: AdminBox }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const close = useCloseBox();
  return (
    <Button
      size="small"
      danger
      loading={close.isPending}
      data-testid={`close-box-${box.id}`}
      onClick={() =>
        modal.confirm({
          title: t('boxes.closeConfirm', { name: box.name['zh-Hans'] }),
          content: t('boxes.closeText', { left: box.left }),
          okText: t('boxes.close'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () =>
            close
              .mutateAsync(box.id)
              .then(() => notify.success(t('boxes.closed')))
              .catch(() => {}),
        })
      }
    >
      {t('boxes.close')}
    </Button>
  );
}
