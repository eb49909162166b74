import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { createAdminDashboard } from './admin-dashboard.service.ts';
import { createAdminLedger } from './admin-ledger.service.ts';
import { createAdminSettings } from './admin-settings.service.ts';
import { createAdminUsers } from './admin-users.service.ts';
import type { AuditService } from './audit.service.ts';

/** The admin console's services: dashboard, users, ledger explorer and verify, settings. */
export function createAdminConsole(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  audit: AuditService;
  settings: ConfigService;
  /** Pays every day due so far; settings run it before the earning rules change. */
  settleDays?: () => Promise<unknown>;
}) {
  return {
    dashboard: createAdminDashboard(deps),
    users: createAdminUsers(deps),
    ledger: createAdminLedger(deps),
    settings: createAdminSettings(deps),
  };
}

export type AdminConsole = ReturnType<typeof createAdminConsole>;
