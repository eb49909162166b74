import { type AnswerOf, api } from '@mcc/contract';
import { call } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/request.ts';

export type Uploaded = AnswerOf<typeof api.upload.file>;

/** `POST /api/common/upload`, multipart field `file`; answers `{ url, fullurl }`. */
export function uploadFile(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(call(api.upload.file, {}, { form }));
}
