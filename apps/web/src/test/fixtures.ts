/**
 * Answers of the API for the web app's tests, built from the contract's types: one builder per answer,
 * with realistic defaults that pass the contract's schemas (fixtures.test.ts parses each), and a patch
 * for what a test is about. A test states the values it asserts; the defaults are only "a valid one".
 */
export * from './fixtures/coin-mix.ts';
export * from './fixtures/config.ts';
export * from './fixtures/envelope.ts';
export * from './fixtures/ledger.ts';
export * from './fixtures/market.ts';
export * from './fixtures/nft.ts';
export * from './fixtures/notice.ts';
export * from './fixtures/pledge.ts';
export * from './fixtures/security.ts';
export * from './fixtures/team.ts';
export * from './fixtures/user.ts';
export * from './fixtures/wallet.ts';
