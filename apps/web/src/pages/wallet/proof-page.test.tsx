import { api, type LedgerDigest } from '@mcc/contract';
import type { LiabilityProof } from '@mcc/contract/liabilities-tree';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  aLedgerDigest,
  aLedgerDigestList,
  aLedgerProofAnswer,
  aLedgerSigningKeys,
  anEnvelope,
  aUserCenter,
  DIGEST_DAY,
  ledgerKey,
  ledgerTreeOf,
} from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import ProofPage from './proof-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);

/** The signed-in user (the demo user's id) and the others counted with them. */
const ME = 2;
const BALANCES = { [ME]: 1_234_500_000n, 3: 10_000_000n, 4: 250_125_000n, 5: 7n, 6: 99_000_000n, 7: 1n };
const TOTAL = 1_593_625_008n; // the sum of BALANCES

let tree: Awaited<ReturnType<typeof ledgerTreeOf>>;
let digest: LedgerDigest;
beforeAll(async () => {
  tree = await ledgerTreeOf('USDT', BALANCES);
  digest = aLedgerDigest({ assets: [tree.line] });
});

/**
 * The page with the API answering: one published digest (or `digests`), the platform's key, the demo
 * user signed in, and `proof(input)` for `/api/ledger/proof`.
 */
function open(proof: (input: { day: string; asset: string }) => unknown, digests: LedgerDigest[] = [digest]) {
  http.call.mockImplementation(async (route: unknown, input: { day: string; asset: string }) => {
    if (route === api.ledgerProofs.digests) return anEnvelope(aLedgerDigestList(digests));
    if (route === api.ledgerProofs.key) return anEnvelope(aLedgerSigningKeys());
    if (route === api.accounts.index) return anEnvelope(aUserCenter());
    if (route === api.ledgerProofs.proof) return anEnvelope(proof(input));
    return undefined;
  });
  return renderInApp(<ProofPage />);
}

/** My proof, changed by `change` (a tampering server), with the day's digest. */
const myProof =
  (change: (p: LiabilityProof) => LiabilityProof = (p) => p, signed = () => digest) =>
  () =>
    aLedgerProofAnswer({ digest: signed(), userId: ME, proof: change(tree.proofOf(ME)) });

