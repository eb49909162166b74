import { Readable } from 'node:stream';
import { api } from '@mcc/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import type { ConfigService } from '../config/config.service.ts';
import { type ImageVariants, isImageWidth } from './image-variants.ts';
import { type UploadService, uploadMime } from './upload.service.ts';
import { IMMUTABLE, type SignedLink, type UploadStore } from './upload-store.ts';

/** A variant's file name: the upload's content hash, as WebP. */
const VARIANT_NAME = /^([0-9a-f]{64})\.webp$/;

export function uploadRoutes(deps: {
  settings: ConfigService;
  uploads: UploadService;
  variants: ImageVariants;
  store: UploadStore;
  /** Pre-signed redirects (`UPLOADS_REDIRECT`): the store's signer; undefined serves through the app. */
  signedLink?: (key: string) => Promise<SignedLink>;
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
    // against the one shape uploads have, and nothing lists the store (a static plugin that checks a
    // path's spelling reads the whole directory per request, and refused files still being linked).
    // The content hash is the name, so it is also the strongest ETag there is.
    app.get<{ Params: { file: string } }>(
      '/uploads/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const mime = uploadMime(req.params.file);
        if (!mime) return reply.callNotFound();
        return sendStored(req, reply, {
          key: req.params.file,
          mime,
          etag: `"${req.params.file.slice(0, 64)}"`,
        });
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
        return sendStored(req, reply, { key: variant.key, mime: 'image/webp', etag: `"${hash}-${width}"` });
      },
    );

    /**
     * Answers with a stored object: through the app (its type, size, the one-year cache header and its
     * ETag, 304 to a client that has it), or, with pre-signed redirects on, a 302 to the store's own
     * short-lived address for it, kept by clients no longer than that address is valid.
     */
    async function sendStored(
      req: FastifyRequest,
      reply: FastifyReply,
      object: { key: string; mime: string; etag: string },
    ) {
      const { store, signedLink } = deps;
      const revalidating = req.headers['if-none-match'] === object.etag;
      // Answers that need no byte of the picture ask the store only whether it is there, and how large.
      if (signedLink || revalidating || req.method === 'HEAD') {
        const size = await store.size(object.key);
        if (size === undefined) return reply.callNotFound();
        if (signedLink) {
          const link = await signedLink(object.key);
          return reply.header('cache-control', `public, max-age=${link.maxAge}`).redirect(link.url, 302);
        }
        reply.header('cache-control', IMMUTABLE).header('etag', object.etag);
        if (revalidating) return reply.code(304).send();
        // A HEAD: a GET's headers. An empty stream, so that Fastify keeps the length given.
        return reply.type(object.mime).header('content-length', size).send(Readable.from([]));
      }
      const stored = await store.open(object.key);
      if (!stored) return reply.callNotFound();
      return reply
        .header('cache-control', IMMUTABLE)
        .header('etag', object.etag)
        .type(object.mime)
        .header('content-length', stored.size)
        .send(stored.stream);
    }
  };
}
