import { storableInput } from '@mcc/contract';
import { validatorCompiler } from 'fastify-type-provider-zod';

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
