import QRCode from 'qrcode';

/**
 * The promotion poster, drawn on a canvas so it can be saved and shared as one PNG: the brand (the
 * app's mark and the site's name, its slogan), a short invitation, the invite link as a QR code on a
 * white card with the hint to scan it, the user's invite code large, and the site's address at the foot.
 * The QR modules and their quiet zone are whole-pixel squares, black on white, so any scanner (and the
 * tests, which decode the pixels) reads the link back exactly; the rest is decoration around them.
 */
export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;

/** Where the QR card sits and how large the code may be (its modules get the largest whole-pixel size that fits). */
const CARD_TOP = 340;
const CARD_WIDTH = 520;
const QR_MAX = 440;
/** The blank margin around a QR code, in modules, that scanners need to find it. */
const QUIET_ZONE = 4;
const ACCENT = '#23afff';

export interface PosterTexts {
  /** The site's name. */
  brand: string;
  slogan: string;
  /** A short invitation: "Join me in AI quant". */
  headline: string;
  /** "Scan to register and join my team". */
  scan: string;
  /** "Invite code", over the code. */
  codeLabel: string;
  code: string;
}

/** The drawing calls the poster uses: a part of the canvas 2D context, so a test can rasterise it. */
export type PosterContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'fillText'
  | 'measureText'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arcTo'
  | 'arc'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'createLinearGradient'
>;

// Latin first, so a Latin word is not drawn in a CJK font's Latin letters.
const FONT =
  '-apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

function text(
  ctx: PosterContext,
  value: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  weight = 400,
) {
  ctx.font = `${weight} ${size}px ${FONT}`;
  ctx.fillStyle = colour;
  ctx.fillText(value, x, y);
}

/** `value`, shortened with an ellipsis until it fits `width` in the current font. */
function fitted(ctx: PosterContext, value: string, width: number): string {
  if (ctx.measureText(value).width <= width) return value;
  let cut = value;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Characters a line never starts with (kinsoku): closing punctuation and the long-vowel mark. */
const NO_LINE_START = /^[、。，．,.!?！？）」』ー・：；]/;

/**
 * `value` in lines at most `width` wide, broken between words (between characters where it has no
 * spaces: Chinese, Japanese), at most `max` of them, the last cut with an ellipsis if it still runs over.
 */
function wrapped(ctx: PosterContext, value: string, width: number, max: number): string[] {
  const spaced = /\s/.test(value);
  const pieces = spaced ? value.split(/(\s+)/) : [...value];
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const longer = line + piece;
    if (line.trim() && ctx.measureText(longer.trimEnd()).width > width && !NO_LINE_START.test(piece)) {
      // Without spaces, a line ends at its last comma when it has one: 登録し、/ チームに参加.
      const comma = spaced ? -1 : Math.max(line.lastIndexOf('、'), line.lastIndexOf('，'));
      const cut = comma > 0 ? comma + 1 : line.length;
      lines.push(line.slice(0, cut).trimEnd());
      line = (line.slice(cut) + piece).trimStart();
    } else line = longer;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= max) return lines;
  const rest = lines.slice(max - 1).join(spaced ? ' ' : '');
  return [...lines.slice(0, max - 1), fitted(ctx, rest, width)];
}

