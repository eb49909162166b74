import type { uploaded } from '@mcc/contract';
import type { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

export type Uploaded = z.infer<typeof uploaded>;

/** `POST /api/common/upload`, multipart field `file`; answers `{ url, fullurl }`. */
export function uploadFile(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(request<Uploaded>({ url: '/api/common/upload', method: 'POST', form }));
}
