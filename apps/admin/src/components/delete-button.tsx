import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify.ts';

/**
 * A row's Delete: runs `onDelete` once the operator confirms, then says it is done. A failure has been
 * shown by the request client already.
 */
export function DeleteButton({ confirm, onDelete }: { confirm: ReactNode; onDelete(): Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={confirm}
      okText={t('common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      onConfirm={() =>
        onDelete()
          .then(() => notify.success(t('common.deleted')))
          .catch(() => {})
      }
    >
      <Button size="small" danger>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}
