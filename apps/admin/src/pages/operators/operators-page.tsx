import { OPERATOR_ROLES, type OperatorRole, type OperatorRow } from '@mcc/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useCreateOperator, useOperators, useSetOperatorStatus } from '../../features/operators/api.ts';
import { dateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/operator.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = [] as const;
/** The contract's operator username rule. */
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;

export default function OperatorsPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePageParams(KEYS);
  const { data, isFetching } = useOperators(page, LIMIT);
  const me = useMe();
  const setStatus = useSetOperatorStatus();
  const [creating, setCreating] = useState(false);

  return (
    <div data-testid="operators-page">
      <PageHeader
        title={t('menu.operators')}
        extra={
          <Button type="primary" onClick={() => setCreating(true)} data-testid="new-operator">
            {t('operators.new')}
          </Button>
        }
      />
      <Card>
        <Table<OperatorRow>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 800 }}
          data-testid="operator-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: t('auth.username'), dataIndex: 'username' },
            {
              title: t('operators.role'),
              dataIndex: 'role',
              render: (r: string) => <Tag color="blue">{t(`roles.${r}`)}</Tag>,
            },
            { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StateTag state={s} /> },
            {
              title: t('operators.totp'),
              dataIndex: 'totpEnabled',
              render: (v: boolean) =>
                v ? <Tag color="success">{t('operators.totpOn')}</Tag> : <Tag>{t('operators.totpOff')}</Tag>,
            },
            {
              title: t('operators.createdAt'),
              dataIndex: 'createdAt',
              render: dateTime,
              className: 'nowrap',
            },
            {
              title: t('operators.lastLogin'),
              dataIndex: 'lastLoginAt',
              render: dateTime,
              className: 'nowrap',
            },
            {
              title: t('common.actions'),
              key: 'actions',
              className: 'nowrap',
              render: (_, o) => {
                // No one changes their own status (the server refuses it too).
                if (o.id === me.data?.operator.id)
                  return <Typography.Text type="secondary">{t('operators.you')}</Typography.Text>;
                const disable = o.status === 'active';
                return (
                  <Popconfirm
                    title={
                      disable
                        ? t('operators.disableConfirm', { name: o.username })
                        : t('operators.enableConfirm', { name: o.username })
                    }
                    okText={t('common.confirm')}
                    okButtonProps={{ danger: disable }}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      setStatus
                        .mutateAsync({ id: o.id, status: disable ? 'disabled' : 'active' })
                        .then(() => notify.success(t('common.saved')))
                        .catch(() => {})
                    }
                  >
                    <Button size="small" danger={disable}>
                      {disable ? t('operators.disable') : t('operators.enable')}
                    </Button>
                  </Popconfirm>
                );
              },
            },
          ]}
        />
      </Card>
      {creating && <CreateOperatorModal onClose={() => setCreating(false)} />}
    </div>
  );
}

/** Creates an operator and shows the generated password once: it is in this answer and nowhere else. */
function CreateOperatorModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ username: string; role: OperatorRole }>();
  const create = useCreateOperator();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);

  async function submit() {
    const values = await form.validateFields();
    const body = { username: values.username.trim().toLowerCase(), role: values.role };
    modal.confirm({
      title: t('operators.createConfirm', { name: body.username, role: t(`roles.${body.role}`) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const answer = await create.mutateAsync(body);
          setCreated({ username: answer.operator.username, password: answer.password });
        } catch {
          // Shown already (e.g. the name is taken).
        }
      },
    });
  }

  if (created) {
    return (
      <Modal
        open
        title={t('operators.created')}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('operators.passwordNoted')}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={t('operators.passwordOnce')} style={{ marginBottom: 16 }} />
        <Typography.Paragraph>
          {t('auth.username')}: <strong>{created.username}</strong>
        </Typography.Paragraph>
        <Typography.Paragraph>
          {t('auth.password')}:{' '}
          <Typography.Text className="mono" copyable strong data-testid="new-operator-password">
            {created.password}
          </Typography.Text>
        </Typography.Paragraph>
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('operators.new')}
      okText={t('operators.create')}
      cancelText={t('common.cancel')}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ role: 'operations' }}>
        <Form.Item
          name="username"
          label={t('auth.username')}
          extra={t('operators.usernameHint')}
          rules={[{ required: true, pattern: USERNAME, message: t('operators.usernameInvalid') }]}
          normalize={(v: string) => v.toLowerCase()}
        >
          <Input autoComplete="off" data-testid="operator-username" />
        </Form.Item>
        <Form.Item name="role" label={t('operators.role')} extra={t('operators.roleHint')}>
          <Select options={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
