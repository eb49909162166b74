import type { Route } from '@mcc/contract';
import type { Mock } from 'vitest';
import { anEnvelope } from './fixtures.ts';

/**
 * A money form's call as a test sees it, with `call` of lib/api.ts mocked
 * (`vi.mock('…/lib/api.ts', () => http)`, `http = vi.hoisted(() => ({ call: vi.fn() }))`): `route`
 * answers `data`; any other call (a balance fetched again after the money moved) gets no answer.
 */
export function answerRoute(call: Mock, route: Route, data: unknown) {
  call.mockImplementation(async (called: Route) => (called === route ? anEnvelope(data) : undefined));
}

/** What was sent to `route` through the mocked `call`: each input and its Idempotency-Key. */
export function sentTo(call: Mock, route: Route) {
  return call.mock.calls
    .filter(([called]) => called === route)
    .map(([, input, options]) => ({ input, key: (options as { idempotencyKey?: string }).idempotencyKey }));
}
