import path from 'node:path';
import type { Config } from '../../config/env.ts';
import { type Core, defineDomain } from '../../lib/domain.ts';
import { createImageVariants } from './image-variants.ts';
import { s3SettingsOf, s3UploadStore } from './s3-upload-store.ts';
import { uploadRoutes } from './upload.routes.ts';
import { createUploadService, type UploadService } from './upload.service.ts';
import { uploadAdminRoutes } from './upload-admin.routes.ts';
import { folderUploadStore, type UploadStore } from './upload-store.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    uploads: UploadService;
    uploadStore: UploadStore;
  }
}

/** The store the settings name (`UPLOADS_STORAGE`): the data folder's `uploads`, or an S3-compatible bucket. */
function openUploadStore(config: Config, log: Core['log']): UploadStore {
  if (config.UPLOADS_STORAGE === 's3') return s3UploadStore(s3SettingsOf(config), log);
  return folderUploadStore(path.join(config.dataDir, 'uploads'));
}

/** Uploaded images (proofs, avatars, content pictures) and their smaller variants. */
export const uploadDomain = defineDomain({
  name: 'upload',
  services: {
    uploadStore: (c) => openUploadStore(c.config, c.log),
    uploads: (c) =>
      createUploadService({ db: c.db, clock: c.clock, store: c.uploadStore, publicUrl: c.config.publicUrl }),
  },
  routes: (c) => [
    uploadRoutes({
      settings: c.settings,
      uploads: c.uploads,
      store: c.uploadStore,
      variants: createImageVariants(c.uploadStore),
      // Settings allow redirects only with a store that signs (S3).
      signedLink: c.config.UPLOADS_REDIRECT ? c.uploadStore.signedLink?.bind(c.uploadStore) : undefined,
    }),
    uploadAdminRoutes({ settings: c.settings, uploads: c.uploads }),
  ],
});
