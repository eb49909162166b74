export * from './i18n.ts';
export * from './storage.ts';
