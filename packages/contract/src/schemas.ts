/**
 * Every schema of the contract (no route tables): what a route of the table names for its query, body,
 * params and answer (`routes/define.ts`).
 */
export * from './address.ts';
export * from './admin.ts';
export * from './admin-console.ts';
export * from './admin-dashboard.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './auto-recharge.ts';
export * from './bulk.ts';
export * from './chain-deposits.ts';
export * from './coin-mix.ts';
export * from './common.ts';
export * from './config.ts';
export * from './daily-tasks.ts';
export * from './explorer.ts';
export * from './fair-draw.ts';
export * from './job-failures.ts';
export * from './languages.ts';
export * from './ledger.ts';
export * from './ledger-digests.ts';
export * from './list-query.ts';
export * from './market.ts';
export * from './market-quote.ts';
export * from './money.ts';
export * from './nft.ts';
export * from './nft-appeal.ts';
export * from './nft-auction.ts';
export * from './nft-box.ts';
export * from './nft-resale.ts';
export * from './nft-synthesis.ts';
export * from './notice.ts';
export * from './pledge.ts';
export * from './proposal.ts';
export * from './security.ts';
export * from './security-event.ts';
export * from './team.ts';
export * from './text.ts';
export * from './upload.ts';
export * from './wallet.ts';
