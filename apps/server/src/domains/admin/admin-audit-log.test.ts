import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/harness.ts';
import { SYSTEM_ACTOR } from '../../test/nft.ts';
import { auditLog, operators } from './admin.tables.ts';
import type { AuditRecord } from './audit.service.ts';

let app: TestApp;

// With an operator (a super), whose row the log's guard must leave alone.
beforeAll(async () => {
  ({ app } = await openTestApp('super'));
});
afterAll(() => app.dispose());

/** The messages of an error and every error it wraps (drizzle puts the driver's error in `cause`). */
function chain(e: unknown): string {
  const parts: string[] = [];
  for (let err = e as { message?: string; cause?: unknown } | undefined; err; err = err.cause as typeof err) {
    parts.push(String(err.message));
  }
  return parts.join(' | ');
}

describe('audit log', () => {
  it('commits with the caller transaction or not at all', async () => {
    const entry: AuditRecord = {
      ...SYSTEM_ACTOR,
      action: 'ledger.verify',
      targetType: 'ledger',
      targetId: 'test.rollback',
      before: null,
      after: { n: 1n },
    };
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.services.audit.record(tx, entry);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await app.database.db.transaction((tx) =>
      app.services.audit.record(tx, { ...entry, targetId: 'test.commit' }),
    );
    const rows = await app.database.db
      .select({ targetId: auditLog.targetId, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.targetId} like 'test.%'`);
    // bigint values are kept as digit strings.
    expect(rows).toEqual([{ targetId: 'test.commit', after: { n: '1' } }]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { db } = app.database;
    await db.transaction((tx) =>
      app.services.audit.record(tx, {
        ...SYSTEM_ACTOR,
        action: 'ledger.verify',
        targetType: 'ledger',
        targetId: 'test.keep',
        before: null,
        after: null,
      }),
    );
    const attempts = [
      sql`UPDATE audit_log SET actor = 'someone else'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ];
    for (const statement of attempts) {
      const error = await db.execute(statement).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(chain(error)).toContain('audit_log is append-only');
    }
    const [{ n = 0 } = {}] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(n).toBeGreaterThan(0);
    expect((await db.select().from(operators)).length).toBeGreaterThan(0);
  });
});
