import { api, type SysConfig, sysConfigAnswer } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sendOkJson } from '../../lib/envelope.ts';
import { jsonPerValue } from '../../lib/kept-json.ts';
import { serve } from '../../lib/serve.ts';
import type { ConfigService } from './config.service.ts';

/** `publicUrl`: the PUBLIC_URL the operator set, if any (the default localhost address is not one). */
export function configRoutes(settings: ConfigService, publicUrl: string | null): FastifyPluginAsync {
  const route = api.config.sysConfig;
  return async (app) => {
    // The answer is checked against its schema as every answer is, which checks each token address
    // (Keccak and base58 checksums): made once per settings value and kept as text. The service answers
    // the same object until the settings change (on any server), so a change makes a new text.
    const answerOf = jsonPerValue(sysConfigAnswer, route.path, ({ fourEyes: _, ...config }: SysConfig) => ({
      ...config,
      publicUrl,
    }));
    serve(app, route, async (_req, reply) => sendOkJson(reply, answerOf(await settings.get())));
  };
}
