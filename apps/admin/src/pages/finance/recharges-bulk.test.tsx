import type { BulkResult } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminRecharge } from '../../features/finance/api.ts';
import { pageOf, renderInConsole, type SentRequest, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import RechargesPage from './recharges-page.tsx';

beforeAll(stubBrowserApis);

/** A manual recharge of `amount` waiting for an operator. */
const waiting = (id: number, amount: string, kind: 'manual' | 'auto' = 'manual'): AdminRecharge => ({
  id,
  userId: id,
  uid: `1000000${id}`,
  kind,
  network: 'TRC20',
  amount,
  txHash: String(id).repeat(64).slice(0, 64),
  proof: '',
  state: kind === 'manual' ? 'reviewing' : 'confirming',
  reason: '',
  createdAt: '2026-11-26T08:59:00.000Z',
  reviewedAt: null,
  chain: null,
});

let rows: AdminRecharge[] = [];
let answer: BulkResult;
let api: ReturnType<typeof stubAdminApi>;
const isBulk = (r: SentRequest) => r.url.includes('/bulk-');

beforeEach(() => {
  rows = [
    waiting(1, '10.000000'),
    waiting(2, '20.500000'),
    waiting(3, '5.000000'),
    waiting(4, '9.000000', 'auto'),
  ];
  answer = {
    results: [
      { id: 1, ok: true },
      { id: 2, ok: false, error: 'ALREADY_REVIEWED', msg: '该申请已被处理' },
    ],
    done: 1,
    failed: 1,
  };
  api = stubAdminApi((r) => {
    if (isBulk(r)) return answer;
    if (r.url.startsWith('/admin-api/chain/status')) return [];
    return pageOf(rows);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
const tick = (id: number) => fireEvent.click(within(rowOf(id)).getByRole('checkbox'));
const recharges = () => api.sent.filter((r) => r.url.startsWith('/admin-api/recharges?')).length;

describe('bulk decisions on the recharge queue', { timeout: 30_000 }, () => {
  it('ticks manual recharges only, totals them exactly, confirms and shows what came of each', async () => {
    renderInConsole(<RechargesPage />, ['finance.review']);
    await waitFor(() => expect(rowOf(4)).not.toBeNull());
    expect(screen.getByTestId('bulk-bar').textContent).toContain('勾选记录后可批量处理');
    expect((screen.getByTestId('bulk-approve') as HTMLButtonElement).disabled).toBe(true);
    // An automatic recharge is the chain's to decide: no tick box to pick it.
    expect((within(rowOf(4)).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);

    tick(1);
    tick(2);
    expect(screen.getByTestId('bulk-count').textContent).toBe('已选 2 条');
    expect(screen.getByTestId('bulk-total').textContent).toBe('合计 30.50 USDT');

    const readsBefore = recharges();
    fireEvent.click(screen.getByTestId('bulk-approve'));
    const confirm = await screen.findByText('逐笔通过选中的 2 笔充值并入账，合计 30.50 USDT');
    const dialog = confirm.closest('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '批量通过' }));

    const result = await screen.findByTestId('bulk-result');
    expect(within(result).getByTestId('bulk-summary').textContent).toBe('成功 1 条，失败 1 条');
    expect(within(result).getByTestId('bulk-row-2').textContent).toContain('该申请已被处理');
    expect(within(result).getByTestId('bulk-row-1').textContent).toContain('成功');
    const sent = api.posts().filter(isBulk);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/admin-api/recharges/bulk-approve', body: { ids: [1, 2] } });
    expect(api.headers.get(sent[0] as SentRequest)?.['idempotency-key']).toMatch(/^[\w-]{36}$/);
    // The ticks are gone and the queue is read again.
    await waitFor(() => expect(screen.queryByTestId('bulk-count')).toBeNull());
    await waitFor(() => expect(recharges()).toBeGreaterThan(readsBefore));
  });

  it('rejects the ticked ones with the reason the operator writes', async () => {
    answer = { results: [{ id: 3, ok: true }], done: 1, failed: 0 };
    renderInConsole(<RechargesPage />, ['finance.review']);
    await waitFor(() => expect(rowOf(3)).not.toBeNull());
    tick(3);
    fireEvent.click(screen.getByTestId('bulk-reject'));
    const modal = await screen.findByTestId('bulk-reason-modal');
    expect(modal.textContent).toContain('驳回选中的 1 笔充值，合计 5.00 USDT');
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: '未收到款项' } });
    fireEvent.click(within(modal).getByRole('button', { name: '批量驳回' }));
    await screen.findByTestId('bulk-result');
    expect(api.posts().filter(isBulk)).toMatchObject([
      { url: '/admin-api/recharges/bulk-reject', body: { ids: [3], reason: '未收到款项' } },
    ]);
  });
});
