import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry, adminApi } from '@mcc/contract';
import { Form, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { idColumn, timeColumn } from '../../components/list/columns.tsx';
import {
  ChoiceFilter,
  DateRangeFilter,
  SearchFilter,
  TextFilter,
} from '../../components/list/list-filters.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
import { asText, DATE_RANGE, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { useAudit } from '../../features/audit/api.ts';
import { actorText, auditTargetText, vocabularyOptions, wordFor } from '../../lib/vocabulary.ts';

const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  ...sortBy(['createdAt'] as const),
  operatorId: (raw: string | undefined) => Number(raw) || undefined,
  action: asText,
  targetType: asText,
  targetId: asText,
};

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <pre className="mono" style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export default function AuditPage() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS);
  const entries = useAudit(list.query);

  return (
    <ListPage<AuditEntry>
      testId="audit-page"
      title={t('menu.audit')}
      filterValues={{ ...list.filters, operatorId: list.query.operatorId }}
      filters={
        <>
          <DateRangeFilter />
          <SearchFilter by={['username', 'id']} width={220} />
          <Form.Item name="operatorId" label={t('audit.operatorId')}>
            <InputNumber min={1} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <ChoiceFilter
            name="action"
            label={t('audit.action')}
            options={vocabularyOptions(t, 'auditActions', AUDIT_ACTIONS)}
            width={200}
          />
          <ChoiceFilter
            name="targetType"
            label={t('audit.targetType')}
            options={vocabularyOptions(t, 'auditTargets', AUDIT_TARGET_TYPES)}
            width={150}
          />
          <TextFilter name="targetId" label={t('audit.targetId')} width={100} />
        </>
      }
      size="small"
      query={list}
      list={entries}
      listId="audit"
      exportCall={{ route: adminApi.audit.export, query: list.query, name: 'audit' }}
      scrollX={900}
      tableTestId="audit-table"
      expandable={{
        expandedRowRender: (e) => (
          <Space align="start" size="large" wrap>
            <div>
              <Typography.Text strong>{t('audit.before')}</Typography.Text>
              <Json value={e.before} />
            </div>
            <div>
              <Typography.Text strong>{t('audit.after')}</Typography.Text>
              <Json value={e.after} />
            </div>
          </Space>
        ),
      }}
      columns={[
        idColumn(),
        timeColumn(t('common.time'), 'createdAt', { width: 170, sorter: true }),
        {
          title: t('audit.actor'),
          dataIndex: 'actor',
          render: (actor: string, e) =>
            e.operatorId ? (
              <Typography.Link onClick={() => list.only({ operatorId: String(e.operatorId) })}>
                {actorText(t, actor)}
              </Typography.Link>
            ) : (
              actorText(t, actor)
            ),
        },
        {
          title: t('audit.action'),
          dataIndex: 'action',
          render: (a: string) => (
            <Typography.Link onClick={() => list.only({ action: a })} title={a}>
              {wordFor(t, 'auditActions', a)}
            </Typography.Link>
          ),
        },
        {
          title: t('audit.target'),
          key: 'target',
          render: (_, e) => (
            <Typography.Link onClick={() => list.only({ targetType: e.targetType, targetId: e.targetId })}>
              {auditTargetText(t, e.targetType, e.targetId)}
            </Typography.Link>
          ),
        },
        { title: 'IP', dataIndex: 'ip' },
      ]}
    />
  );
}
