import { envelope, sysConfigAnswer } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import type { ConfigService } from './config.service.ts';

/** `publicUrl`: the PUBLIC_URL the operator set, if any (the default localhost address is not one). */
export function configRoutes(settings: ConfigService, publicUrl: string | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/common/sysConfig',
      { schema: { tags: ['common'], response: { 200: envelope(sysConfigAnswer) } } },
      async () => ok({ ...(await settings.get()), publicUrl }),
    );
  };
}
