export * from './admin.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './config.ts';
export * from './money.ts';
export * from './upload.ts';
export * from './wallet.ts';
