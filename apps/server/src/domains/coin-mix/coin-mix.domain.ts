import { defineDomain } from '../../lib/domain.ts';
import { coinMixRoutes } from './coin-mix.routes.ts';
import { type CoinMixService, createCoinMixService } from './coin-mix.service.ts';
import { type CoinMixAccrual, createCoinMixAccrual } from './coin-mix-accrual.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    coinMix: CoinMixService;
    /** The daily task that pays the coin-mix wallet its day's yield. */
    coinMixAccrual: CoinMixAccrual;
  }
}

/** The coin-mix wallet: USDT moved in earns daily. */
export const coinMixDomain = defineDomain({
  name: 'coin-mix',
  services: {
    coinMix: (c) =>
      createCoinMixService({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        auth: c.auth,
        settings: c.settings,
        wallet: c.wallet,
      }),
    coinMixAccrual: (c) =>
      createCoinMixAccrual({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        settings: c.settings,
        failures: c.jobFailures,
      }),
  },
  routes: (c) => [coinMixRoutes(c.coinMix)],
});
