import { adminApi, BATCH_JOBS, type JobFailure } from '@mcc/contract';
import { Button, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/list/columns.tsx';
import {
  ChoiceFilter,
  DateRangeFilter,
  ListFilters,
  SearchFilter,
} from '../../components/list/list-filters.tsx';
import { ListTable } from '../../components/list/list-page.tsx';
import { asText, DATE_RANGE, oneOf, sortBy, useListQuery } from '../../components/list/use-list-query.ts';
import { notify } from '../../lib/notify.ts';
import { useJobFailures, useRetryJobFailure } from './api.ts';

const LIMIT = 10;
/** In the dashboard's address: failed last between two days, an item id or error key, the job. */
const FILTERS = {
  ...DATE_RANGE,
  q: asText,
  job: oneOf(BATCH_JOBS),
  ...sortBy(['firstFailedAt', 'lastFailedAt', 'attempts'] as const),
};
const keyOf = (f: Pick<JobFailure, 'job' | 'itemId'>) => `${f.job}:${f.itemId}`;

/**
 * The items the batch jobs (auction settlement, order expiry, recharge confirmation, the daily
 * accruals) could not do: what failed, how often, and when the job tries again. An operator who has
 * fixed the cause (unfrozen an account, say) may have the next pass try an item now.
 */
export function JobFailures() {
  const { t } = useTranslation();
  const list = useListQuery(FILTERS, LIMIT);
  const failures = useJobFailures(list.query);
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
      <ListFilters list={list}>
        <DateRangeFilter />
        <SearchFilter by={['id', 'errorKey']} width={180} />
        <ChoiceFilter
          name="job"
          label={t('jobFailures.job')}
          options={BATCH_JOBS.map((j) => ({ value: j, label: t(`jobFailures.jobs.${j}`) }))}
          width={220}
        />
      </ListFilters>
      <ListTable<JobFailure>
        rowKey={keyOf}
        size="small"
        list={failures}
        onPage={list.setPage}
        sort={list}
        listId="job-failures"
        exportCall={{ route: adminApi.jobs.failuresExport, query: list.query, name: 'job-failures' }}
        locale={{ emptyText: t('jobFailures.none') }}
        scrollX={900}
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
          { title: t('jobFailures.attempts'), dataIndex: 'attempts', width: 100, sorter: true },
          timeColumn(t('jobFailures.lastFailedAt'), 'lastFailedAt', { sorter: true }),
          timeColumn(t('jobFailures.nextAttemptAt'), 'nextAttemptAt'),
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
