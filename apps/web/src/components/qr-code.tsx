import { useEffect, useState } from 'react';

/** The encoder's options: the same wherever the app draws a QR code, so a test can draw it again. */
export const QR_OPTIONS = { type: 'svg', margin: 2, errorCorrectionLevel: 'M' } as const;

/**
 * `text` as a QR code (an SVG image), black on white. The encoder (`qrcode`, which the promotion
 * poster draws with too) loads when the first code is drawn, not with the page; nothing shows until then.
 */
export function QrCode({
  text,
  alt,
  size = 180,
  testId,
}: {
  text: string;
  alt: string;
  size?: number;
  testId?: string;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(text, QR_OPTIONS))
      .then(
        (markup) => live && setSvg(markup),
        () => live && setSvg(null),
      );
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={size}
      height={size}
      data-testid={testId}
    />
  );
}