/** A rounded rectangle's path (arcTo: older WebViews have no roundRect). */
function roundedRect(ctx: PosterContext, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The backdrop: the app's deep blue fading to its black, a rising line and two soft rings. */
function drawBackdrop(ctx: PosterContext) {
  const sky = ctx.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  sky.addColorStop(0, '#0b2f45');
  sky.addColorStop(0.55, '#07141c');
  sky.addColorStop(1, '#060807');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  ctx.fillStyle = 'rgba(35, 175, 255, 0.08)';
  ctx.beginPath();
  ctx.arc(680, 80, 180, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(40, 1120, 220, 0, Math.PI * 2);
  ctx.fill();
  // A price line going up, behind the brand: what the app is about.
  ctx.strokeStyle = 'rgba(35, 175, 255, 0.35)';
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.beginPath();
  const points = [300, 285, 295, 250, 262, 270, 220, 232, 190, 200, 150, 170, 120];
  points.forEach((y, i) => {
    const x = (i * POSTER_WIDTH) / (points.length - 1);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.stroke();
}

/** The app's mark (public/logo.svg, a white "M" on a blue square) `size` px wide at (x, y). */
function drawMark(ctx: PosterContext, x: number, y: number, size: number) {
  const unit = size / 64;
  const tile = ctx.createLinearGradient(x, y, x + size, y + size);
  tile.addColorStop(0, '#3fc1ff');
  tile.addColorStop(1, '#0b63c9');
  ctx.fillStyle = tile;
  roundedRect(ctx, x, y, size, size, 15 * unit);
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 5.5 * unit;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  const m = [15, 45, 15, 20, 25, 34, 32, 22, 39, 34, 49, 20, 49, 45];
  for (let i = 0; i < m.length; i += 2) {
    const px = x + (m[i] ?? 0) * unit;
    const py = y + (m[i + 1] ?? 0) * unit;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.stroke();
}

/** The mark and the site's name side by side, centred, around `y`. */
function drawBrand(ctx: PosterContext, brand: string, y: number) {
  const mark = 72;
  const gap = 18;
  ctx.font = `700 48px ${FONT}`;
  const name = fitted(ctx, brand, POSTER_WIDTH - 120 - mark - gap);
  const width = mark + gap + ctx.measureText(name).width;
  const left = (POSTER_WIDTH - width) / 2;
  drawMark(ctx, left, y - mark / 2, mark);
  ctx.textAlign = 'left';
  text(ctx, name, left + mark + gap, y, 48, '#ffffff', 700);
  ctx.textAlign = 'center';
}

/**
 * The QR code of `link` on a white card from `top`, the scan hint under it (on two lines when it needs
 * them); answers where the card ends.
 */
function drawQrCard(ctx: PosterContext, link: string, scan: string, top: number): number {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE;
  const cell = Math.floor(QR_MAX / span);
  const square = cell * span;
  ctx.font = `500 26px ${FONT}`;
  const hint = wrapped(ctx, scan, CARD_WIDTH - 48, 2);
  const hintTop = top + 20 + square + 22;
  const cardHeight = hintTop - top + hint.length * 34 + 24;
  const cardLeft = (POSTER_WIDTH - CARD_WIDTH) / 2;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, cardLeft, top, CARD_WIDTH, cardHeight, 24);
  ctx.fill();
  // The code's own square, painted white pixel for pixel: the quiet zone never depends on the card.
  const left = Math.floor((POSTER_WIDTH - square) / 2);
  const qrTop = top + 20;
  ctx.fillRect(left, qrTop, square, square);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      ctx.fillRect(left + (QUIET_ZONE + col) * cell, qrTop + (QUIET_ZONE + row) * cell, cell, cell);
    }
  }
  hint.forEach((line, i) => {
    text(ctx, line, POSTER_WIDTH / 2, hintTop + 17 + i * 34, 26, '#1b211f', 500);
  });
  return top + cardHeight;
}

/** The site's address without the path: the link itself is in the code, and would only break mid-word. */
function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return '';
  }
}

/** Draws the whole poster for `link` onto a POSTER_WIDTH × POSTER_HEIGHT canvas. */
export function drawPoster(ctx: PosterContext, link: string, texts: PosterTexts): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  drawBackdrop(ctx);
  const centre = POSTER_WIDTH / 2;
  const wide = POSTER_WIDTH - 80;
  drawBrand(ctx, texts.brand, 90);
  ctx.font = `400 28px ${FONT}`;
  text(ctx, fitted(ctx, texts.slogan, wide), centre, 170, 28, '#a9b3b0');
  ctx.font = `700 44px ${FONT}`;
  text(ctx, fitted(ctx, texts.headline, wide), centre, 260, 44, '#ffffff', 700);

  const below = drawQrCard(ctx, link, texts.scan, CARD_TOP);
  text(ctx, texts.codeLabel, centre, below + 64, 26, '#a9b3b0');
  ctx.strokeStyle = ACCENT;
  ctx.lineWidth = 3;
  roundedRect(ctx, centre - 200, below + 96, 400, 92, 46);
  ctx.stroke();
  ctx.font = `700 52px ${FONT}`;
  text(ctx, fitted(ctx, texts.code, 360), centre, below + 142, 52, ACCENT, 700);
  ctx.font = `400 22px ${FONT}`;
  text(ctx, fitted(ctx, hostOf(link), wide), centre, POSTER_HEIGHT - 44, 22, '#8b9693');
}

/** The poster on a canvas of its own (an Error when the device has no 2D canvas). */
export function renderPoster(link: string, texts: PosterTexts): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  drawPoster(ctx, link, texts);
  return canvas;
}
