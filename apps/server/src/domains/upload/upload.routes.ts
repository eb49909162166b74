import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type ImageVariants, isImageWidth } from './image-variants.ts';
import type { UploadService } from './upload.service.ts';

/** A variant's file name: the upload's content hash, as WebP. */
const VARIANT_NAME = /^([0-9a-f]{64})\.webp$/;

export function uploadRoutes(deps: {
  settings: ConfigService;
  uploads: UploadService;
  variants: ImageVariants;
}): FastifyPluginAsync {
  return async (app) => {
    serve(app, api.upload.file, async (req) => {
      const limits = (await deps.settings.get()).upload;
      const part = await req.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
      if (part?.fieldname !== 'file') throw new AppError('UPLOAD_NO_FILE');
      // Reading past the limit throws FST_REQ_FILE_TOO_LARGE, answered as HTTP 413.
      const bytes = await part.toBuffer();
      return deps.uploads.store(req.user.id, part.filename, bytes, limits.types);
    });

    // An upload as it was stored. Served here rather than by a static-file plugin: the name is checked
    // against the one shape uploads have, and nothing lists the directory (a static plugin that checks
    // a path's spelling reads the whole directory per request, and refused files still being linked).
    // The content hash is the name, so it is also the strongest ETag there is.
    app.get<{ Params: { file: string } }>(
      '/uploads/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const etag = `"${req.params.file.slice(0, 64)}"`;
        const stored = await deps.uploads.open(req.params.file);
        if (!stored) return reply.callNotFound();
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
        if (req.headers['if-none-match'] === etag) {
          stored.stream.destroy();
          return reply.code(304).send();
        }
        return reply.type(stored.mime).header('content-length', stored.size).send(stored.stream);
      },
    );

    // An upload at a smaller width, as WebP (`@mcc/contract/image-variants`): what `srcset` offers.
    // Anything but a known width, spelt as it is offered, and a hash-named file is no such picture.
    app.get<{ Params: { width: string; file: string } }>(
      '/uploads/w/:width/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const width = Number(req.params.width);
        const hash = VARIANT_NAME.exec(req.params.file)?.[1];
        if (!hash || String(width) !== req.params.width || !isImageWidth(width)) return reply.callNotFound();
        const variant = await deps.variants.variant(hash, width);
        if (variant === 'missing') return reply.callNotFound();
        // Not stored by anyone: the variant may be made on the next request.
        if ('original' in variant) {
          return reply.header('cache-control', 'no-store').redirect(`/uploads/${variant.original}`, 302);
        }
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type('image/webp')
          .send(variant.webp);
      },
    );
  };
}
