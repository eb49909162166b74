import { storableInput } from '@mcc/contract';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const refuseUnstorable = validatorCompiler({ schema: storableInput, method: '', url: '', httpPart: '' });

/**
 * The zod validator of every route part (body, querystring, params, headers), behind one check that
 * holds for every route, present and future: no string or key anywhere in the part holds NUL or a lone
 * surrogate, which PostgreSQL cannot store (they used to reach the database and answer 500).
 */
export const validateRequestPart: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    // fastify-type-provider-zod's validators answer synchronously with { error } or { value }.
    const refused = refuseUnstorable(data) as { error?: Error };
    return refused.error ? refused : validate(data);
  };
};

/** The body of an admin POST that takes none: nothing (Fastify gives null), or `{}` (what the console sends). */
const emptyBody = z.strictObject({}).nullish();

/**
 * Admin POSTs without a body schema (approve, delete, verify, …) get `emptyBody`, so a field sent to
 * them (`{"amount": 999}` to an approval) is refused as FIELD_UNKNOWN rather than silently ignored —
 * the same strictness as the admin bodies in packages/contract. Must be registered before the routes.
 */
export function refuseUnexpectedAdminBodies(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/admin-api/') || !methods.includes('POST')) return;
    if (route.schema?.body) return;
    route.schema = { ...route.schema, body: emptyBody };
  });
}
