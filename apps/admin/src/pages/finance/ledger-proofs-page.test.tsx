import { digestMessage } from '@mcc/contract/ledger-digest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChainState, LedgerDigest, LedgerVerification } from '../../features/ledger-proofs/api.ts';
import { FailedVerificationBadge } from '../../features/ledger-proofs/failed-verification.tsx';
import { renderInConsole, type SentRequest, stubAdminApi } from '../../test/console.tsx';
import { stubBrowserApis } from '../../test/jsdom.ts';
import LedgerProofsPage from './ledger-proofs-page.tsx';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY = 'a1'.repeat(32);
const hex = (byte: string) => byte.repeat(32);

/** A signed digest as the server answers it: the message is what the fields say. */
function digest(day: string, cutoff: string, usdt: string, users = 3): LedgerDigest {
  const assets = [
    { asset: 'USDT' as const, total: usdt, root: hex('c1'), users },
    { asset: 'MCC' as const, total: '500000', root: hex('c2'), users: 1 },
  ];
  const body = { day, cutoff, entries: cutoff, heads: hex('b0'), assets };
  return {
    ...body,
    message: digestMessage(body),
    signature: 'd4'.repeat(64),
    publicKey: KEY,
    signedAt: `${day}T16:05:00.000Z`,
  };
}

const verification = (id: number, extra: Partial<LedgerVerification> = {}): LedgerVerification => ({
  id,
  state: 'passed',
  trigger: 'daily',
  operator: null,
  entries: '1234',
  digests: 2,
  firstBadSeq: null,
  problems: [],
  startedAt: `2026-12-0${id}T16:10:00.000Z`,
  finishedAt: `2026-12-0${id}T16:10:02.000Z`,
  ...extra,
});

const FAILED = verification(3, {
  state: 'failed',
  trigger: 'operator',
  operator: 'admin',
  firstBadSeq: '812',
  problems: ['entry 812: hash differs (stored 3f…, recomputed 9a…)', 'account 17: head differs'],
});

const DIGESTS = [digest('2026-12-06', '1200', '1234567891'), digest('2026-12-05', '1100', '1000000000000')];

const state = (lastVerification: LedgerVerification | null): ChainState => ({
  entries: '1234',
  lastSeq: '1234',
  accounts: 57,
  publicKey: KEY,
  lastDigest: DIGESTS[0] ?? null,
  lastVerification,
});

const path = (r: SentRequest) => new URL(r.url, 'http://console.test');

/** The admin API with these verifications (read again on every call) and digest pages. */
function stub(verifications: () => LedgerVerification[], onPost: (r: SentRequest) => unknown = () => null) {
  return stubAdminApi((r) => {
    const url = path(r);
    if (r.method === 'POST') return onPost(r);
    if (url.pathname.endsWith('/ledger/chain')) return state(verifications()[0] ?? null);
    if (url.pathname.endsWith('/ledger/verifications')) return { list: verifications() };
    if (url.pathname.endsWith('/ledger/digests')) {
      const before = url.searchParams.get('before');
      return before
        ? { list: [digest('2026-11-20', '40', '7000000')], hasMore: false }
        : { list: DIGESTS, hasMore: true };
    }
    return null;
  });
}

const open = () =>
  renderInConsole(
    <>
      <FailedVerificationBadge />
      <LedgerProofsPage />
    </>,
    ['ledger.read'],
    '/finance/ledger-proofs',
  );

const confirm = async (text: RegExp) => {
  const asked = await screen.findByText(text);
  fireEvent.click(within(asked.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确/ }));
};

