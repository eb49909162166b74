import { calendarDay } from '@mcc/contract';
import type { Command } from './cli-command.ts';

/** The daily tasks from a shell: the same run, checks and audit row as `POST /admin-api/pledge/accrual`. */
export const accrualCommands: Record<string, Command> = {
  'run-accrual': {
    summary: 'Run the daily accruals (pledge, coin-mix) now and print what each paid.',
    flags: { day: { help: 'YYYY-MM-DD, a business day (UTC+8) up to today (default today)' } },
    async run(ctx, flags) {
      const day = flags.day === undefined ? undefined : ctx.parse(calendarDay, flags.day, 'day');
      const result = await ctx.services.daily.runNow(day, ctx.actor);
      for (const task of result.tasks) {
        const counts = Object.entries(task.counts).map(([name, n]) => `${name} ${n}`);
        ctx.out(`${result.day} ${task.name}: ${counts.join(', ') || 'nothing to do'}`);
      }
    },
  },
};
