/**
 * Basis points as a percentage for people ("80" → "0.8%", "1000" → "10%", "5" → "0.05%"), from the
 * integer, so no float ever rounds a rate shown next to money.
 */
export function percentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}%` : `${whole}%`;
}
