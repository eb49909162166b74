import { z } from 'zod';

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export const calendarDay = z
  .string({ error: 'DAY_INVALID' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'DAY_INVALID' })
  .refine(
    (day) => {
      const at = Date.parse(`${day}T00:00:00Z`);
      return Number.isFinite(at) && new Date(at).toISOString().startsWith(day);
    },
    { error: 'DAY_INVALID' },
  );

/** The daily tasks by name, in the order they run (the console words each: a run's answer names them). */
export const DAILY_TASKS = ['pledge', 'coin-mix'] as const;
export type DailyTaskName = (typeof DAILY_TASKS)[number];

/**
 * `POST /admin-api/pledge/accrual`: run the daily tasks (pledge accrual, coin-mix accrual) now for
 * `day`, a business day (UTC+8); today when left out. A day after today is refused (`DAY_IN_FUTURE`).
 */
export const dailyRunBody = z.strictObject({ day: calendarDay.optional() });

/** What each daily task did, by its name (`pledge`, `coin-mix`): counts such as `yields`, `releases`. */
export const dailyRun = z.object({
  day: z.string(),
  tasks: z.array(z.object({ name: z.string(), counts: z.record(z.string(), z.number().int()) })),
});
export type DailyRun = z.infer<typeof dailyRun>;
