import type { CopyHistoryEntry } from '@mcc/contract';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../../components/money/amount.tsx';
import { formatTime } from '../../../../lib/format.ts';

/** A copy's history as a timeline, oldest first: who got it, how, when, and for what price. */
export function CopyHistory({ history }: { history: CopyHistoryEntry[] }) {
  const { t } = useTranslation();
  return (
    <Steps direction="vertical" current={history.length - 1} data-testid="copy-history">
      {history.map((entry) => (
        <Steps.Step
          key={`${entry.event}-${entry.at}`}
          status="finish"
          title={t(`nft.events.${entry.event}`, { from: entry.from ?? '', to: entry.to ?? '' })}
          description={[formatTime(entry.at), entry.price ? `${amountText(entry.price)} USDT` : '']
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
    </Steps>
  );
}
