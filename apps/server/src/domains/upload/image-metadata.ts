import { MAX_INPUT_PIXELS, sharp } from './image-work.ts';

/*
 * What a camera or an editor writes beside the pixels (EXIF with the GPS position and the phone's
 * serial, XMP, IPTC, comments, a maker's private blocks, a video after the end of a "motion photo")
 * must not reach everyone who sees an upload. Each format is walked part by part against the parts a
 * picture is made of (an allow-list): anything else counts as metadata, whether we know its name or not,
 * and so does a file whose parts cannot be walked.
 */

/** JPEG markers of the picture itself: frames (SOF), tables (DHT, DAC, DQT), restart interval, scans. */
const JPEG_PARTS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf, 0xc4, 0xcc, 0xdb, 0xdd, 0xda,
]);
const SOS = 0xda;
const EOI = 0xd9;
/**
 * The application segments a decoder needs: JFIF without a thumbnail (segment length 16), the colour
 * profile, Adobe's colour transform. Any other (EXIF and XMP in APP1, IPTC in APP13, …) is metadata.
 */
const JPEG_APPS = new Map([
  [0xe0, (s: Buffer) => s.length === 18 && s.toString('latin1', 4, 9) === 'JFIF\0'],
  [0xe2, (s: Buffer) => s.toString('latin1', 4, 16) === 'ICC_PROFILE\0'],
  [0xee, (s: Buffer) => s.toString('latin1', 4, 9) === 'Adobe'],
]);

function bareJpeg(b: Buffer): boolean {
  let at = 2; // after SOI
  while (at + 2 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === EOI) return at + 2 === b.length; // nothing may follow the picture
    if (at + 4 > b.length) return false;
    const end = at + 2 + b.readUInt16BE(at + 2);
    if (end > b.length) return false;
    const app = JPEG_APPS.get(marker);
    if (app ? !app(b.subarray(at, end)) : !JPEG_PARTS.has(marker)) return false;
    at = marker === SOS ? afterScan(b, end) : end;
    if (at < 0) return false;
  }
  return false;
}

/** Where a scan's coded data ends: at the first 0xFF that is neither stuffing (0xFF00) nor a restart (RSTn). */
function afterScan(b: Buffer, from: number): number {
  let at = b.indexOf(0xff, from);
  while (at >= 0 && (b[at + 1] === 0 || ((b[at + 1] ?? 0) & 0xf8) === 0xd0)) at = b.indexOf(0xff, at + 1);
  return at;
}

/** PNG chunks of the picture: header, palette, data, end, transparency, colour and pixel size, animation. */
const PNG_PARTS = new Set(
  'IHDR PLTE IDAT IEND tRNS cHRM gAMA iCCP sBIT sRGB cICP mDCV cLLI bKGD hIST pHYs acTL fcTL fdAT'.split(' '),
);

function barePng(b: Buffer): boolean {
  let at = 8; // after the signature
  while (at + 12 <= b.length) {
    const type = b.toString('latin1', at + 4, at + 8);
    const end = at + 12 + b.readUInt32BE(at); // length, type, data, CRC
    if (end > b.length || !PNG_PARTS.has(type)) return false;
    if (type === 'IEND') return end === b.length;
    at = end;
  }
  return false;
}

/** WebP chunks of the picture; an animation frame (ANMF) holds chunks of its own after a 16-byte header. */
const WEBP_PARTS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);

function bareWebpChunks(b: Buffer, from: number, to: number): boolean {
  let at = from;
  while (at + 8 <= to) {
    const type = b.toString('latin1', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > to || !WEBP_PARTS.has(type)) return false;
    if (type === 'ANMF' && !bareWebpChunks(b, at + 24, at + 8 + size)) return false;
    at = end;
  }
  return at === to;
}

const bareWebp = (b: Buffer) => b.readUInt32LE(4) + 8 === b.length && bareWebpChunks(b, 12, b.length);

/** GIF application extensions that only say how an animation loops. */
const GIF_LOOPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** Where a run of GIF data sub-blocks (length byte, data; a zero length ends it) ends, or -1. */
function afterSubBlocks(b: Buffer, from: number): number {
  let at = from;
  while (at < b.length && b[at] !== 0) at += (b[at] as number) + 1;
  return at < b.length ? at + 1 : -1;
}

/** A colour table's size in bytes when `flags` says there is one. */
const colourTable = (flags: number) => (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0);

function bareGif(b: Buffer): boolean {
  let at = 13 + colourTable(b[10] ?? 0); // header, screen descriptor, global colour table
  while (at > 0 && at < b.length) {
    const block = b[at];
    if (block === 0x3b) return at + 1 === b.length; // trailer
    if (block === 0x2c) {
      // An image: descriptor, its own colour table, the LZW code size, then its data.
      at += 10 + colourTable(b[at + 9] ?? 0);
      at = afterSubBlocks(b, at + 1);
    } else if (block === 0x21 && b[at + 1] === 0xf9) {
      at = afterSubBlocks(b, at + 2); // graphic control: frame delay, transparency
    } else if (block === 0x21 && b[at + 1] === 0xff && GIF_LOOPS.has(b.toString('latin1', at + 3, at + 14))) {
      at = afterSubBlocks(b, at + 2);
    } else {
      return false; // comments, plain text, any other application's data
    }
  }
  return false;
}

const bare: Record<string, (b: Buffer) => boolean> = {
  jpg: bareJpeg,
  png: barePng,
  webp: bareWebp,
  gif: bareGif,
};

/** Whether an upload (`ext` as sniffed from its first bytes) holds anything besides its picture. */
export function carriesMetadata(bytes: Buffer, ext: string): boolean {
  try {
    return !bare[ext]?.(bytes);
  } catch {
    return true; // read past the end: not walkable
  }
}

/**
 * The picture re-encoded with nothing but its pixels and colour profile, turned upright as the
 * orientation tag said (which goes with the rest), in its own format, every frame of an animation kept.
 * Throws when it cannot be decoded within `MAX_INPUT_PIXELS`.
 */
export function withoutMetadata(bytes: Buffer, ext: string): Promise<Buffer> {
  const picture = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .keepIccProfile();
  // Photos are re-encoded once, at a quality that leaves them as they looked.
  if (ext === 'jpg') return picture.jpeg({ quality: 90 }).toBuffer();
  if (ext === 'webp') return picture.webp({ quality: 90 }).toBuffer();
  return picture.toFormat(ext === 'gif' ? 'gif' : 'png').toBuffer();
}
