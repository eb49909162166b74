import dayjs, { type Dayjs } from 'dayjs';

/**
 * A list's date range as the address keeps it: two days, `from=2026-12-01&to=2026-12-06`, both
 * included, read in the operator's time zone (the browser's, as every time the console shows). The
 * list's call gets instants with their offset (`2026-12-01T00:00:00+08:00`): the start of the first
 * day, and the start of the day after the last (the contract's `to` is not included).
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the address writes it, when the text is one. */
export function asDay(raw: string | undefined): Dayjs | undefined {
  if (!raw || !DAY.test(raw)) return undefined;
  const day = dayjs(raw);
  return day.isValid() && day.format('YYYY-MM-DD') === raw ? day : undefined;
}

/** The instant the range starts: the first day's midnight, in the operator's time zone. */
export const rangeStart = (raw: string | undefined): string | undefined =>
  asDay(raw)?.startOf('day').format();

/** The instant the range ends (not included): the midnight after its last day. */
export const rangeEnd = (raw: string | undefined): string | undefined =>
  asDay(raw)?.add(1, 'day').startOf('day').format();

/** The picker's value for the address's two days (none unless both are days). */
export function pickerRange(from: string | undefined, to: string | undefined): [Dayjs, Dayjs] | undefined {
  const start = asDay(from);
  const end = asDay(to);
  return start && end ? [start, end] : undefined;
}

/** The address's two days for the picker's value (none for a cleared picker). */
export function addressRange(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): {
  from: string | undefined;
  to: string | undefined;
} {
  const [start, end] = range ?? [null, null];
  return { from: start?.format('YYYY-MM-DD'), to: end?.format('YYYY-MM-DD') };
}
