import type { BulkResult } from '@mcc/contract';
import { Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What came of each row of a bulk action: how many were done and refused, then every row's outcome. */
export function BulkResultModal({ result, onClose }: { result: BulkResult | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={result !== null}
      title={t('bulk.resultTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={640}
      data-testid="bulk-result"
    >
      {result && (
        <>
          <Typography.Paragraph strong data-testid="bulk-summary">
            {t('bulk.summary', { done: result.done, failed: result.failed })}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ y: 360 }}
            // The refused rows first: they are what the operator has to look at.
            dataSource={[...result.results].sort((a, b) => Number(a.ok) - Number(b.ok))}
            onRow={(r) => ({ 'data-testid': `bulk-row-${r.id}` }) as never}
            columns={[
              { title: t('bulk.row'), dataIndex: 'id', width: 90 },
              {
                title: t('bulk.outcome'),
                key: 'outcome',
                render: (_, r) =>
                  r.ok ? (
                    <Tag color="success">{t('bulk.ok')}</Tag>
                  ) : (
                    <Typography.Text type="danger">{r.msg}</Typography.Text>
                  ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
