import { envelope, uploaded } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireOperator } from '../admin/admin-auth.ts';
import type { OperatorService } from '../admin/operator.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { UploadService } from './upload.service.ts';

/**
 * Pictures operators put in front of users (an NFT series' image): the user upload's rules (images only,
 * type from the bytes, the size limit of the settings), for `content.write`. The file is not an
 * operator's record of anything; the series (or banner) that uses it is audited with its address.
 */
export function uploadAdminRoutes(deps: {
  operators: OperatorService;
  settings: ConfigService;
  uploads: UploadService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin-api/upload',
      {
        preParsing: requireOperator(deps.operators, 'content.write'),
        schema: {
          tags: ['admin: content'],
          consumes: ['multipart/form-data'],
          response: { 200: envelope(uploaded) },
        },
      },
      async (req) => {
        const limits = (await deps.settings.get()).upload;
        const part = await req.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
        if (part?.fieldname !== 'file') throw new AppError('UPLOAD_NO_FILE');
        const { url, fullurl } = await deps.uploads.save(part.filename, await part.toBuffer(), limits.types);
        return ok({ url, fullurl });
      },
    );
  };
}
