/**
 * `npm start`: builds the web app when its sources are newer than the build, then runs the server
 * (arguments such as --seed-demo reach it unchanged).
 */
import { buildAppsIfStale } from './build-apps.ts';

buildAppsIfStale();
// In this process, so Ctrl-C and SIGTERM reach the server's graceful shutdown directly.
await import('../apps/server/src/server.ts');
