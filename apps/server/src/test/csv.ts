import { expect } from 'vitest';
import type { TestApp } from './harness.ts';
import { asOperator } from './operators.ts';

/** RFC 4180 records of a CSV text (quoted fields with doubled quotes and line breaks; CRLF ends). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field === '' && record.length === 0, 'the file ends with CRLF').toBe(true);
  return records;
}

/**
 * Downloads an export as the console does (the operator's token, a language, an offset) and answers
 * its text, header row and rows; asserts a CSV answer with a BOM and a file name.
 */
export async function downloadCsv(app: Pick<TestApp, 'inject'>, url: string, token: string, lang = 'en') {
  const res = await app.inject({ method: 'GET', url, headers: { ...asOperator(token).headers, lang } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{8}-\d{6}\.csv"$/);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [head = [], ...rows] = parseCsv(res.body.slice(1));
  return { text: res.body, head, rows, headers: res.headers };
}

/** Every row of a console list with `query` (its pages of 50 read one after the other). */
export async function allPages<T>(
  api: {
    get: (
      url: string,
      opts: ReturnType<typeof asOperator>,
    ) => Promise<{ body: { code: number; msg: string; data: { list: T[]; hasMore: boolean } } }>;
  },
  path: string,
  query: string,
  token: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`${path}?${query}${query ? '&' : ''}limit=50&page=${page}`, asOperator(token));
    expect(res.body.code, res.body.msg).toBe(1);
    rows.push(...res.body.data.list);
    if (!res.body.data.hasMore) return rows;
  }
}
