import QRCode from 'qrcode';

/**
 * The promotion poster, drawn on a canvas so it can be saved as one PNG: a title, a slogan, the invite
 * link as a QR code on a white card (with the quiet zone scanners need), the invite code and the link
 * in words. The QR modules are drawn as whole-pixel squares, black on white, so any scanner (and the
 * tests, which decode the pixels) reads the link back exactly.
 */
export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;

/** Where the QR card sits and how large it may be (the modules get the largest whole-pixel size that fits). */
const QR_TOP = 400;
const QR_MAX = 460;
/** The blank margin around a QR code, in modules, that scanners need to find it. */
const QUIET_ZONE = 4;
/** Characters of the link per line under the code (links are ASCII; 22 px text fits this in 630 px). */
const LINK_LINE = 44;

export interface PosterTexts {
  title: string;
  slogan: string;
  /** "Invite code ABC234". */
  code: string;
  /** "Scan to register and join my team". */
  scan: string;
}

/** The drawing calls the poster uses: a part of the canvas 2D context, so a test can rasterise it. */
export type PosterContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textAlign' | 'textBaseline' | 'fillRect' | 'fillText'
>;

const FONT = '"PingFang SC", "Hiragino Sans", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif';

function text(ctx: PosterContext, value: string, y: number, size: number, colour: string, weight = 400) {
  ctx.font = `${weight} ${size}px ${FONT}`;
  ctx.fillStyle = colour;
  ctx.fillText(value, POSTER_WIDTH / 2, y);
}

/** Draws the QR code of `link` with its top edge at `top`; answers where the card ends. */
function drawQr(ctx: PosterContext, link: string, top: number): number {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE;
  const cell = Math.floor(QR_MAX / span);
  const card = cell * span;
  const left = Math.floor((POSTER_WIDTH - card) / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left, top, card, card);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      ctx.fillRect(left + (QUIET_ZONE + col) * cell, top + (QUIET_ZONE + row) * cell, cell, cell);
    }
  }
  return top + card;
}

/** Draws the whole poster for `link` onto a POSTER_WIDTH × POSTER_HEIGHT canvas. */
export function drawPoster(ctx: PosterContext, link: string, texts: PosterTexts): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#060807';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  // The app's colours: a deep blue head band with the accent line under it.
  ctx.fillStyle = '#0b2f45';
  ctx.fillRect(0, 0, POSTER_WIDTH, 330);
  ctx.fillStyle = '#23afff';
  ctx.fillRect(0, 330, POSTER_WIDTH, 6);
  text(ctx, texts.title, 150, 56, '#ffffff', 700);
  text(ctx, texts.slogan, 235, 30, '#a9b3b0');

  const below = drawQr(ctx, link, QR_TOP);
  text(ctx, texts.code, below + 70, 40, '#23afff', 700);
  text(ctx, texts.scan, below + 130, 28, '#eef2f1');
  for (let i = 0; i * LINK_LINE < link.length; i++) {
    text(ctx, link.slice(i * LINK_LINE, (i + 1) * LINK_LINE), below + 185 + i * 32, 22, '#8b9693');
  }
}

/** The poster as a PNG data URL (shown as an image the user can long-press, and saved by the button). */
export function renderPoster(link: string, texts: PosterTexts): string {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  drawPoster(ctx, link, texts);
  return canvas.toDataURL('image/png');
}
