export * from '../domains/admin/admin.tables.ts';
export * from '../domains/auth/auth.tables.ts';
export * from '../domains/config/config.tables.ts';
export * from '../domains/idempotency/idempotency.tables.ts';
export * from '../domains/ledger/ledger.tables.ts';
export * from '../domains/notice/notice.tables.ts';
export * from '../domains/wallet/wallet.tables.ts';
