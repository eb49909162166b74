import type { TrendPeriod } from '@mcc/contract';
import type { TFunction } from 'i18next';

/** A bucket's name on the axis: its day (a week's Monday) or its month, in the console's language. */
export function bucketLabel(start: string, period: TrendPeriod, language: string): string {
  const format: Intl.DateTimeFormatOptions =
    period === 'month' ? { year: 'numeric', month: 'short' } : { month: 'numeric', day: 'numeric' };
  return new Intl.DateTimeFormat(language, { ...format, timeZone: 'UTC' }).format(
    new Date(`${start}T00:00:00Z`),
  );
}

/** An axis tick: a round number, short (1.2K, 1.2万, 1.2万). Ticks only: every amount shown as such is exact. */
export const axisNumber = (language: string) => {
  const format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
};

/** The operator's offset as UTC±hh:mm. */
export function zoneName(utcOffset: number): string {
  const sign = utcOffset < 0 ? '−' : '+';
  const abs = Math.abs(utcOffset);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** How long something has waited, in its two largest units ("2 天 3 小时"), from the texts' words. */
export function waitedFor(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t('trends.age.moment');
  const parts = [
    ['days', Math.floor(minutes / 1440)],
    ['hours', Math.floor(minutes / 60) % 24],
    ['minutes', minutes % 60],
  ] as const;
  const first = parts.findIndex(([, n]) => n > 0);
  return parts
    .slice(first, first + 2)
    .filter(([, n]) => n > 0)
    .map(([unit, count]) => t(`trends.age.${unit}`, { count }))
    .join(' ');
}
