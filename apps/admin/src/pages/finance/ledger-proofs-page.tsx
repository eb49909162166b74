import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { ChainActions } from '../../features/ledger-proofs/chain-actions.tsx';
import { ChainStateCard } from '../../features/ledger-proofs/chain-state.tsx';
import { DigestsTable } from '../../features/ledger-proofs/digests-table.tsx';
import { FailedVerificationBanner } from '../../features/ledger-proofs/failed-verification.tsx';
import { VerificationsTable } from '../../features/ledger-proofs/verifications-table.tsx';

/**
 * Ledger proofs (issue 37): the hash chain's state, its verifications (run daily or now, a failed one
 * in red above all), and the signed daily digests with each asset's liabilities and Merkle root.
 */
export default function LedgerProofsPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="ledger-proofs-page">
      <PageHeader title={t('menu.ledgerProofs')} extra={<ChainActions />} />
      <FailedVerificationBanner />
      <Typography.Paragraph type="secondary">{t('ledgerProofs.hint')}</Typography.Paragraph>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <ChainStateCard />
        <VerificationsTable />
        <DigestsTable />
      </Space>
    </div>
  );
}
