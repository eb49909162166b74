import type { VerifyResult } from '@mcc/contract';
import { Alert, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../lib/format.ts';
import { wordFor } from '../lib/vocabulary.ts';

/** A ledger verify run: the verdict, who ran it when, and each invariant with its first problems. */
export function VerifyResultView({ result }: { result: VerifyResult }) {
  const { t } = useTranslation();
  return (
    <div data-testid="verify-result">
      <Alert
        type={result.ok ? 'success' : 'error'}
        showIcon
        title={result.ok ? t('ledger.verifyOk') : t('ledger.verifyFailed')}
        description={t('ledger.verifyBy', { by: result.by, at: dateTime(result.at) })}
        style={{ marginBottom: 12 }}
      />
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={result.checks}
        columns={[
          {
            title: t('ledger.check'),
            key: 'name',
            // A result stored before checks had keys says its check in English only.
            render: (_, c) => (c.key ? wordFor(t, 'ledgerChecks', c.key) : c.name),
          },
          {
            title: t('ledger.result'),
            key: 'ok',
            width: 160,
            render: (_, c) => (
              <Tag color={c.ok ? 'success' : 'error'}>
                {c.ok ? t('ledger.checkOk') : t('ledger.problems', { count: c.problemCount })}
              </Tag>
            ),
          },
        ]}
        expandable={{
          rowExpandable: (c) => c.problems.length > 0,
          expandedRowRender: (c) => (
            <Typography.Paragraph className="mono" style={{ margin: 0 }}>
              {c.problems.map((p) => (
                <div key={p}>{p}</div>
              ))}
            </Typography.Paragraph>
          ),
        }}
      />
    </div>
  );
}
