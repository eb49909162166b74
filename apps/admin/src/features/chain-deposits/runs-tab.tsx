import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Space, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format.ts';
import { notify } from '../../lib/notify.ts';
import { usePageParams } from '../../lib/use-page-params.ts';
import { type Run, useReconcile, useRuns } from './api.ts';
import { DifferencesTable } from './differences-table.tsx';

const STATE_COLOURS = { running: 'processing', done: 'green', failed: 'red' } as const;

/** One network's line of a run: the blocks compared, or why not. */
function networkLine(t: TFunction, line: Run['summary'][number]) {
  const r = (key: string, values: Record<string, unknown> = {}) => t(`chainDeposits.run.${key}`, values);
  if (line.error === 'not_scanned') return r('notScanned');
  if (line.error)
    return <Typography.Text type="danger">{r('failed', { error: line.error })}</Typography.Text>;
  if (line.from === null) return r('nothing');
  return r('range', { ...line });
}

/**
 * Reads the differences again when a run seen running has finished: they are written as it ends, and
 * the run's list, opened at its start (the button shows it at once), would stay empty.
 */
function useDifferencesOnceFinished(running: boolean) {
  const queryClient = useQueryClient();
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running)
      void queryClient.invalidateQueries({ queryKey: ['chain', 'differences'] });
    wasRunning.current = running;
  }, [running, queryClient]);
}

/**
 * The reconciliations, newest first, with the button that runs one now (asked first: it reads every
 * network's node); a run's differences below, by cause. A running run is read again until it is done.
 */
export function RunsTab() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const runs = useRuns({ page, limit: 10 });
  const reconcile = useReconcile();
  const params = usePageParams(['runId']);
  const r = (key: string) => t(`chainDeposits.run.${key}`);
  const running = runs.data?.list.some((run) => run.state === 'running');
  useDifferencesOnceFinished(running === true);

  const start = () =>
    modal.confirm({
      title: r('start'),
      content: r('confirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const run = await reconcile.mutateAsync(undefined);
        notify.success(r('started'));
        params.setFilters({ runId: String(run.id) });
      },
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{running ? r('running') : null}</Typography.Text>
        <Button type="primary" onClick={start} loading={running} data-testid="reconcile-now">
          {r('start')}
        </Button>
      </Flex>
      <Table<Run>
        rowKey="id"
        size="small"
        loading={runs.isFetching && !runs.data}
        dataSource={runs.data?.list}
        pagination={{
          current: page,
          pageSize: 10,
          total: runs.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        data-testid="run-table"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: t('common.status'),
            dataIndex: 'state',
            width: 90,
            render: (s: Run['state']) => (
              <Tag color={STATE_COLOURS[s]}>{t(`chainDeposits.run.states.${s}`)}</Tag>
            ),
          },
          {
            title: r('operator'),
            dataIndex: 'operator',
            width: 160,
            className: 'nowrap',
            render: (o: string | null) => o ?? r('daily'),
          },
          { title: r('startedAt'), dataIndex: 'startedAt', width: 170, render: dateTime },
          { title: r('finishedAt'), dataIndex: 'finishedAt', width: 170, render: dateTime },
          {
            title: r('networks'),
            key: 'summary',
            render: (_, run) => (
              <Space direction="vertical" size={0}>
                {run.summary.map((line) => (
                  <span key={line.network}>
                    <strong>{line.network}</strong> {networkLine(t, line)}
                  </span>
                ))}
              </Space>
            ),
          },
          {
            title: r('differences'),
            dataIndex: 'differences',
            width: 110,
            render: (n: number, run) => (
              <Button
                size="small"
                type={n > 0 ? 'primary' : 'default'}
                danger={n > 0}
                disabled={run.state === 'running'}
                onClick={() =>
                  params.setFilters({
                    runId: String(run.id),
                    cause: undefined,
                    network: undefined,
                    q: undefined,
                  } as never)
                }
                data-testid={`run-differences-${run.id}`}
              >
                {n}
              </Button>
            ),
          },
        ]}
      />
      <DifferencesTable />
    </Space>
  );
}
