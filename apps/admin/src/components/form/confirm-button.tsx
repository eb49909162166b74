import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';

/**
 * A row's action that cannot be undone (close a box, cancel an auction), in red: it asks first, saying
 * what will happen, then runs `run` and says it is `done`. A failure has been shown by the request
 * client already.
 */
export function ConfirmButton({
  label,
  title,
  content,
  backText,
  run,
  done,
  testId,
}: {
  label: string;
  title: ReactNode;
  content: ReactNode;
  /** The dialog's way out: Cancel unless told (Back, where the action itself is a Cancel). */
  backText?: string;
  run(): Promise<unknown>;
  done: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const act = async () => {
    setBusy(true);
    try {
      await run();
      notify.success(done);
    } catch {
      // Shown already.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      danger
      loading={busy}
      data-testid={testId}
      onClick={() =>
        modal.confirm({
          title,
          content,
          okText: label,
          okButtonProps: { danger: true },
          cancelText: backText ?? t('common.cancel'),
          onOk: act,
        })
      }
    >
      {label}
    </Button>
  );
}
