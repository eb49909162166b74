import type { Proposal } from '@mcc/contract';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputModal } from '../../components/input-modal.tsx';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/operator.ts';
import { useApproveProposal, useCancelProposal, useRefuseProposal } from './api.ts';
import { proposalWhat } from './proposal-words.ts';

/**
 * A pending proposal's decisions: another operator approves (confirmed) or refuses it (with a reason);
 * its proposer sees neither, only Cancel and who must decide it. A decided proposal has none.
 */
export function ProposalActions({ proposal: p }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const me = useMe().data?.operator.id;
  const approve = useApproveProposal();
  const refuse = useRefuseProposal();
  const cancel = useCancelProposal();
  const [refusing, setRefusing] = useState(false);
  if (p.state !== 'pending') return null;
  if (p.proposedBy.id === me) {
    return (
      <Space>
        <Typography.Text type="secondary" data-testid={`own-${p.id}`}>
          {t('proposals.ownHint')}
        </Typography.Text>
        <Popconfirm
          title={t('proposals.cancelConfirm')}
          okText={t('proposals.cancel')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            cancel
              .mutateAsync(p.id)
              .then(() => notify.success(t('proposals.cancelled')))
              .catch(() => {})
          }
        >
          <Button size="small" data-testid={`cancel-${p.id}`}>
            {t('proposals.cancel')}
          </Button>
        </Popconfirm>
      </Space>
    );
  }
  return (
    <Space>
      <Popconfirm
        title={t('proposals.approveConfirm', { what: proposalWhat(t, p) })}
        okText={t('proposals.approve')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          approve
            .mutateAsync({ id: p.id })
            .then(() => notify.success(t('proposals.approved')))
            .catch(() => {})
        }
      >
        <Button type="primary" size="small" data-testid={`approve-${p.id}`}>
          {t('proposals.approve')}
        </Button>
      </Popconfirm>
      <Button danger size="small" onClick={() => setRefusing(true)} data-testid={`refuse-${p.id}`}>
        {t('proposals.refuse')}
      </Button>
      <InputModal
        open={refusing}
        title={t('proposals.refuseTitle')}
        description={t('proposals.refuseText', { what: proposalWhat(t, p) })}
        label={t('common.reason')}
        multiline
        danger
        okText={t('proposals.refuse')}
        testId="refuse-modal"
        onCancel={() => setRefusing(false)}
        onSubmit={async (reason) => {
          await refuse.mutateAsync({ id: p.id, reason });
          notify.success(t('proposals.refused'));
          setRefusing(false);
        }}
      />
    </Space>
  );
}
