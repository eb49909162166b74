export * from './i18n.ts';
export * from './page-load.ts';
export * from './storage.ts';
