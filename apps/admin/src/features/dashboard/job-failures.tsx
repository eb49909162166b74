import type { JobFailure } from '@mcc/contract';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { pagination } from '../../lib/use-page-params.ts';
import { useJobFailures, useRetryJobFailure } from './api.ts';

const LIMIT = 10;
const keyOf = (f: Pick<JobFailure, 'job' | 'itemId'>) => `${f.job}:${f.itemId}`;

/**
 * The items the batch jobs (auction settlement, order expiry, recharge confirmation, the daily
 * accruals) could not do: what failed, how often, and when the job tries again. An operator who has
 * fixed the cause (unfrozen an account, say) may have the next pass try an item now.
 */
export function JobFailures() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useJobFailures({ page, limit: LIMIT });
  const retry = useRetryJobFailure();

  const retryNow = (f: JobFailure) =>
    retry
      .mutateAsync({ job: f.job, itemId: f.itemId })
      .then(() => notify.success(t('jobFailures.retryQueued')))
      .catch(() => {
        // The server's message is shown.
      });

  return (
    <Card title={t('jobFailures.title')} style={{ marginTop: 16 }} data-testid="job-failures">
      <Typography.Paragraph type="secondary">{t('jobFailures.hint')}</Typography.Paragraph>
      <Table<JobFailure>
        rowKey={keyOf}
        size="small"
        loading={isFetching}
        dataSource={data?.list}
        pagination={pagination(data, setPage)}
        locale={{ emptyText: t('jobFailures.none') }}
        scroll={{ x: 900 }}
        columns={[
          { title: t('jobFailures.job'), dataIndex: 'job', render: (job) => t(`jobFailures.jobs.${job}`) },
          { title: t('jobFailures.item'), dataIndex: 'itemId', width: 90 },
          {
            title: t('jobFailures.error'),
            dataIndex: 'errorKey',
            render: (key: string, f) => (
              <>
                <Tag className="mono">{key}</Tag>
                <Typography.Text type="secondary">{f.message}</Typography.Text>
              </>
            ),
          },
          { title: t('jobFailures.attempts'), dataIndex: 'attempts', width: 90 },
          {
            title: t('jobFailures.lastFailedAt'),
            dataIndex: 'lastFailedAt',
            render: dateTime,
            className: 'nowrap',
          },
          {
            title: t('jobFailures.nextAttemptAt'),
            dataIndex: 'nextAttemptAt',
            render: dateTime,
            className: 'nowrap',
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, f) => (
              <Button
                size="small"
                loading={retry.isPending && retry.variables && keyOf(retry.variables) === keyOf(f)}
                onClick={() => void retryNow(f)}
                data-testid={`retry-${keyOf(f)}`}
              >
                {t('jobFailures.retryNow')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
