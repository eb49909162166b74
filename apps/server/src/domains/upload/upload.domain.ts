import fs from 'node:fs';
import path from 'node:path';
import { defineDomain } from '../../lib/domain.ts';
import { createImageVariants } from './image-variants.ts';
import { uploadRoutes } from './upload.routes.ts';
import { createUploadService, type UploadService } from './upload.service.ts';
import { uploadAdminRoutes } from './upload-admin.routes.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    uploads: UploadService;
  }
}

const uploadDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** Uploaded images (proofs, avatars, content pictures) and their smaller variants. */
export const uploadDomain = defineDomain({
  name: 'upload',
  services: {
    uploads: (c) => {
      const uploadDir = uploadDirOf(c.config.dataDir);
      fs.mkdirSync(uploadDir, { recursive: true });
      return createUploadService({ db: c.db, clock: c.clock, uploadDir, publicUrl: c.config.publicUrl });
    },
  },
  routes: (c) => [
    uploadRoutes({
      settings: c.settings,
      uploads: c.uploads,
      variants: createImageVariants(uploadDirOf(c.config.dataDir)),
    }),
    uploadAdminRoutes({ settings: c.settings, uploads: c.uploads }),
  ],
});
