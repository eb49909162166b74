import type { TeamInfo } from '@mcc/contract';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { Amount } from '../../../components/money/amount.tsx';

/** The team at a glance: commissions (large), team performance, level and size, who invited the user. */
export function TeamHeader({ info }: { info?: TeamInfo }) {
  const { t } = useTranslation();
  const inviter = info?.inviter;
  return (
    <>
      <div className="balance-card" data-testid="team-header">
        <div className="balance-card-label">{t('team.commissionTotal')}</div>
        <div className="balance-card-main">
          <Amount value={info?.commissionTotal ?? '0'} testId="commission-total" />
        </div>
        <div className="balance-card-row">
          <div>
            <span>{t('team.commissionToday')}</span>
            <Amount value={info?.commissionToday ?? '0'} testId="commission-today" />
          </div>
          <div>
            <span>{t('team.performance')}</span>
            <Amount value={info?.teamPerformance ?? '0'} testId="team-performance" />
          </div>
          <div>
            <span>{t('team.level')}</span>
            <span data-testid="team-level">{t('team.levelName', { level: info?.teamLevel ?? 0 })}</span>
          </div>
        </div>
      </div>
      <div className="money-preview team-facts">
        <DetailRows
          rows={[
            {
              label: t('team.inviter'),
              value: inviter ? `${inviter.nickname} (${inviter.contact || inviter.uid})` : t('common.none'),
              testId: 'team-inviter',
            },
            { label: t('team.directMembers'), value: info?.directMembers ?? 0, testId: 'team-direct' },
            { label: t('team.size'), value: info?.teamSize ?? 0, testId: 'team-size' },
          ]}
        />
      </div>
    </>
  );
}
