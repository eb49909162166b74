import { describe, expect, it } from 'vitest';
import { GIF, JPEG, WEBP } from '../../test/uploads.ts';
import { PNG } from '../../test/users.ts';
import { sniffImage } from './upload.service.ts';

const ALL_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF (87a and 89a) and WebP by their first bytes', () => {
    expect(sniffImage(PNG, ALL_TYPES)).toMatchObject({ mime: 'image/png', ext: 'png' });
    expect(sniffImage(JPEG, ALL_TYPES)).toMatchObject({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(GIF, ALL_TYPES)).toMatchObject({ mime: 'image/gif', ext: 'gif' });
    expect(sniffImage(Buffer.from('GIF87a\x01\x00', 'latin1'), ALL_TYPES)?.ext).toBe('gif');
    expect(sniffImage(WEBP, ALL_TYPES)).toMatchObject({ mime: 'image/webp', ext: 'webp' });
  });

  it('refuses look-alikes, empty input and types not allowed', () => {
    expect(sniffImage(Buffer.alloc(0), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(Buffer.from('hello world'), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(PNG.subarray(0, 7), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(Buffer.from('GIF90a', 'latin1'), ALL_TYPES)).toBeUndefined();
    // RIFF but not WebP (a WAV file).
    expect(sniffImage(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), ALL_TYPES)).toBeUndefined();
    expect(sniffImage(PNG, ['image/jpeg'])).toBeUndefined();
    expect(sniffImage(JPEG, ['image/png', 'image/gif'])).toBeUndefined();
  });
});
