export * from '../domains/auth/auth.tables.ts';
export * from '../domains/config/config.tables.ts';
export * from '../domains/ledger/ledger.tables.ts';
