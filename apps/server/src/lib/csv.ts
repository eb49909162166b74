import type { Language } from '@mcc/contract';

/*
 * CSV as Excel and every spreadsheet read it: UTF-8 with a byte-order mark (without one Excel reads
 * UTF-8 as the machine's code page and Chinese becomes noise), RFC 4180 fields and CRLF line ends, and
 * no cell a spreadsheet would run as a formula.
 */

export const BOM = '\uFEFF';

/** A column's header in each language. */
export type Header = Record<Language, string>;

/** What a cell may hold: text, a number or an amount (written as they are), a flag, or nothing. */
export type CellValue = string | number | bigint | boolean | null | undefined;

/** A plain number (an amount, an id): a spreadsheet reads it as a number, never as a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** What starts a formula in Excel, LibreOffice or Google Sheets (a tab or a CR too, for some). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: a formula-looking text gets a leading `'` (CSV injection: `=HYPERLINK(…)` in a nickname
 * must stay text), and a field holding `"`, `,` or a line break is quoted with its quotes doubled.
 */
export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvLine = (values: readonly CellValue[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * An instant (an ISO text or a Date) as ISO 8601 in the operator's offset, to the millisecond:
 * `2026-05-01T08:00:00.000+08:00`. Empty for none.
 */
export function timeAt(instant: string | Date | null | undefined, offsetMinutes: number): string {
  if (instant === null || instant === undefined) return '';
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}
