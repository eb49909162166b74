import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every route (built from the route table's schemas). It is always built:
 * tests and the fuzzer read it; serving it at `/docs` is a setting, off in production.
 */
export async function registerApiDocs(app: FastifyInstance, serve: boolean) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MCC API',
        version: '1.0.1',
        description: 'Answers are wrapped in { code, msg, time, data }.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (serve) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
