import {
  type DrawEntry,
  fairInteger,
  type HmacSha256,
  pickWeighted,
  subtleHmac,
  subtleSha256Hex,
  toHex,
  totalWeight,
} from '@mcc/contract';

/** What a draw is recomputed from: typed by anyone, or one of the user's recorded draws. */
export interface DrawToVerify {
  serverSeed: string;
  /** The commitment shown before the draw (SHA-256 of the server seed), when known. */
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  pool: DrawEntry[];
  /** What was recorded, to compare with: the entry picked (its index in `pool`), the series it yielded. */
  recorded?: { pick?: number; seriesId?: number };
}

/** One entry's share of the integers: it is picked when the integer is in [from, to). */
export interface WeightRange extends DrawEntry {
  from: number;
  to: number;
}

/** Every step of the recomputation, as the verify page shows it. */
export interface DrawSteps {
  computedHash: string;
  /** Undefined when no commitment was given. */
  hashMatches?: boolean;
  /** Each HMAC computed: round 0, and the further rounds when every chunk of one was rejected. */
  rounds: { message: string; hmac: string }[];
  total: number;
  integer: number;
  ranges: WeightRange[];
  pick: number;
  /** Undefined when nothing was recorded to compare the pick with. */
  pickMatches?: boolean;
  /** `computed` when there was nothing to check against (neither a commitment nor a recorded pick). */
  verdict: 'matches' | 'mismatch' | 'computed';
}

function rangesOf(pool: readonly DrawEntry[]): WeightRange[] {
  let from = 0;
  return pool.map((entry) => {
    const range = { ...entry, from, to: from + entry.weight };
    from = range.to;
    return range;
  });
}

/**
 * Recomputes a draw in the browser with the contract's own fairInteger and pickWeighted (what fairDraw
 * runs on the server), recording every HMAC on the way so each step can be shown.
 */
export async function verifyDraw(subtle: SubtleCrypto, input: DrawToVerify): Promise<DrawSteps> {
  const hmac = subtleHmac(subtle);
  const rounds: DrawSteps['rounds'] = [];
  const recording: HmacSha256 = async (key, message) => {
    const digest = await hmac(key, message);
    rounds.push({ message, hmac: toHex(digest) });
    return digest;
  };
  const total = totalWeight(input.pool);
  const integer = await fairInteger(recording, input, total);
  const pick = pickWeighted(input.pool, integer);
  const computedHash = await subtleSha256Hex(subtle, input.serverSeed);
  const committed = input.serverSeedHash?.trim().toLowerCase();
  const hashMatches = committed ? committed === computedHash : undefined;
  const { recorded } = input;
  const checks = [
    recorded?.pick === undefined ? undefined : recorded.pick === pick,
    recorded?.seriesId === undefined ? undefined : recorded.seriesId === input.pool[pick]?.seriesId,
  ].filter((c) => c !== undefined);
  const pickMatches = checks.length > 0 ? checks.every(Boolean) : undefined;
  const known = [hashMatches, pickMatches].filter((c) => c !== undefined);
  const verdict = known.length === 0 ? 'computed' : known.every(Boolean) ? 'matches' : 'mismatch';
  return {
    computedHash,
    hashMatches,
    rounds,
    total,
    integer,
    ranges: rangesOf(input.pool),
    pick,
    pickMatches,
    verdict,
  };
}

// ---- typed inputs ----------------------------------------------------------------------------------

/** The largest pool weight the draw can take: its integer is read from 32-bit chunks. */
const TOTAL_MAX = 2 ** 32;

export type PoolProblem = 'poolEmpty' | 'poolInvalid' | 'poolTooHeavy';

const positive = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** One pool entry from JSON: a bare weight, or `{seriesId?, weight}`; unnamed entries count from 1. */
function jsonEntry(item: unknown, index: number): DrawEntry | undefined {
  if (positive(item)) return { seriesId: index + 1, weight: item };
  if (typeof item !== 'object' || item === null) return undefined;
  const { seriesId = index + 1, weight } = item as { seriesId?: unknown; weight?: unknown };
  return positive(seriesId) && positive(weight) ? { seriesId, weight } : undefined;
}

/** One pool entry from a row: `weight`, or `seriesId weight` (spaces, commas, colons or `=` between). */
function rowEntry(row: string, index: number): DrawEntry | undefined {
  const parts = row.split(/[\s,;:=]+/).filter(Boolean);
  if (parts.length < 1 || parts.length > 2 || !parts.every((p) => /^\d+$/.test(p))) return undefined;
  const [first, second] = parts.map(Number);
  return second === undefined
    ? jsonEntry(first, index)
    : positive(first) && positive(second)
      ? { seriesId: first, weight: second }
      : undefined;
}

/**
 * The pool as a user types it, in draw order: a JSON array (as the draw records it, or bare weights)
 * or one entry a row.
 */
export function parsePool(text: string): { pool: DrawEntry[] } | { problem: PoolProblem } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: 'poolEmpty' };
  let items: (DrawEntry | undefined)[];
  if (trimmed.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return { problem: 'poolInvalid' };
    }
    if (!Array.isArray(parsed)) return { problem: 'poolInvalid' };
    items = parsed.map(jsonEntry);
  } else {
    items = trimmed
      .split('\n')
      .filter((row) => row.trim())
      .map((row, i) => rowEntry(row, i));
  }
  if (items.length === 0) return { problem: 'poolEmpty' };
  const pool = items.filter((e) => e !== undefined);
  if (pool.length !== items.length) return { problem: 'poolInvalid' };
  return totalWeight(pool) > TOTAL_MAX ? { problem: 'poolTooHeavy' } : { pool };
}

/** A recorded pool as the verify form shows it: JSON, an entry a line. */
export const poolText = (pool: readonly DrawEntry[]) =>
  `[\n${pool.map((e) => `  ${JSON.stringify({ seriesId: e.seriesId, weight: e.weight })}`).join(',\n')}\n]`;

/** A nonce as typed: a whole number from 0. */
export function parseNonce(text: string): number | undefined {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(value) ? value : undefined;
}
