/**
 * Business days: the calendar dates on which daily earnings are counted. The product's users are in
 * China, so a day runs from 00:00 to 24:00 China Standard Time (UTC+8, no daylight saving); the daily
 * cut-off is its end. Days travel as `YYYY-MM-DD` strings, which sort and compare as dates.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The business day an instant falls on. */
export function businessDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as the users read it, to the minute in China Standard Time: `2026-03-01 14:05`. */
export function businessMinute(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant a business day begins (its previous day's cut-off). */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** `day` moved by `n` days (negative moves back). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
