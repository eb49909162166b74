import type { JobFailure } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateTime } from '../../lib/format.ts';
import { setNotifier } from '../../lib/notify.ts';
import { pageOf, renderInConsole, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import { JobFailures } from './job-failures.tsx';

beforeAll(stubBrowserApis);

const FROZEN: JobFailure = {
  job: 'auction-settlement',
  itemId: 42,
  errorKey: 'ACCOUNT_FROZEN',
  message: 'This wallet is frozen; please contact support',
  attempts: 3,
  firstFailedAt: '2026-03-01T02:00:00.000Z',
  lastFailedAt: '2026-03-01T02:03:00.000Z',
  nextAttemptAt: '2026-03-01T02:07:00.000Z',
};
const FAULT: JobFailure = {
  ...FROZEN,
  job: 'pledge-accrual',
  itemId: 7,
  errorKey: 'P0001',
  message: 'P0001: order 7 refused',
  attempts: 1,
};

const toasts = { error: vi.fn(), success: vi.fn(), warning: vi.fn() };
let api: ReturnType<typeof stubAdminApi>;

beforeEach(() => {
  api = stubAdminApi(({ method }) => (method === 'POST' ? FROZEN : pageOf([FROZEN, FAULT])));
  setNotifier(toasts);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const rowOf = (key: string) => document.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement;

describe('job failures on the dashboard', () => {
  it('lists each failing item with its job, error, attempts and next attempt, and retries one now', async () => {
    renderInConsole(<JobFailures />, ['finance.review']);
    await waitFor(() => expect(rowOf('auction-settlement:42')).not.toBeNull());
    const frozen = rowOf('auction-settlement:42');
    for (const text of [
      '拍卖结算（拍卖）',
      '42',
      'ACCOUNT_FROZEN',
      'frozen',
      '3',
      dateTime(FROZEN.nextAttemptAt),
    ])
      expect(frozen.textContent).toContain(text);
    expect(rowOf('pledge-accrual:7').textContent).toContain('AI 量化每日收益（质押订单）');
    expect(rowOf('pledge-accrual:7').textContent).toContain('P0001: order 7 refused');
    expect(api.sent[0]?.url).toContain('/admin-api/jobs/failures');

    fireEvent.click(screen.getByTestId('retry-auction-settlement:42'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('已安排：任务下次运行时重试'));
    expect(api.posts()).toEqual([
      {
        url: '/admin-api/jobs/failures/retry',
        method: 'POST',
        body: { job: 'auction-settlement', itemId: 42 },
      },
    ]);
  });

  it('says so when nothing failed', async () => {
    api = stubAdminApi(() => pageOf([]));
    renderInConsole(<JobFailures />, ['finance.review']);
    expect(await screen.findByText('没有失败项')).toBeTruthy();
  });
});
