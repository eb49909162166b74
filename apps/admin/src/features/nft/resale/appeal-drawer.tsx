import type { AdminAppealDetail, PayMethod } from '@mcc/contract';
import { Alert, Card, Descriptions, Drawer, Image, Skeleton, Space, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime, money } from '../../../lib/format.ts';
import { useCan } from '../../../lib/operator.ts';
import { userPath } from '../../../lib/routes.ts';
import { OrderStateTag } from '../core/order-state-tag.tsx';
import { useNftAppeal } from './api.ts';
import { AppealDecideForm } from './appeal-decide.tsx';
import { AppealStateTag, copyName, SideTag } from './appeal-tags.tsx';
import { AppealThread } from './appeal-thread.tsx';

/** An appeal in a drawer over the list (`id` null: closed), so the queue stays where it was. */
export function AppealDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={id !== null}
      size={760}
      title={id !== null && t('appeals.title', { id })}
      onClose={onClose}
      destroyOnHidden
      data-testid="appeal-drawer"
    >
      {id !== null && <AppealDetail id={id} />}
    </Drawer>
  );
}

/**
 * What an operator weighs before deciding: how it stands, the order, the buyer's proof, both sides'
 * messages and the timeline; then, for an open appeal and an operator who may (`finance.review`), the
 * decision.
 */
function AppealDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: appeal } = useNftAppeal(id);
  const mayDecide = useCan('finance.review');
  if (!appeal) return <Skeleton active />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="appeal-detail">
      <Outcome appeal={appeal} mayDecide={mayDecide} />
      <Card size="small" title={t('appeals.facts')}>
        <AppealFacts appeal={appeal} />
      </Card>
      <Card size="small" title={t('appeals.proof')} extra={appeal.proof && t('appeals.proofHint')}>
        {appeal.proof ? (
          <Image
            src={appeal.proof}
            width={200}
            style={{ maxHeight: 280, objectFit: 'contain' }}
            alt=""
            data-testid="appeal-proof"
          />
        ) : (
          <Typography.Text type="secondary">{t('appeals.noProof')}</Typography.Text>
        )}
      </Card>
      <Card size="small" title={t('appeals.messages')}>
        <AppealThread messages={appeal.messages} />
      </Card>
      <Card size="small" title={t('appeals.timeline')}>
        <Timeline
          data-testid="appeal-timeline"
          items={appeal.timeline.map((e) => ({
            key: e.event,
            title: dateTime(e.at),
            content: t(`appeals.events.${e.event}`, { defaultValue: e.event }),
          }))}
        />
      </Card>
      {appeal.status === 'open' && mayDecide && <AppealDecideForm appeal={appeal} />}
    </Space>
  );
}

/** How the appeal stands, at the top: decided (and how, with the note), closed, or open to whom. */
function Outcome({ appeal, mayDecide }: { appeal: AdminAppealDetail; mayDecide: boolean }) {
  const { t } = useTranslation();
  if (appeal.status === 'decided' && appeal.decision)
    return (
      <Alert
        type="success"
        showIcon
        title={t(`appeals.decidedFor.${appeal.decision}`)}
        description={appeal.note}
        data-testid="appeal-outcome"
      />
    );
  if (appeal.status === 'closed')
    return <Alert type="info" showIcon title={t('appeals.closedText')} data-testid="appeal-outcome" />;
  if (!mayDecide) return <Alert type="info" showIcon title={t('appeals.mayNotDecide')} />;
  return null;
}

function AppealFacts({ appeal }: { appeal: AdminAppealDetail }) {
  const { t } = useTranslation();
  const { order } = appeal;
  const uid = (p: { userId: number; uid: string }) => <Link to={userPath(p.userId)}>{p.uid}</Link>;
  // One text: the cell lays its children out as flex items, which would drop the space before the unit.
  const usdt = (v: string | undefined) => (v ? `${money(v)} USDT` : '–');
  return (
    <Descriptions
      column={2}
      size="small"
      data-testid="appeal-facts"
      items={[
        {
          key: 'order',
          label: t('appeals.order'),
          children: (
            <Space size={4}>
              {`#${order.id}`}
              <OrderStateTag state={order.status} />
            </Space>
          ),
        },
        {
          key: 'status',
          label: t('common.status'),
          children: <AppealStateTag state={appeal.status} />,
        },
        {
          key: 'copy',
          label: t('appeals.copy'),
          span: 2,
          children: (
            <Space>
              <Image src={order.image} width={40} height={40} style={{ borderRadius: 4 }} alt="" />
              {`${copyName(appeal)} / ${order.supply}`}
            </Space>
          ),
        },
        { key: 'price', label: t('appeals.price'), children: usdt(appeal.price) },
        { key: 'fee', label: t('appeals.fee'), children: usdt(order.resale?.fee) },
        { key: 'buyer', label: t('appeals.buyer'), children: uid(appeal.buyer) },
        { key: 'seller', label: t('appeals.seller'), children: uid(appeal.seller) },
        { key: 'reason', label: t('appeals.reason'), children: t(`appeals.reasons.${appeal.reason}`) },
        { key: 'openedBy', label: t('appeals.openedBy'), children: <SideTag side={appeal.openedBy} /> },
        { key: 'ordered', label: t('appeals.orderedAt'), children: dateTime(order.createdAt) },
        { key: 'paid', label: t('appeals.paidAt'), children: dateTime(order.paidAt) },
        {
          key: 'pay',
          label: t('appeals.payMethods'),
          span: 2,
          children: (
            <Space orientation="vertical" size={0}>
              {(order.resale?.payMethods ?? []).map((m) => (
                <span key={`${m.kind}:${m.account}`}>{payMethodText(t, m)}</span>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}

/** "Bank card · ICBC · Zhang San · 6222…": what the buyer was shown to pay to. */
function payMethodText(t: TFunction, m: PayMethod): string {
  const kind = m.network
    ? `${t(`appeals.payKinds.${m.kind}`)} (${m.network})`
    : t(`appeals.payKinds.${m.kind}`);
  return [kind, m.bank, m.name, m.account].filter(Boolean).join(' · ');
}
