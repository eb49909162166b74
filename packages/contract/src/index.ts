export * from './idempotent-paths.ts';
export * from './routes/index.ts';
export * from './schemas.ts';
