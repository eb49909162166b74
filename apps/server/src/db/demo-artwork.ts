import { crc32, deflateSync } from 'node:zlib';

/**
 * The demo NFT series' pictures, drawn by the project itself (no image from outside): each a small
 * generative piece — a motif over a two-colour glow — encoded as PNG. Deterministic, so every demo
 * database stores the same files under the same content hashes.
 */

type Rgb = readonly [number, number, number];
export type Motif = 'rings' | 'waves' | 'orb' | 'dots' | 'sunburst' | 'peaks' | 'spiral' | 'grid';
export interface Artwork {
  motif: Motif;
  /** Background from the centre outwards, and the motif's colour. */
  palette: readonly [Rgb, Rgb, Rgb];
}

/** Square pictures of this many pixels: sharp on a phone's card at 2x, small to send. */
export const ARTWORK_SIZE = 480;

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
/** 1 on a line of half-width `w` around 0, fading out over one pixel's width `px`. */
const line = (d: number, w: number, px: number) => clamp01((w - Math.abs(d)) / px + 0.5);

/** How strongly the motif covers the point (x, y) in [-1, 1]², 0 to 1. */
function coverage(motif: Motif, x: number, y: number, px: number): number {
  const r = Math.hypot(x, y);
  const a = Math.atan2(y, x);
  switch (motif) {
    case 'rings':
      return line(((r * 9) % 1) - 0.5, 0.12, px * 9) * clamp01(1.15 - r);
    case 'waves':
      return line(((((y * 6 + Math.sin(x * 5) * 0.6) % 1) + 1) % 1) - 0.5, 0.1, px * 6);
    case 'orb': {
      // A sphere lit from the upper left, inside a faint halo.
      const body = clamp01((0.55 - r) / px);
      const shine = clamp01(1 - Math.hypot(x + 0.2, y + 0.22) / 0.5);
      return Math.max(body * (0.35 + 0.65 * shine), clamp01(0.25 - Math.abs(r - 0.72) * 8) * 0.6);
    }
    case 'dots': {
      const gx = ((x + 1) * 5) % 1;
      const gy = ((y + 1) * 5) % 1;
      const d = Math.hypot(gx - 0.5, gy - 0.5);
      return clamp01((0.18 + 0.12 * (1 - r) - d) / (px * 5));
    }
    case 'sunburst':
      return line((((a / Math.PI) * 8 + 16) % 1) - 0.5, 0.22, (px * 8) / Math.max(r, 0.05)) * clamp01(r * 3);
    case 'peaks': {
      let cover = 0;
      for (let i = 0; i < 3; i++) {
        const ridge = 0.1 + i * 0.28 - Math.abs(((x * (2 + i) + i * 0.7) % 2) - 1) * (0.5 - i * 0.08);
        if (y > ridge) cover = Math.max(cover, 0.45 + i * 0.25);
      }
      return cover;
    }
    case 'spiral':
      return line(((((r * 6 - a / (2 * Math.PI)) % 1) + 1) % 1) - 0.5, 0.16, px * 6) * clamp01(1.1 - r);
    case 'grid': {
      const u = x * Math.cos(0.6) - y * Math.sin(0.6);
      const v = x * Math.sin(0.6) + y * Math.cos(0.6);
      return Math.max(
        line(((((u * 4) % 1) + 1) % 1) - 0.5, 0.05, px * 4),
        line(((((v * 4) % 1) + 1) % 1) - 0.5, 0.05, px * 4),
      );
    }
  }
}

/** RGB rows, each led by PNG's filter byte (0: none). */
function pixels(art: Artwork, size: number): Buffer {
  const [inner, outer, ink] = art.palette;
  const stride = size * 3 + 1;
  const out = Buffer.alloc(stride * size);
  const px = 2 / size;
  for (let j = 0; j < size; j++) {
    const y = (j + 0.5) * px - 1;
    for (let i = 0; i < size; i++) {
      const x = (i + 0.5) * px - 1;
      const glow = clamp01(Math.hypot(x, y + 0.2) / 1.3);
      const cover = clamp01(coverage(art.motif, x, y, px));
      const at = j * stride + 1 + i * 3;
      for (let c = 0; c < 3; c++) {
        out[at + c] = mix(mix(inner[c] as number, outer[c] as number, glow), ink[c] as number, cover);
      }
    }
  }
  return out;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The artwork as a PNG file (8-bit RGB). */
export function artworkPng(art: Artwork, size = ARTWORK_SIZE): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(art, size), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
