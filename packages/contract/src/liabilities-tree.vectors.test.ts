import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex, UINT128_MAX, writeUint128 } from './bytes.ts';
import { DAY_SECRET, treeOf } from './liabilities-tree.fixtures.ts';
import { verifyProof } from './liabilities-tree.ts';

/**
 * The encoding of docs/decisions/verifiable-ledger.md written again with node:crypto and Buffer, apart
 * from the module: if either drifts from the documented bytes, the two roots differ.
 */
function independentRoot(users: { id: number; balance: bigint }[], asset: string) {
  const sum16 = (value: bigint) => {
    const bytes = Buffer.alloc(16);
    bytes.writeBigUInt64BE(value >> 64n, 0);
    bytes.writeBigUInt64BE(value & 0xffff_ffff_ffff_ffffn, 8);
    return bytes;
  };
  const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
  let level = users
    .map(({ id, balance }) => {
      const label = Buffer.from(`${asset}:${id}`, 'utf8');
      const nonce = createHmac('sha256', DAY_SECRET).update(label).digest();
      return { nonce, hash: sha(Buffer.from([0]), nonce, sum16(balance), label), sum: balance };
    })
    .sort((a, b) => Buffer.compare(a.nonce, b.nonce));
  while (level.length > 1) {
    const next = [];
    for (let at = 0; at + 1 < level.length; at += 2) {
      const [l, r] = [level[at], level[at + 1]];
      if (!l || !r) throw new Error('unreachable');
      next.push({
        nonce: l.nonce,
        hash: sha(Buffer.from([1]), l.hash, sum16(l.sum), r.hash, sum16(r.sum)),
        sum: l.sum + r.sum,
      });
    }
    const odd = level.length % 2 === 1 ? level.at(-1) : undefined;
    if (odd) next.push(odd);
    level = next;
  }
  return { hash: level[0]?.hash.toString('hex'), sum: level[0]?.sum };
}

describe('known answers', () => {
  const users = [
    { id: 1, balance: 1_500_000n },
    { id: 2, balance: 0n },
    { id: 3, balance: 250_000_000_000n },
  ];

  it('a three-user tree has the root written here, computed apart with node:crypto', async () => {
    const { tree } = await treeOf(users.map((u) => u.balance));
    const expected = {
      hash: '5ef3e760ed2d677f3d485f666a4a45dbd428ace2ce90833f52a4dd6b8c778e43',
      sum: 250_001_500_000n,
    };
    expect(independentRoot(users, 'USDT')).toEqual(expected);
    expect(tree.root).toEqual(expected);
  });

  it('a tree of one user is their leaf, and an empty tree is SHA-256 of nothing with total 0', async () => {
    const one = users.slice(0, 1);
    const { tree, published } = await treeOf(one.map((u) => u.balance));
    expect(tree.root).toEqual(independentRoot(one, 'USDT'));
    expect(verifyProof(tree.proofOf(0), { root: published, userId: 1 })).toMatchObject({
      ok: true,
      total: 1_500_000n,
    });
    const empty = await treeOf([]);
    expect(empty.tree.root).toEqual({
      hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      sum: 0n,
    });
  });

  it('promotes the odd node of every level unchanged, for 2 to 9 users', async () => {
    for (let count = 2; count <= 9; count++) {
      const some = Array.from({ length: count }, (_, at) => ({ id: at + 1, balance: BigInt(at) * 1_000n }));
      const { tree } = await treeOf(some.map((u) => u.balance));
      expect(tree.root).toEqual(independentRoot(some, 'USDT'));
    }
  });
});

describe('bytes', () => {
  it('writes 16 bytes big-endian, from 0 to 2^128 − 1, and refuses what does not fit', () => {
    const written = (value: bigint) => {
      const bytes = new Uint8Array(18);
      writeUint128(bytes, 1, value);
      return toHex(bytes);
    };
    expect(written(0n)).toBe('00'.repeat(18));
    expect(written(0x0102n)).toBe(`00${'00'.repeat(14)}010200`);
    expect(written(UINT128_MAX)).toBe(`00${'ff'.repeat(16)}00`);
    expect(written(1n << 64n)).toBe(`00${'00'.repeat(7)}01${'00'.repeat(8)}00`);
    expect(() => written(-1n)).toThrow(RangeError);
    expect(() => written(UINT128_MAX + 1n)).toThrow(RangeError);
  });

  it('reads lowercase hex only', () => {
    expect(fromHex('00ff7a')).toEqual(new Uint8Array([0, 255, 122]));
    expect(fromHex('')).toEqual(new Uint8Array(0));
    for (const bad of ['0', 'FF', '0x00', 'zz', 'a g1']) expect(fromHex(bad)).toBeUndefined();
  });
});

describe('in the browser', () => {
  it('the tree and its byte helpers import nothing of Node’s, only each other and @noble/hashes', () => {
    for (const file of ['liabilities-tree.ts', 'bytes.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      expect(imports.every((from) => from === './bytes.ts' || from?.startsWith('@noble/hashes/'))).toBe(true);
      expect(source).not.toMatch(/['"]node:|\brequire\(|\bBuffer\b|\bprocess\./);
    }
  });
});
