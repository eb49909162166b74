import { envelope } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestClock } from '../lib/clock.ts';
import { ok } from '../lib/envelope.ts';

/** Ten years either way: far beyond any product term, and far inside what a Date can hold. */
const MAX_ADVANCE_MS = 10 * 366 * 86_400_000;

const clockBody = z.object({
  advanceMs: z
    .number({ error: 'FIELD_INVALID' })
    .int({ error: 'FIELD_INVALID' })
    .min(-MAX_ADVANCE_MS, { error: 'FIELD_INVALID' })
    .max(MAX_ADVANCE_MS, { error: 'FIELD_INVALID' }),
});

/**
 * Controls for browser tests, registered only with `TEST_CONTROLS=1` (which the settings refuse in
 * production): `POST /test-api/clock {advanceMs}` moves the app's clock (a TestClock then) and answers
 * the new time, so a test can live through days of accruals in seconds.
 */
export function testControlRoutes(clock: TestClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/test-api/clock',
      {
        schema: {
          tags: ['test controls'],
          body: clockBody,
          response: { 200: envelope(z.object({ now: z.string() })) },
        },
      },
      async (req) => {
        clock.advance(req.body.advanceMs);
        return ok({ now: clock.now().toISOString() });
      },
    );
  };
}
