import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { UploadService } from './upload.service.ts';

/**
 * Pictures operators put in front of users (an NFT series' image), under the user upload's rules. The
 * file is not an operator's record of anything; the series (or banner) that uses it is audited with its
 * address.
 */
export function uploadAdminRoutes(deps: {
  settings: ConfigService;
  uploads: UploadService;
}): FastifyPluginAsync {
  return async (app) => {
    serve(app, adminApi.upload.file, async (req) => {
      const limits = (await deps.settings.get()).upload;
      const part = await req.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
      if (part?.fieldname !== 'file') throw new AppError('UPLOAD_NO_FILE');
      const { url, fullurl } = await deps.uploads.save(part.filename, await part.toBuffer(), limits.types);
      return { url, fullurl };
    });
  };
}
