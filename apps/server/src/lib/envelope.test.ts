import { describe, expect, it } from 'vitest';
import { ok, okJson } from './envelope.ts';

describe('okJson', () => {
  it('is the text of ok(data) around data already serialised, fields in the same order', () => {
    const data = { list: [{ id: 1, amount: '2.000000' }], total: 1 };
    const text = okJson(JSON.stringify(data));
    const { time } = JSON.parse(text) as { time: string };
    expect(text).toBe(JSON.stringify({ ...ok(data), time }));
  });
});
