import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createActivityRecorder } from './user-stats.service.ts';

/** A database that only counts the active hours written, by hour and user. */
function countingDb() {
  const written: string[] = [];
  const db = {
    insert: () => ({
      values: (v: { hour: Date; userId: number }) => ({
        onConflictDoNothing: async () => void written.push(`${v.hour.toISOString()} ${v.userId}`),
      }),
    }),
  } as unknown as Db;
  return { db, written };
}

describe('active hours', () => {
  it('are written once per user and hour, however many calls the user makes', async () => {
    const { db, written } = countingDb();
    const record = createActivityRecorder({ db });
    for (const at of ['10:00:01', '10:20:00', '10:59:59', '11:00:00', '11:30:00'])
      for (const user of [1, 2]) await record(user, new Date(`2030-01-01T${at}Z`));
    expect(written).toEqual([
      '2030-01-01T10:00:00.000Z 1',
      '2030-01-01T10:00:00.000Z 2',
      '2030-01-01T11:00:00.000Z 1',
      '2030-01-01T11:00:00.000Z 2',
    ]);
  });
});
