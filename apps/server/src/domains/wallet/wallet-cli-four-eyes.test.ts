import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cliDatabase } from '../../test/cli.ts';
import { dbKind } from '../../test/harness.ts';
import { credit } from '../../test/users.ts';
import { auditLog } from '../admin/admin.tables.ts';

const { withApp, cli } = cliDatabase('mcc-cli-four-eyes-');

describe.runIf(dbKind === 'pglite')('npm run admin: four eyes at the shell', () => {
  it('pays above the threshold only with --override, whose note the audit log keeps', async () => {
    const id = await withApp(async (app) => {
      const user = await app.services.auth.createUser({});
      await credit(app, user.id, '20000');
      await app.services.auth.setPayPassword(
        { ...user, mobile: null, email: null },
        { payPassword: '112233' },
        { device: '', ip: '' },
      );
      const w = await app.services.wallet.withdraw(user.id, {
        network: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        amount: '12000',
        payPassword: '112233',
      });
      return w.id;
    });
    const hash = randomBytes(32).toString('hex');
    const refused = await cli('pay-withdrawal', '--id', String(id), '--tx-hash', hash);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('FOUR_EYES_REQUIRED');
    expect(refused.stderr).toContain('10000');

    const paid = await cli(
      'pay-withdrawal',
      '--id',
      String(id),
      '--tx-hash',
      hash,
      '--override',
      'Console down; CFO approved by phone, ticket 77',
    );
    expect(paid).toMatchObject({ status: 0 });
    await withApp(async (app) => {
      const [last] = await app.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(last).toMatchObject({
        action: 'withdrawal.pay',
        actor: expect.stringMatching(/^cli:/),
        after: { state: 'paid', fourEyesOverride: 'Console down; CFO approved by phone, ticket 77' },
      });
    });
  }, 120_000);
});
