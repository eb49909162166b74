/**
 * The daily digest's signed message (issue 37): what the server signs with its Ed25519 key at the end
 * of a business day, and what anyone checks — the console, `ledger:verify -- --chain`, the web app's
 * verify page. Plain lines rather than JSON, so that a verifier in any language reads the exact bytes
 * that were signed without a canonical JSON encoder:
 *
 *     MCC ledger digest 1
 *     day 2026-12-06
 *     cutoff 12400                      the highest journal sequence number counted
 *     entries 12345                     how many journal entries the chain held then
 *     heads <64 hex>                    SHA-256 over every chained account's (id, seq, head)
 *     asset USDT <total> <root hex> <users>   one line per asset: liabilities (micro-units), tree root, leaves
 *
 * Every line ends with "\n". Pure and zod-free, like liabilities-tree.ts; Ed25519 from @noble/curves
 * (synchronous, and present on a page served over plain http, where WebCrypto is not).
 */

import { ed25519 } from '@noble/curves/ed25519';
import { fromHex } from './bytes.ts';

export interface DigestAsset {
  asset: string;
  /** The sum of every user's balance of the asset, micro-units, decimal: the tree's root sum. */
  total: string;
  /** The Merkle sum tree's root hash (hex). */
  root: string;
  /** How many leaves (users with a balance of the asset). */
  users: number;
}

export interface DigestBody {
  day: string;
  cutoff: string;
  entries: string;
  heads: string;
  assets: DigestAsset[];
}

const FIRST_LINE = 'MCC ledger digest 1';
const DAY = /^day (\d{4}-\d{2}-\d{2})$/;
const CUTOFF = /^cutoff (0|[1-9]\d{0,18})$/;
const ENTRIES = /^entries (0|[1-9]\d{0,18})$/;
const HEADS = /^heads ([0-9a-f]{64})$/;
const ASSET = /^asset ([A-Z][A-Z0-9]{0,15}) (0|[1-9]\d{0,38}) ([0-9a-f]{64}) (0|[1-9]\d{0,9})$/;

/** The message a digest's signature covers, line by line as above. */
export function digestMessage(body: DigestBody): string {
  const lines = [
    FIRST_LINE,
    `day ${body.day}`,
    `cutoff ${body.cutoff}`,
    `entries ${body.entries}`,
    `heads ${body.heads}`,
    ...body.assets.map((a) => `asset ${a.asset} ${a.total} ${a.root} ${a.users}`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Reads a signed message back, refusing anything `digestMessage` would not have written: a verifier
 * trusts only what the signature covers, never the fields served beside it.
 */
export function parseDigestMessage(message: string): DigestBody | undefined {
  if (!message.endsWith('\n')) return undefined;
  const lines = message.slice(0, -1).split('\n');
  const [first, day, cutoff, entries, heads, ...assetLines] = lines;
  if (first !== FIRST_LINE) return undefined;
  const d = DAY.exec(day ?? '');
  const c = CUTOFF.exec(cutoff ?? '');
  const e = ENTRIES.exec(entries ?? '');
  const h = HEADS.exec(heads ?? '');
  if (!d?.[1] || !c?.[1] || !e?.[1] || !h?.[1]) return undefined;
  const assets: DigestAsset[] = [];
  for (const line of assetLines) {
    const a = ASSET.exec(line);
    if (!a?.[1] || !a[2] || !a[3] || !a[4]) return undefined;
    if (assets.some((seen) => seen.asset === a[1])) return undefined;
    assets.push({ asset: a[1], total: a[2], root: a[3], users: Number(a[4]) });
  }
  const body = { day: d[1], cutoff: c[1], entries: e[1], heads: h[1], assets };
  // One way to write each message: what reads back must write the same bytes.
  return digestMessage(body) === message ? body : undefined;
}

/** Whether `signature` (hex, 64 bytes) is the Ed25519 signature of `message` by `publicKey` (hex, 32 bytes). */
export function verifyDigestSignature(message: string, signature: string, publicKey: string): boolean {
  const sig = fromHex(signature);
  const key = fromHex(publicKey);
  if (sig?.length !== 64 || key?.length !== 32) return false;
  try {
    return ed25519.verify(sig, new TextEncoder().encode(message), key);
  } catch {
    return false; // a key that is not a curve point
  }
}
