import type { Asset } from '@mcc/contract';
import type { ReactNode } from 'react';

/**
 * Each asset's round icon, drawn inline (no request, no font): USDT in Tether's green with its ₮,
 * MCC in the brand's blue with the logo's M, SSK in amber with an S. Decorative beside the asset's
 * name (`aria-hidden`), so screen readers read the name once.
 */
const GLYPHS: Record<Asset, { fill: string; glyph: ReactNode }> = {
  USDT: {
    fill: '#26A17B',
    glyph: (
      <>
        <path d="M9 9.5h14v3.2h-5.4V24h-3.2V12.7H9z" fill="#fff" />
        <ellipse cx="16" cy="15.6" rx="8" ry="2.3" fill="none" stroke="#fff" strokeWidth="1.4" />
      </>
    ),
  },
  MCC: {
    fill: '#1687E0',
    glyph: (
      <path
        d="M9 22V10.5l4.4 6.2 2.6-4.5 2.6 4.5 4.4-6.2V22"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  SSK: {
    fill: '#E8A317',
    glyph: (
      <path
        d="M20.5 11.2c-.9-1-2.4-1.7-4.3-1.7-2.5 0-4.2 1.3-4.2 3.1 0 4.1 8.7 2.5 8.7 6.6 0 1.9-1.8 3.3-4.5 3.3-2 0-3.6-.7-4.7-1.9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    ),
  },
};

export function CoinIcon({ asset, size = 24 }: { asset: Asset; size?: number }) {
  const { fill, glyph } = GLYPHS[asset];
  return (
    <svg
      className="coin-icon"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-testid={`coin-icon-${asset}`}
    >
      <circle cx="16" cy="16" r="16" fill={fill} />
      {glyph}
    </svg>
  );
}
