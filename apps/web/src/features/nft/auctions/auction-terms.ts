/** How long an owner's auction may run, as the listing sheet offers it. */
export const AUCTION_DURATIONS = { h1: 1, h6: 6, h24: 24, d3: 72 } as const;
export type AuctionDuration = keyof typeof AUCTION_DURATIONS;

/**
 * The window of an auction starting now and lasting `duration`, as the server takes it (ISO instants).
 * "Now" is the phone's clock corrected by `offset` (server minus phone), so the length is what was chosen.
 */
export function auctionWindow(duration: AuctionDuration, offset = 0, phoneNow = Date.now()) {
  const start = phoneNow + offset;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + AUCTION_DURATIONS[duration] * 3_600_000).toISOString(),
  };
}
