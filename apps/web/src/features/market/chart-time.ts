/**
 * Times on the chart. The charting library reads every time as UTC, so each is shifted by the phone's
 * zone offset (the business day, 00:00 UTC+8, then starts where a user in UTC+8 expects it), and the
 * labels are formatted in UTC from those shifted times, in the app's language rather than the browser's.
 */

/** An ISO time as the chart's seconds: the phone's wall-clock time read as UTC. */
export function chartSeconds(iso: string): number {
  const at = Date.parse(iso);
  return (at - new Date(at).getTimezoneOffset() * 60_000) / 1000;
}

/**
 * The library's kinds of tick mark, by their values in its `TickMarkType` (read here as numbers, so
 * this module does not pull the library into the page's chunk).
 */
const TICK_FORMATS: Record<number, Intl.DateTimeFormatOptions> = {
  0: { year: 'numeric' },
  1: { month: 'short' },
  2: { month: 'short', day: 'numeric' },
  3: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  4: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: string, options: Intl.DateTimeFormatOptions) {
  const key = `${lang}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

/** A tick mark's label on the time axis: a year, a month, a day ("Jan 28", "1月28日") or a time. */
export function tickLabel(lang: string, seconds: number, tickMarkType: number): string {
  return format(lang, TICK_FORMATS[tickMarkType] ?? TICK_FORMATS[2] ?? {}).format(new Date(seconds * 1000));
}

/** The crosshair's time: the day and the time, in `lang`. */
export function crosshairLabel(lang: string, seconds: number): string {
  return format(lang, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000));
}
