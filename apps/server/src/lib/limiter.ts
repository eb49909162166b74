/**
 * Runs at most `running` jobs at once and keeps at most `waiting` more in line; a job beyond that is
 * refused at once (`run` answers undefined, the job never starts), so the caller can answer cheaply
 * instead of piling up work no one can bound.
 */
export function createLimiter(limits: { running: number; waiting: number }) {
  let active = 0;
  const line: (() => void)[] = [];

  // A finished job hands its slot straight to the next in line, so nothing can start in between.
  function release(): void {
    const next = line.shift();
    if (next) next();
    else active--;
  }

  async function settle<T>(job: () => Promise<T>): Promise<T> {
    try {
      return await job();
    } finally {
      release();
    }
  }

  function run<T>(job: () => Promise<T>): Promise<T> | undefined {
    if (active < limits.running) {
      active++;
      return settle(job);
    }
    if (line.length >= limits.waiting) return undefined;
    return new Promise<void>((start) => line.push(start)).then(() => settle(job));
  }

  return { run };
}

export type Limiter = ReturnType<typeof createLimiter>;
