import { type Asset, type StatementLine, TRANSFER_CODES } from '@mcc/contract';
import { List } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format.ts';
import '../../../locales/statement/index.ts';
import { Amount, amountText } from '../../../components/money/amount.tsx';

/**
 * Ledger codes with a label of their own: the contract's closed set, which the statement texts must word
 * in every language; anything else (a code from a newer server) reads "other", with its memo if any.
 */
const LABELLED: readonly string[] = TRANSFER_CODES;

/**
 * Businesses whose id a user can quote to support (a transfer, a withdrawal, …); other references
 * (an operator's adjustment names the user, a day's accrual names the day) are not shown.
 */
const REFERENCED = ['transfer', 'withdrawal', 'recharge', 'pledge_order'] as const;

/** What a statement line is, in the user's language; a transfer says whether it came in or went out. */
export function statementLabel(line: Pick<StatementLine, 'code' | 'amount' | 'memo'>, t: TFunction): string {
  if (line.code === 'transfer')
    return t(line.amount.startsWith('-') ? 'statement.codes.transferOut' : 'statement.codes.transferIn');
  if (LABELLED.includes(line.code)) return t(`statement.codes.${line.code}`);
  return line.memo || t('statement.codes.other');
}

/**
 * One line of an asset's statement (USDT unless `asset` says otherwise): label, signed amount (green in, red out), balance after, the other
 * user of a transfer (masked), the business reference and the time.
 */
export function StatementLineItem({ line, asset = 'USDT' }: { line: StatementLine; asset?: Asset }) {
  const { t } = useTranslation();
  const other = line.counterparty;
  return (
    <List.Item
      data-testid="statement-line"
      description={
        <>
          <div>
            {t('statement.balanceAfter')}:{' '}
            <span data-testid="balance-after">{amountText(line.balanceAfter, asset)}</span>
          </div>
          {other && (
            <div data-testid="line-counterparty">
              {t('statement.counterparty')}: {other.nickname} {other.contact} (UID {other.uid})
            </div>
          )}
          {(REFERENCED as readonly string[]).includes(line.refType) && (
            <div data-testid="line-reference">
              {t('statement.reference')}: {t(`statement.refTypes.${line.refType}`)} #{line.refId}
            </div>
          )}
          <div>{formatTime(line.createdAt)}</div>
        </>
      }
      extra={<Amount value={line.amount} asset={asset} signed testId="line-amount" />}
    >
      <span data-testid="line-label">{statementLabel(line, t)}</span>
    </List.Item>
  );
}
