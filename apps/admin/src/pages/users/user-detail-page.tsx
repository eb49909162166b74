import {
  type AdminUserDetail,
  ASSETS,
  type Asset,
  amountProblem,
  INPUT_DECIMALS,
  type StatementLine,
} from '@mcc/contract';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Result,
  Segmented,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths, userPath } from '../../app/paths.ts';
import { MoneyText } from '../../components/money-text.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useCan } from '../../features/auth/api.ts';
import {
  type AdjustInput,
  useAdjust,
  useResetPayPassword,
  useSetUserStatus,
  useUser,
  useUserStatement,
} from '../../features/users/api.ts';
import { dateTime, money } from '../../lib/format.ts';

const STATEMENT_LIMIT = 20;

export default function UserDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: user, isPending, isError } = useUser(id);

  if (!Number.isInteger(id) || id <= 0 || isError) {
    return (
      <Result
        status="404"
        title={t('users.notFound')}
        extra={<Link to={paths.users}>{t('menu.users')}</Link>}
      />
    );
  }
  return (
    <div data-testid="user-detail-page">
      <PageHeader
        title={user ? t('users.detailTitle', { uid: user.uid }) : t('users.detail')}
        extra={user && <UserActions user={user} />}
      />
      {isPending || !user ? <Skeleton active /> : <UserDetail user={user} />}
    </div>
  );
}

function UserActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canWrite = useCan('users.write');
  const canAdjust = useCan('finance.adjust');
  const canReadOrders = useCan('users.read');
  const setStatus = useSetUserStatus(user.id);
  const resetPay = useResetPayPassword(user.id);
  const [adjusting, setAdjusting] = useState(false);
  const frozen = user.status === 'frozen';

  return (
    <Space wrap>
      {canReadOrders && (
        <Link to={`${paths.quantOrders}?userId=${user.id}`} data-testid="user-quant-orders">
          {t('users.quantOrders')}
        </Link>
      )}
      {canWrite && (
        <Popconfirm
          title={frozen ? t('users.unfreezeConfirm') : t('users.freezeConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: !frozen }}
          onConfirm={() =>
            setStatus
              .mutateAsync(frozen ? 'active' : 'frozen')
              .then(() => message.success(frozen ? t('users.unfrozen') : t('users.frozen')))
              .catch(() => {})
          }
        >
          <Button danger={!frozen} loading={setStatus.isPending} data-testid="toggle-freeze">
            {frozen ? t('users.unfreeze') : t('users.freeze')}
          </Button>
        </Popconfirm>
      )}
      {canWrite && (
        <Popconfirm
          title={t('users.resetPayConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            resetPay
              .mutateAsync(undefined)
              .then(() => message.success(t('users.payReset')))
              .catch(() => {})
          }
        >
          <Button loading={resetPay.isPending} disabled={!user.hasPayPassword} data-testid="reset-pay">
            {t('users.resetPay')}
          </Button>
        </Popconfirm>
      )}
      {canAdjust && (
        <Button type="primary" onClick={() => setAdjusting(true)} data-testid="adjust">
          {t('users.adjust')}
        </Button>
      )}
      {adjusting && <AdjustModal user={user} onClose={() => setAdjusting(false)} />}
    </Space>
  );
}

interface AdjustForm {
  asset: Asset;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

/** A manual credit or debit with a reason; the amount follows the asset's decimals; confirmed twice. */
function AdjustModal({ user, onClose }: { user: AdminUserDetail; onClose(): void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useAdjust(user.id);
  // One key per adjustment meant: a double click or a retry after a lost answer never moves money twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const asset = Form.useWatch('asset', form) ?? 'USDT';

  async function submit() {
    const values = await form.validateFields();
    const input: AdjustInput = { ...values, amount: values.amount.trim(), idempotencyKey: key };
    modal.confirm({
      title: t('users.adjustConfirmTitle'),
      content: t(input.direction === 'credit' ? 'users.adjustConfirmCredit' : 'users.adjustConfirmDebit', {
        amount: input.amount,
        asset: input.asset,
        uid: user.uid,
        reason: input.reason,
      }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: input.direction === 'debit' },
      onOk: async () => {
        try {
          const done = await adjust.mutateAsync(input);
          message.success(t('users.adjusted', { balance: money(done.balance.available), asset: done.asset }));
          setKey(crypto.randomUUID());
          onClose();
        } catch {
          // The server's message is shown; the modal stays for a correction.
        }
      },
    });
  }

  return (
    <Modal
      open
      title={t('users.adjustTitle', { uid: user.uid })}
      okText={t('common.next')}
      cancelText={t('common.cancel')}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      data-testid="adjust-modal"
    >
      <Form<AdjustForm>
        form={form}
        layout="vertical"
        initialValues={{ asset: 'USDT', direction: 'credit', amount: '', reason: '' }}
      >
        <Form.Item name="asset" label={t('users.asset')}>
          <Segmented options={[...ASSETS]} />
        </Form.Item>
        <Form.Item name="direction" label={t('users.direction')}>
          <Radio.Group
            options={[
              { value: 'credit', label: t('users.credit') },
              { value: 'debit', label: t('users.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('users.amount')}
          extra={t('users.amountHint', { count: INPUT_DECIMALS[asset] })}
          dependencies={['asset']}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const problem = amountProblem(v ?? '', INPUT_DECIMALS[form.getFieldValue('asset') as Asset]);
                return problem ? Promise.reject(new Error(t(`amountErrors.${problem}`))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="decimal" suffix={asset} data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('common.reason')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const none = '–';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          size="small"
          items={[
            { key: 'uid', label: t('users.uid'), children: <span data-testid="user-uid">{user.uid}</span> },
            { key: 'id', label: 'ID', children: user.id },
            {
              key: 'status',
              label: t('common.status'),
              children: (
                <span data-testid="user-status">
                  <StateTag state={user.status} />
                </span>
              ),
            },
            { key: 'nickname', label: t('users.nickname'), children: user.nickname || none },
            { key: 'mobile', label: t('users.mobile'), children: user.mobile ?? none },
            { key: 'email', label: t('users.email'), children: user.email ?? none },
            {
              key: 'wallet',
              label: t('users.wallet'),
              children: user.walletAddress ? <span className="mono">{user.walletAddress}</span> : none,
            },
            { key: 'invite', label: t('users.inviteCode'), children: user.inviteCode },
            {
              key: 'inviter',
              label: t('users.inviter'),
              children: user.inviter ? (
                <Link to={userPath(user.inviter.id)}>
                  {user.inviter.uid} {user.inviter.nickname}
                </Link>
              ) : (
                none
              ),
            },
            {
              key: 'pay',
              label: t('users.payPassword'),
              children: user.hasPayPassword ? t('users.paySet') : t('users.payNotSet'),
            },
            {
              key: 'locks',
              label: t('users.locks'),
              children: (
                <Space wrap>
                  {user.loginLockedUntil && (
                    <Tag color="warning">
                      {t('users.loginLocked', { until: dateTime(user.loginLockedUntil) })}
                    </Tag>
                  )}
                  {user.payLockedUntil && (
                    <Tag color="warning">
                      {t('users.payLocked', { until: dateTime(user.payLockedUntil) })}
                    </Tag>
                  )}
                  {!user.loginLockedUntil && !user.payLockedUntil && none}
                </Space>
              ),
            },
            { key: 'created', label: t('users.registeredAt'), children: dateTime(user.createdAt) },
            { key: 'members', label: t('users.directMembers'), children: user.counts.directMembers },
            {
              key: 'counts',
              label: t('users.moneyCounts'),
              children: t('users.countsText', {
                recharges: user.counts.recharges,
                withdrawals: user.counts.withdrawals,
              }),
            },
            { key: 'sessions', label: t('users.sessions'), children: user.counts.sessions },
          ]}
        />
      </Card>
      <Card title={t('users.balances')}>
        <Table
          size="small"
          rowKey={(b) => `${b.asset}-${b.kind}`}
          pagination={false}
          dataSource={user.balances}
          data-testid="user-balances"
          columns={[
            { title: t('users.asset'), dataIndex: 'asset' },
            { title: t('users.account'), dataIndex: 'kind', render: (k: string) => t(`accountKinds.${k}`) },
            {
              title: t('wallet.available'),
              dataIndex: 'available',
              render: (v: string, b) => <MoneyText value={v} testId={`balance-${b.asset}-${b.kind}`} />,
            },
            {
              title: t('wallet.frozen'),
              dataIndex: 'frozen',
              render: (v: string) => <MoneyText value={v} />,
            },
            { title: t('wallet.total'), dataIndex: 'total', render: (v: string) => <MoneyText value={v} /> },
            {
              title: t('users.accountState'),
              dataIndex: 'accountFrozen',
              render: (f: boolean) => <StateTag state={f ? 'frozen' : 'active'} />,
            },
          ]}
        />
      </Card>
      <Statement userId={user.id} />
    </Space>
  );
}

function Statement({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [asset, setAsset] = useState<Asset>('USDT');
  const [kind, setKind] = useState<'main' | 'quant'>('main');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useUserStatement(userId, { asset, kind, page, limit: STATEMENT_LIMIT });

  return (
    <Card
      title={t('users.statement')}
      extra={
        <Space wrap>
          <Segmented
            value={asset}
            options={[...ASSETS]}
            onChange={(v) => {
              setAsset(v as Asset);
              setPage(1);
            }}
          />
          <Segmented
            value={kind}
            options={[
              { value: 'main', label: t('accountKinds.main') },
              { value: 'quant', label: t('accountKinds.quant') },
            ]}
            onChange={(v) => {
              setKind(v as 'main' | 'quant');
              setPage(1);
            }}
          />
        </Space>
      }
    >
      <Table<StatementLine>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        data-testid="user-statement"
        pagination={{
          current: page,
          pageSize: STATEMENT_LIMIT,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          {
            title: t('common.time'),
            dataIndex: 'createdAt',
            render: dateTime,
            className: 'nowrap',
            width: 180,
          },
          {
            title: t('ledger.code'),
            dataIndex: 'code',
            render: (c: string) => t(`codes.${c}`, { defaultValue: c }),
          },
          {
            title: t('users.amount'),
            dataIndex: 'amount',
            render: (v: string) => <MoneyText value={v} signed />,
          },
          {
            title: t('users.balanceAfter'),
            dataIndex: 'balanceAfter',
            render: (v: string) => <MoneyText value={v} />,
          },
          { title: t('ledger.memo'), dataIndex: 'memo' },
          {
            title: t('ledger.reference'),
            key: 'ref',
            render: (_, l) => (l.refType ? `${l.refType} #${l.refId}` : '–'),
          },
        ]}
      />
    </Card>
  );
}
