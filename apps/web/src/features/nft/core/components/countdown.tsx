import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText, remainingMs } from '../countdown.ts';

/**
 * Time left until `at` by the server's clock (`offset`: server minus phone), ticking each second;
 * `onDone` runs once when it reaches zero (the page refetches: the sale opened, the order expired).
 */
export function Countdown({
  at,
  offset,
  onDone,
  testId,
}: {
  at: string;
  offset: number;
  onDone?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => remainingMs(at, offset));
  useEffect(() => {
    setLeft(remainingMs(at, offset));
    const timer = setInterval(() => {
      const now = remainingMs(at, offset);
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        onDone?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [at, offset, onDone]);
  return (
    <span className="nft-countdown" data-testid={testId}>
      {countdownText(left, (count) => t('nft.days', { count }))}
    </span>
  );
}
