import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const CODE_COUNTDOWN_SECONDS = 60;

/**
 * The verification-code button: 获取验证码, then X秒重新获取 for 60 s, then 重新获取.
 * `onSend` answers whether a code went out (only then does the countdown start).
 */
export function CodeButton({ onSend, disabled }: { onSend: () => Promise<boolean>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const label = left > 0 ? t('code.countdown', { count: left }) : sentOnce ? t('code.again') : t('code.get');
  return (
    <Button
      size="small"
      color="primary"
      fill="none"
      disabled={disabled || left > 0 || sending}
      onClick={async () => {
        setSending(true);
        try {
          if (await onSend()) {
            setSentOnce(true);
            setLeft(CODE_COUNTDOWN_SECONDS);
          }
        } finally {
          setSending(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