const verdict = () => screen.findByTestId('proof-verdict');
const verdictText = async () => within(await verdict()).getByTestId('proof-verdict-text').textContent;
const stepState = (step: string) => screen.getByTestId(`proof-check-${step}`).dataset.state;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the proof-of-liabilities page', () => {
  it('verifies a real proof in the browser and says the balance is in the published total, exactly', async () => {
    open(myProof());
    expect((await verdict()).dataset.verdict).toBe('included');
    expect(await verdictText()).toBe(
      `您在 ${DIGEST_DAY} 的 1,234.50 USDT 余额已计入平台公布的总额 1,593.625008 USDT。`,
    );
    expect(screen.getByTestId('proof-fact-total').textContent).toBe('1,593.625008 USDT');
    expect(screen.getByTestId('proof-fact-users').textContent).toBe('6');
    expect(screen.getByTestId('proof-fact-entries').textContent).toBe('1204');
    expect(screen.getByTestId('proof-fact-heads').textContent).toBe('5d1e9f3c…5d1e9f3c');
    const key = aLedgerSigningKeys().keys[0]?.publicKey ?? '';
    expect(screen.getByTestId('proof-fact-key').textContent).toBe(`${key.slice(0, 8)}…${key.slice(-8)}`);
    expect(['signature', 'signed', 'leaf'].map(stepState)).toEqual(['passed', 'passed', 'passed']);
    // Six leaves: three levels up (the path skips a level where the node was promoted alone).
    expect(screen.getByTestId('proof-path-length').textContent).toBe(String(tree.proofOf(ME).path.length));
    expect(screen.getByTestId('proof-leaf-hash').textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(TOTAL).toBe(Object.values(BALANCES).reduce((a, b) => a + b));
  });

  it('asks for the newest day and USDT first, then the day and asset the user picks', async () => {
    const older = aLedgerDigest({ day: '2026-11-20', assets: [tree.line] });
    open(({ day }) => aLedgerProofAnswer({ digest: day === DIGEST_DAY ? digest : older }), [digest, older]);
    await verdict();
    const asked = () =>
      http.call.mock.calls.filter(([route]) => route === api.ledgerProofs.proof).map(([, input]) => input);
    expect(asked()).toEqual([{ day: DIGEST_DAY, asset: 'USDT' }]);
    fireEvent.click(screen.getByTestId('proof-day-item'));
    fireEvent.click(await screen.findByText('2026-11-20'));
    await waitFor(() => expect(screen.getByTestId('proof-day').textContent).toBe('2026-11-20'));
    fireEvent.click(screen.getByText('MCC'));
    await waitFor(() =>
      expect(asked()).toEqual([
        { day: DIGEST_DAY, asset: 'USDT' },
        { day: '2026-11-20', asset: 'USDT' },
        { day: '2026-11-20', asset: 'MCC' },
      ]),
    );
  });

  it('refuses a proof whose balance was changed: the path no longer reaches the signed root', async () => {
    open(myProof((p) => ({ ...p, balance: '1334500000' })));
    expect((await verdict()).dataset.reason).toBe('PROOF_ROOT_MISMATCH');
    expect(await verdictText()).toBe(
      '用您的余额和用户ID沿路径算出的哈希与公布的树根不同：余额或路径被改动过，或这不是您的记录。',
    );
    expect(within(await verdict()).getByText('未通过验证')).toBeTruthy();
    expect(['signature', 'signed', 'leaf'].map(stepState)).toEqual(['passed', 'passed', 'failed']);
  });

  it('refuses a proof with a sibling’s sum changed (liabilities moved out of sight)', async () => {
    open(
      myProof((p) => ({
        ...p,
        path: p.path.map((step, at) => (at === 0 ? { ...step, sum: String(BigInt(step.sum) - 1n) } : step)),
      })),
    );
    expect((await verdict()).dataset.reason).toBe('PROOF_ROOT_MISMATCH');
  });

  it('refuses a negative balance, which could cancel out another user’s', async () => {
    open(myProof((p) => ({ ...p, balance: '-5' })));
    expect((await verdict()).dataset.reason).toBe('PROOF_NEGATIVE');
    expect(await verdictText()).toBe('证明里有负数金额：负余额可以抵消掉别人的余额。');
  });

  it('checks the proof with the signed-in user’s own id, not the id the answer names', async () => {
    // Another user's (valid) proof handed over, with their id, as if it were mine: their leaf is not mine.
    open(() => aLedgerProofAnswer({ digest, userId: 4, proof: tree.proofOf(4) }));
    expect((await verdict()).dataset.reason).toBe('PROOF_ROOT_MISMATCH');
  });

  it('refuses a digest signed with a key the platform has not published', async () => {
    const other = ledgerKey(9);
    open(myProof(undefined, () => aLedgerDigest({ assets: [tree.line], signWith: other })));
    expect((await verdict()).dataset.reason).toBe('DIGEST_KEY_UNKNOWN');
    expect(await verdictText()).toBe('摘要的签名公钥不在平台公布的公钥之列。');
    expect(['signature', 'signed', 'leaf'].map(stepState)).toEqual(['failed', 'skipped', 'skipped']);
    // Nothing the signature does not cover is shown as a fact.
    expect(screen.queryByTestId('proof-facts')).toBeNull();
  });

  it('refuses a digest that names the platform’s key but was signed by another', async () => {
    const other = ledgerKey(9);
    const forged = aLedgerDigest({
      assets: [tree.line],
      signWith: { secret: other.secret, publicKey: aLedgerSigningKeys().keys[0]?.publicKey ?? '' },
    });
    open(myProof(undefined, () => forged));
    expect((await verdict()).dataset.reason).toBe('DIGEST_SIGNATURE_INVALID');
    expect(await verdictText()).toBe('摘要的签名不成立：内容在签名后被改动过，或不是平台的密钥签的。');
  });

  it('reads the total from the signed text, never from the fields served beside it', async () => {
    const inflated = { ...digest, assets: [{ ...tree.line, asset: 'USDT' as const, total: '999999999999' }] };
    open(myProof(undefined, () => inflated));
    expect(await verdictText()).toBe(
      `您在 ${DIGEST_DAY} 的 1,234.50 USDT 余额已计入平台公布的总额 1,593.625008 USDT。`,
    );
  });

  it('refuses a signed total that is not the tree’s, though the root hash is', async () => {
    const wrongTotal = aLedgerDigest({ assets: [{ ...tree.line, total: String(TOTAL - 1n) }] });
    open(
      myProof(
        (p) => ({ ...p, root: { ...p.root, sum: String(TOTAL - 1n) } }),
        () => wrongTotal,
      ),
    );
    expect((await verdict()).dataset.reason).toBe('PROOF_SUM_MISMATCH');
    expect(await verdictText()).toBe('沿路径逐层相加得到的总额与公布的总额不同。');
  });

  it('says nothing was owed to count when the user held none of the asset that day', async () => {
    open(() => aLedgerProofAnswer({ digest, proof: null }));
    expect((await verdict()).dataset.verdict).toBe('noBalance');
    expect(await verdictText()).toBe(
      `您在 ${DIGEST_DAY} 没有 USDT 余额，平台当天不欠您 USDT，无需计入（公布的总额 1,593.625008 USDT）。如果您当天持有 USDT，请联系客服。`,
    );
    expect(['signature', 'signed', 'leaf'].map(stepState)).toEqual(['passed', 'passed', 'skipped']);
  });

  it('says no digest is published yet, before the first business day closes', async () => {
    open(() => undefined, []);
    expect((await screen.findByTestId('proof-empty')).textContent).toContain('平台还没有公布每日摘要');
  });
});
