import { createHash, createHmac, webcrypto } from 'node:crypto';
import { type BoxDraw, fairDraw, type HmacSha256 } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBoxDraw } from '../../../../test/fixtures.ts';
import { renderInApp } from '../../../../test/render.tsx';
import { drawValues, VerifyForm } from './verify-form.tsx';
import '../../../../locales/box/index.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nodeHmac: HmacSha256 = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const serverSeed = 'a3'.repeat(32);
const pool = [
  { seriesId: 4, weight: 50 },
  { seriesId: 7, weight: 50 },
];

/** A recorded draw as the server answers it, its pick drawn with node:crypto. */
async function recorded(): Promise<BoxDraw> {
  const seeds = { serverSeed, clientSeed: 'seed-1', nonce: 3 };
  const pick = await fairDraw(nodeHmac, seeds, pool);
  return aBoxDraw({
    id: 9,
    serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
    ...seeds,
    pool,
    pick,
    seriesId: pool[pick]?.seriesId ?? 0,
  });
}

/** The names and pictures of the pool's series, as the draw's box lists them. */
const faces = new Map([
  [4, { seriesName: '星河序章', image: '/uploads/4.png', rarity: 'rare' as const }],
  [7, { seriesName: '年轮', image: '/uploads/7.png', rarity: 'epic' as const }],
]);

describe('the verify form', () => {
  it('verifies a recorded draw as it opens, step by step, and says "matches"', async () => {
    // jsdom's window has no SubtleCrypto: node's stands in for the browser's.
    vi.stubGlobal('crypto', webcrypto);
    const draw = await recorded();
    renderInApp(<VerifyForm initial={drawValues(draw)} recordedPick={draw.pick} faces={faces} />);
    await waitFor(() => expect(screen.getByTestId('verify-verdict').textContent).toContain('结果一致'));
    expect(screen.getByTestId('verify-hash-check').textContent).toBe('与开盒前公开的哈希一致');
    expect(screen.getAllByTestId('verify-hmac')[0]?.textContent).toBe(
      createHmac('sha256', serverSeed).update('seed-1:3').digest('hex'),
    );
    expect(screen.getByTestId('verify-total').textContent).toBe('100');
    expect(screen.getByTestId('verify-pick').textContent).toBe(
      `第 ${draw.pick + 1} 项：${faces.get(draw.seriesId)?.seriesName}`,
    );
    // The pool by name and picture, with each one's chance; the inputs (the pool as JSON) folded away.
    expect(screen.getAllByTestId('verify-entry').map((row) => row.textContent)).toEqual([
      '星河序章5050.00%[0, 50)',
      '年轮5050.00%[50, 100)',
    ]);
    expect(
      screen.getAllByTestId('verify-entry').map((row) => row.querySelector('img')?.getAttribute('src')),
    ).toEqual(['/uploads/4.png', '/uploads/7.png']);
    expect(screen.getByTestId('verify-inputs').hasAttribute('open')).toBe(false);
    // Editing an input clears the verdict: a shown verdict belongs to the inputs above it.
    fireEvent.change(screen.getByTestId('verify-nonce').querySelector('input') as HTMLInputElement, {
      target: { value: '4' },
    });
    await waitFor(() => expect(screen.queryByTestId('verify-result')).toBeNull());
  });

  it('waits for a server seed that is not revealed yet', async () => {
    vi.stubGlobal('crypto', webcrypto);
    const draw = { ...(await recorded()), serverSeed: null };
    renderInApp(<VerifyForm initial={drawValues(draw)} recordedPick={draw.pick} />);
    fireEvent.click(screen.getByTestId('verify-submit'));
    await screen.findByText('请填写');
    expect(screen.queryByTestId('verify-result')).toBeNull();
  });

  it('names a series it has no name for by its id', async () => {
    vi.stubGlobal('crypto', webcrypto);
    const draw = await recorded();
    renderInApp(<VerifyForm initial={drawValues(draw)} recordedPick={draw.pick} />);
    await waitFor(() =>
      expect(screen.getByTestId('verify-pick').textContent).toBe(
        `第 ${draw.pick + 1} 项：系列 #${draw.seriesId}`,
      ),
    );
  });

  it('says so where the browser cannot compute (no secure context)', () => {
    vi.stubGlobal('crypto', {});
    renderInApp(<VerifyForm />);
    expect(screen.getByTestId('verify-no-crypto')).toBeTruthy();
    expect((screen.getByTestId('verify-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
