import { defineDomain } from '../../lib/domain.ts';
import { configRoutes } from './config.routes.ts';
import { type ConfigService, createConfigService } from './config.service.ts';
import { configAdminRoutes } from './config-admin.routes.ts';
import { type ConfigAdmin, createConfigAdmin } from './config-admin.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    settings: ConfigService;
    configAdmin: ConfigAdmin;
  }
}

/** The system settings (sysConfig) and their console page. */
export const configDomain = defineDomain({
  name: 'config',
  services: {
    settings: (c) => createConfigService({ db: c.db, log: c.log, feed: c.feed }),
    configAdmin: (c) =>
      createConfigAdmin({
        db: c.db,
        audit: c.audit,
        settings: c.settings,
        settleDays: () => c.daily.run(c.daily.today()),
      }),
  },
  routes: (c) => [
    configRoutes(c.settings, c.config.PUBLIC_URL ? c.config.publicUrl : null),
    configAdminRoutes(c.configAdmin),
  ],
});
