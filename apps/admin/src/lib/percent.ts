/**
 * Rates are stored in basis points (1 bp = 0.01 %) and shown to operators as percentages. Both ways go
 * through text, never through a float, so 0.07 % is 7 bp and 7 bp is "0.07", exactly.
 */

/** `1000` → `"10"`, `15` → `"0.15"`, `-5` → `"-0.05"`. */
export function bpToPercent(bp: number): string {
  const abs = Math.abs(bp);
  const cents = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${bp < 0 ? '-' : ''}${Math.floor(abs / 100)}${cents ? `.${cents}` : ''}`;
}

/**
 * A typed percentage with at most two decimals → bp (`"10.01"` → 1001); NaN for anything else (more
 * decimals than a basis point, a sign, letters), which the schemas then refuse: nothing is rounded.
 */
export function percentToBp(text: string): number {
  const m = /^(\d{1,7})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A rate for a table or a message: `80` → `"0.8%"`. */
export const percentText = (bp: number) => `${bpToPercent(bp)}%`;
