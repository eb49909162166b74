/**
 * The one source of "now" for business rules (code expiry, lockouts, accruals), so tests can move
 * time without touching the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward, and stop for rules that turn on exact instants. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (this.frozenAt !== undefined) this.frozenAt += ms;
    else this.offsetMs += ms;
  }
  /** Stops time where it is: only `advance` moves it until `thaw`. */
  freeze(): void {
    this.frozenAt = this.now().getTime();
  }
  /** Lets time run again from where it stands. */
  thaw(): void {
    if (this.frozenAt === undefined) return;
    this.offsetMs = this.frozenAt - Date.now();
    this.frozenAt = undefined;
  }
}
