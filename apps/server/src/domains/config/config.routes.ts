import { envelope, sysConfig } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import type { ConfigService } from './config.service.ts';

export function configRoutes(settings: ConfigService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/common/sysConfig',
      { schema: { tags: ['common'], response: { 200: envelope(sysConfig) } } },
      async () => ok(await settings.get()),
    );
  };
}
