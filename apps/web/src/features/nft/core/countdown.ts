/**
 * Countdowns by the server's clock: a sale start or a payment deadline is the server's instant, and the
 * phone's clock may be minutes off (or, in browser tests, the server's clock is moved). An answer
 * carries the server's `now`; its offset from the phone's clock when the answer arrived corrects
 * every tick after it.
 */
export const serverOffset = (serverNow: string, receivedAt: number) => Date.parse(serverNow) - receivedAt;

/** Milliseconds left until `at` (never below 0), `offset` being the server's clock minus the phone's. */
export const remainingMs = (at: string, offset: number, phoneNow = Date.now()) =>
  Math.max(0, Date.parse(at) - (phoneNow + offset));

const two = (n: number) => String(n).padStart(2, '0');

/** "14:59" under an hour, "03:04:05" under a day, then days in front: "2d 03:04:05". */
export function countdownText(ms: number, days: (count: number) => string): string {
  const total = Math.ceil(ms / 1000);
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const clock = d > 0 || h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  return d > 0 ? `${days(d)} ${clock}` : clock;
}
