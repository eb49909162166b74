import {
  type AnswerOf,
  adminApi,
  OPERATOR_ROLES,
  OPERATOR_STATUSES,
  type OperatorRole,
  type OperatorRow,
} from '@mcc/contract';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModal } from '../../components/form/form-modal.tsx';
import { actionsColumn, idColumn, stateColumn, timeColumn } from '../../components/list/columns.tsx';
import {
  ChoiceFilter,
  DateRangeFilter,
  SearchFilter,
  StateFilter,
} from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { useRowForm } from '../../components/list/row-form.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useCreateOperator, useOperators, useSetOperatorStatus } from '../../features/operators/api.ts';
import { notify } from '../../lib/notify.ts';
import { useMe } from '../../lib/operator.ts';

const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  status: oneOf(OPERATOR_STATUSES),
  role: oneOf(OPERATOR_ROLES),
  ...sortBy(['createdAt', 'username', 'lastLoginAt'] as const),
};
type OperatorCreated = AnswerOf<typeof adminApi.operators.create>;
/** The contract's operator username rule. */
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;

export default function OperatorsPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const operators = useOperators(list.query);
  const me = useMe();
  const setStatus = useSetOperatorStatus();
  const form = useRowForm<never>();

  /** No one changes their own status (the server refuses it too). */
  const statusButton = (o: OperatorRow) => {
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
  };

  return (
    <ListPage<OperatorRow>
      testId="operators-page"
      title={t('menu.operators')}
      extra={form.newButton(t('operators.new'), 'new-operator')}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['username']} width={160} />
          <ChoiceFilter
            name="role"
            label={t('operators.role')}
            options={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
          <StateFilter states={OPERATOR_STATUSES} texts="states" />
        </>
      }
      query={list}
      list={operators}
      listId="operators"
      exportCall={{ route: adminApi.operators.export, query: list.query, name: 'operators' }}
      scrollX={800}
      tableTestId="operator-table"
      columns={[
        idColumn(),
        { title: t('auth.username'), dataIndex: 'username', sorter: true },
        {
          title: t('operators.role'),
          dataIndex: 'role',
          render: (r: string) => <Tag color="blue">{t(`roles.${r}`)}</Tag>,
        },
        stateColumn(t('common.status'), 'status'),
        {
          title: t('operators.totp'),
          dataIndex: 'totpEnabled',
          render: (v: boolean) =>
            v ? <Tag color="success">{t('operators.totpOn')}</Tag> : <Tag>{t('operators.totpOff')}</Tag>,
        },
        timeColumn(t('operators.createdAt'), 'createdAt', { sorter: true }),
        timeColumn(t('operators.lastLogin'), 'lastLoginAt', { sorter: true }),
        actionsColumn(t('common.actions'), statusButton, { fixed: undefined }),
      ]}
    >
      {form.form((_, onClose) => (
        <CreateOperatorModal onClose={onClose} />
      ))}
    </ListPage>
  );
}

/** Creates an operator and shows the generated password once: it is in this answer and nowhere else. */
function CreateOperatorModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const { modal } = useFormModal<{ username: string; role: OperatorRole }>({
    texts: 'operators',
    initialValues: { role: 'operations' },
    onClose,
    prepare(values) {
      const body = { username: values.username.trim().toLowerCase(), role: values.role };
      return {
        title: t('operators.createConfirm', { name: body.username, role: t(`roles.${body.role}`) }),
        // Not quiet: a name taken is said by the request client, and the form stays to change it.
        send: () => create.mutateAsync(body),
        saved: (answer: OperatorCreated) =>
          setCreated({ username: answer.operator.username, password: answer.password }),
      };
    },
  });

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
    <FormModal {...modal} okText={t('operators.create')} testId="operator-modal">
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
    </FormModal>
  );
}
