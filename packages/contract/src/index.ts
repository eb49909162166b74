export * from './routes/index.ts';
export * from './schemas.ts';
