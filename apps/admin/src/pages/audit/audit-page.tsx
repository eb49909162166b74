import type { AuditEntry } from '@mcc/contract';
import { Card, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAudit } from '../../features/audit/api.ts';
import { dateTime } from '../../lib/format.ts';
import { pagination, usePageParams } from '../../lib/use-page-params.ts';

const LIMIT = 20;
const KEYS = ['operatorId', 'action', 'targetType', 'targetId'] as const;

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
  const { page, filters, setFilters, setPage } = usePageParams(KEYS);
  const operatorId = Number(filters.operatorId) || undefined;
  const { data, isFetching } = useAudit({
    operatorId,
    action: filters.action,
    targetType: filters.targetType,
    targetId: filters.targetId,
    page,
    limit: LIMIT,
  });
  const clear = { operatorId: undefined, action: undefined, targetType: undefined, targetId: undefined };

  return (
    <div data-testid="audit-page">
      <PageHeader title={t('menu.audit')} />
      <Card>
        <FilterForm
          values={{ ...filters, operatorId }}
          onSearch={(v: {
            operatorId?: number | null;
            action?: string;
            targetType?: string;
            targetId?: string;
          }) =>
            setFilters({
              operatorId: v.operatorId ? String(v.operatorId) : undefined,
              action: v.action?.trim(),
              targetType: v.targetType?.trim(),
              targetId: v.targetId?.trim(),
            })
          }
          onReset={() => setFilters(clear)}
        >
          <Form.Item name="operatorId" label={t('audit.operatorId')}>
            <InputNumber min={1} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="action" label={t('audit.action')}>
            <Input allowClear style={{ width: 180 }} placeholder="recharge.approve" />
          </Form.Item>
          <Form.Item name="targetType" label={t('audit.targetType')}>
            <Input allowClear style={{ width: 130 }} placeholder="recharge" />
          </Form.Item>
          <Form.Item name="targetId" label={t('audit.targetId')}>
            <Input allowClear style={{ width: 100 }} />
          </Form.Item>
        </FilterForm>
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          loading={isFetching}
          dataSource={data?.list}
          pagination={pagination(data, setPage)}
          scroll={{ x: 900 }}
          data-testid="audit-table"
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
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('common.time'),
              dataIndex: 'createdAt',
              render: dateTime,
              className: 'nowrap',
              width: 170,
            },
            {
              title: t('audit.actor'),
              dataIndex: 'actor',
              render: (actor: string, e) =>
                e.operatorId ? (
                  <Typography.Link onClick={() => setFilters({ ...clear, operatorId: String(e.operatorId) })}>
                    {actor}
                  </Typography.Link>
                ) : (
                  actor
                ),
            },
            {
              title: t('audit.action'),
              dataIndex: 'action',
              render: (a: string) => (
                <Typography.Link className="mono" onClick={() => setFilters({ ...clear, action: a })}>
                  {a}
                </Typography.Link>
              ),
            },
            {
              title: t('audit.target'),
              key: 'target',
              render: (_, e) => (
                <Typography.Link
                  onClick={() => setFilters({ ...clear, targetType: e.targetType, targetId: e.targetId })}
                >
                  {e.targetType} #{e.targetId}
                </Typography.Link>
              ),
            },
            { title: 'IP', dataIndex: 'ip' },
          ]}
        />
      </Card>
    </div>
  );
}
