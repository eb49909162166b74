import { type SysConfig, sysConfig } from '@mcc/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from './config.tables.ts';

const APP_KEY = 'app';

/** What a fresh install shows until an operator changes it. Deposit addresses are placeholders to replace. */
export const defaultSysConfig: SysConfig = {
  siteName: 'MCC',
  logo: '/logo.svg',
  serviceUrl: '',
  version: { name: '1.0.1', code: 101 },
  languages: ['zh-Hans', 'en', 'ja', 'zh-Hant'],
  defaultLanguage: 'zh-Hans',
  depositNetworks: [
    { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', enabled: true },
    { network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', enabled: true },
    { network: 'BEP20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', enabled: true },
  ],
  withdraw: [
    {
      network: 'TRC20',
      min: '10',
      max: '50000',
      fixedFee: '1',
      feeBp: 0,
      dailyLimit: '100000',
      enabled: true,
    },
    {
      network: 'ERC20',
      min: '20',
      max: '50000',
      fixedFee: '5',
      feeBp: 0,
      dailyLimit: '100000',
      enabled: true,
    },
    {
      network: 'BEP20',
      min: '10',
      max: '50000',
      fixedFee: '0.5',
      feeBp: 0,
      dailyLimit: '100000',
      enabled: true,
    },
  ],
  transferFeeBp: 0,
  exchangeFeeBp: { buySsk: 50, sellSsk: 50, sellMcc: 50, buyMcc: 50 },
  mccBuyEnabled: false,
  inviteRequired: true,
  upload: { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
};

export function createConfigService(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db, log } = deps;

  /**
   * Stored settings over the defaults; a stored value that no longer fits the schema falls back, loudly.
   * `forUpdate` locks the row until the caller's transaction ends (read, check, replace, audit).
   */
  async function get(tx: Db | Tx = db, opts: { forUpdate?: boolean } = {}): Promise<SysConfig> {
    const query = tx.select().from(settings).where(eq(settings.key, APP_KEY));
    const [row] = opts.forUpdate ? await query.for('update') : await query;
    if (!row) return defaultSysConfig;
    const parsed = sysConfig.safeParse({ ...defaultSysConfig, ...(row.value as object) });
    if (parsed.success) return parsed.data;
    log.error({ issues: parsed.error.issues }, 'stored sysConfig is invalid; serving defaults');
    return defaultSysConfig;
  }

  async function update(next: SysConfig, tx: Db | Tx = db): Promise<SysConfig> {
    const value = sysConfig.parse(next);
    await tx
      .insert(settings)
      .values({ key: APP_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    return value;
  }

  return { get, update };
}

export type ConfigService = ReturnType<typeof createConfigService>;