describe('the ledger proofs page', { timeout: 30_000 }, () => {
  it('shows the chain’s state, and each digest’s liabilities exactly with its signed message', async () => {
    stub(() => [verification(2)]);
    open();
    await waitFor(() => expect(screen.getByTestId('chain-entries').textContent).toBe('1,234'));
    expect(screen.getByTestId('chain-accounts').textContent).toBe('57');
    expect(screen.getByTestId('chain-public-key').textContent).toContain(KEY);
    expect(screen.getByTestId('chain-last-digest').textContent).toContain('2026-12-06');
    expect(screen.getByTestId('chain-last-verification-state').textContent).toBe('通过');
    expect(screen.queryByTestId('verification-failed')).toBeNull();
    expect(screen.getByTestId('ledger-verification-badge').textContent).not.toMatch(/\d/);

    const table = screen.getByTestId('digest-table');
    // Micro-units, every one of them: 1,234,567,891 µUSDT is 1,234.567891 USDT.
    await waitFor(() =>
      expect(screen.getByTestId('digest-total-2026-12-06-USDT').textContent).toBe('1,234.567891'),
    );
    expect(screen.getByTestId('digest-total-2026-12-05-USDT').textContent).toBe('1,000,000.00');
    expect(screen.getByTestId('digest-total-2026-12-06-MCC').textContent).toBe('0.5000');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('2026-12-06'));
    fireEvent.click(within(row as HTMLElement).getByRole('button'));
    const detail = await screen.findByTestId('digest-detail-2026-12-06');
    expect(within(detail).getByTestId('digest-message').textContent).toContain(
      `asset USDT 1234567891 ${hex('c1')} 3`,
    );
    expect(within(detail).getByTestId('digest-root-MCC').textContent).toContain(hex('c2'));
  });

  it('pages back through the digests with `before` the oldest day shown', async () => {
    const api = stub(() => []);
    open();
    await screen.findByTestId('digest-total-2026-12-05-USDT');
    fireEvent.click(screen.getByTestId('digests-older'));
    await screen.findByTestId('digest-total-2026-11-20-USDT');
    const asked = api.sent.filter((r) => path(r).pathname.endsWith('/ledger/digests'));
    expect(asked.map((r) => path(r).searchParams.get('before'))).toEqual([null, '2026-12-05']);
    expect(screen.getByTestId('digests-older')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('digests-newer'));
    await screen.findByTestId('digest-total-2026-12-06-USDT');
  });

  it('a failed verification raises a red banner naming the first bad entry, and the menu counts it', async () => {
    stub(() => [FAILED, verification(2)]);
    open();
    const banner = await screen.findByTestId('verification-failed');
    expect(banner.textContent).toContain('账本校验未通过：首个异常条目 #812');
    expect(within(banner).getByTestId('verification-failed-problems').textContent).toContain(
      'entry 812: hash differs',
    );
    expect(banner.textContent).toContain('account 17: head differs');
    await waitFor(() => expect(screen.getByTestId('ledger-verification-badge').textContent).toBe('1'));
    expect(screen.getByTestId('verification-state-3').textContent).toBe('未通过');
    expect(screen.getByTestId('verification-first-bad-3').textContent).toBe('#812');
    await waitFor(() => expect(screen.getByTestId('chain-last-verification').textContent).toContain('#812'));
  });

  it('Verify now starts a run, shows it running and reads it again until it has finished', async () => {
    let runs = [FAILED];
    const started = verification(4, {
      state: 'running',
      trigger: 'operator',
      operator: 'admin',
      finishedAt: null,
    });
    const api = stub(
      () => runs,
      () => {
        runs = [started, FAILED];
        return started;
      },
    );
    open();
    await screen.findByTestId('verification-failed');
    fireEvent.click(screen.getByTestId('verify-chain'));
    await confirm(/不做任何修改/);
    await waitFor(() => expect(api.posts().map((r) => r.url)).toEqual(['/admin-api/ledger/verifications']));
    await waitFor(() => expect(screen.getByTestId('verification-state-4').textContent).toBe('校验中'));
    expect(screen.getByTestId('verification-running').textContent).toBe('校验进行中…');
    // The failed run stays in red until one has finished: a running run has found nothing yet.
    expect(screen.getByTestId('verification-failed')).toBeTruthy();

    const stateReads = () => api.sent.filter((r) => path(r).pathname.endsWith('/ledger/chain')).length;
    const before = stateReads();
    runs = [{ ...started, state: 'passed', finishedAt: '2026-12-04T16:10:09.000Z' }, FAILED];
    await waitFor(() => expect(screen.getByTestId('verification-state-4').textContent).toBe('通过'));
    await waitFor(() => expect(screen.queryByTestId('verification-failed')).toBeNull());
    expect(screen.queryByTestId('verification-running')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('ledger-verification-badge').textContent).not.toMatch(/\d/),
    );
    await waitFor(() => expect(stateReads()).toBeGreaterThan(before));
  });

  it('Sign digest asks, signs the last closed day and says which', async () => {
    const api = stub(
      () => [],
      () => DIGESTS[0],
    );
    open();
    fireEvent.click(await screen.findByTestId('sign-digest'));
    await confirm(/每个营业日只签一次/);
    await waitFor(() => expect(api.posts().map((r) => r.url)).toEqual(['/admin-api/ledger/digests']));
  });
});
