import { Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';
import { type ChainState, lastFinished, useChainState, useVerifications } from './api.ts';
import { VerificationTag } from './verification-tag.tsx';

/** A count or sequence number (a decimal string, possibly past 2^53) grouped, never through a float. */
export const count = (n: string | number) => BigInt(n).toLocaleString('en-US');

/** The last verification: its result, when it finished, and the first bad entry when it failed. */
function LastVerification({ v }: { v: NonNullable<ChainState['lastVerification']> }) {
  const { t } = useTranslation();
  return (
    <Space size={8} wrap>
      <VerificationTag state={v.state} testId="chain-last-verification-state" />
      {v.finishedAt && (
        <Typography.Text type="secondary">
          {t('ledgerProofs.state.verifiedAt', { time: dateTime(v.finishedAt) })}
        </Typography.Text>
      )}
      {v.firstBadSeq !== null && (
        <Typography.Text type="danger">
          {t('ledgerProofs.verifications.firstBad')} #{v.firstBadSeq}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The hash chain's state: how many entries, the last sequence number, the accounts chained, the key
 * digests are signed with (copyable), the last digest's day and the last verification's result (the
 * newest finished one of the list, which is read while a run goes on; the state's own otherwise).
 */
export function ChainStateCard() {
  const { t } = useTranslation();
  const state = useChainState();
  const verifications = useVerifications();
  const s = (key: string) => t(`ledgerProofs.state.${key}`);
  const data = state.data;
  const last = lastFinished(verifications.data?.list) ?? data?.lastVerification ?? null;
  return (
    <Card title={s('title')} size="small" data-testid="chain-state">
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          bordered
          styles={{ label: { whiteSpace: 'nowrap' } }}
        >
          <Descriptions.Item label={s('entries')}>
            <span className="count" data-testid="chain-entries">
              {count(data.entries)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={s('lastSeq')}>
            <span className="count" data-testid="chain-last-seq">
              {count(data.lastSeq)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={s('accounts')}>
            <span className="count" data-testid="chain-accounts">
              {count(data.accounts)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={s('lastDigest')}>
            <span data-testid="chain-last-digest">
              {data.lastDigest
                ? t('ledgerProofs.state.digestSigned', {
                    day: data.lastDigest.day,
                    time: dateTime(data.lastDigest.signedAt),
                  })
                : s('noDigest')}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={s('lastVerification')} span={2}>
            <span data-testid="chain-last-verification">
              {last ? <LastVerification v={last} /> : s('noVerification')}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={s('publicKey')} span={3}>
            <Typography.Text className="mono" copyable data-testid="chain-public-key">
              {data.publicKey}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
