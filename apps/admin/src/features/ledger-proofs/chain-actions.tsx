import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { useSignDigest, useVerifications, useVerifyChain } from './api.ts';

/**
 * The page's two actions, each asked first: sign the last closed day's digest (once a day; the answer
 * is that day's digest), and verify the whole chain now (in the background: the run is listed at once
 * and read again until it has finished; the button waits while one runs).
 */
export function ChainActions() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const sign = useSignDigest();
  const verify = useVerifyChain();
  const running = useVerifications().data?.list.some((v) => v.state === 'running') ?? false;
  const d = (key: string) => t(`ledgerProofs.digests.${key}`);
  const v = (key: string) => t(`ledgerProofs.verifications.${key}`);

  const ask = (title: string, content: string, onOk: () => Promise<void>) =>
    modal.confirm({ title, content, okText: t('common.confirm'), cancelText: t('common.cancel'), onOk });

  return (
    <Space wrap>
      {running && <span data-testid="verification-running">{v('running')}</span>}
      <Button
        onClick={() =>
          ask(d('sign'), d('signConfirm'), async () => {
            const digest = await sign.mutateAsync(undefined);
            notify.success(t('ledgerProofs.digests.signed', { day: digest.day }));
          })
        }
        loading={sign.isPending}
        data-testid="sign-digest"
      >
        {d('sign')}
      </Button>
      <Button
        type="primary"
        onClick={() =>
          ask(v('verify'), v('verifyConfirm'), async () => {
            await verify.mutateAsync(undefined);
            notify.success(v('started'));
          })
        }
        loading={running || verify.isPending}
        data-testid="verify-chain"
      >
        {v('verify')}
      </Button>
    </Space>
  );
}
