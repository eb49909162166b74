import type { ChangeEvent, ReactNode } from 'react';
import { uploadFile } from '../api/upload.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * A tappable area that opens the picker and uploads the chosen image (`POST /api/common/upload`);
 * `onUploaded` receives the stored file's `url` (`/uploads/<sha256>.<ext>`).
 */
export function UploadPicker({
  onUploaded,
  children,
  testId,
}: {
  onUploaded: (url: string) => void;
  children: ReactNode;
  testId?: string;
}) {
  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      onUploaded((await uploadFile(file)).url);
    } catch {
      // The request client has shown why.
    }
  };
  return (
    <label className="upload-picker">
      {children}
      <input type="file" accept={IMAGE_TYPES} onChange={onPick} hidden data-testid={testId} />
    </label>
  );
}
