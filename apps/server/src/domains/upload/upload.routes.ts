import { envelope, uploaded } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { UploadService } from './upload.service.ts';

export function uploadRoutes(deps: {
  auth: AuthService;
  settings: ConfigService;
  uploads: UploadService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/common/upload',
      {
        preParsing: requireUser(deps.auth),
        schema: {
          tags: ['common'],
          consumes: ['multipart/form-data'],
          response: { 200: envelope(uploaded) },
        },
      },
      async (req) => {
        const limits = (await deps.settings.get()).upload;
        const part = await req.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
        if (part?.fieldname !== 'file') throw new AppError('UPLOAD_NO_FILE');
        // Reading past the limit throws FST_REQ_FILE_TOO_LARGE, answered as HTTP 413.
        const bytes = await part.toBuffer();
        return ok(await deps.uploads.store(req.user.id, part.filename, bytes, limits.types));
      },
    );
  };
}
