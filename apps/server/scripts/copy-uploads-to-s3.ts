/**
 * `npm run uploads:copy-to-s3 [-- --from <folder>]`: copies a local uploads folder (`DATA_DIR/uploads`
 * by default: the uploads and their smaller sizes) into the bucket the `S3_*` settings name, before or
 * after switching the servers to `UPLOADS_STORAGE=s3`. Objects already in the bucket are left as they
 * are, so it may run again (it needs no database, and the servers may keep running). Prints what it
 * copied, what was there, and what it left out; exits 0, 1 when a file's bytes do not match its name
 * (left out, named), 2 for a usage, settings or store problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { copyFolderToStore } from '../src/domains/upload/copy-to-store.ts';
import { s3SettingsOf, s3UploadStore } from '../src/domains/upload/s3-upload-store.ts';
import { AppError } from '../src/lib/errors.ts';

const USAGE =
  'Usage: npm run uploads:copy-to-s3 [-- --from <uploads folder>]   (S3_BUCKET and the S3_* settings)';

async function main(): Promise<number> {
  let from: string;
  let config: ReturnType<typeof loadConfig>;
  try {
    const { values } = parseArgs({ options: { from: { type: 'string' } }, strict: true });
    config = loadConfig();
    if (!config.S3_BUCKET) throw new ConfigError('S3_BUCKET: the bucket to copy into is not set');
    from = path.resolve(values.from ?? path.join(config.dataDir, 'uploads'));
    if (!fs.statSync(from, { throwIfNoEntry: false })?.isDirectory())
      throw new ConfigError(`${from}: no such folder`);
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : e}\n\n${USAGE}`);
    return 2;
  }
  const settings = s3SettingsOf(config);
  const store = s3UploadStore(settings, {
    warn: ({ err, key }, message) =>
      console.error(`${message} (${key}): ${err instanceof Error ? err.message : err}`),
  });
  console.log(
    `Copying ${from} into bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
  );
  try {
    const report = await copyFolderToStore(from, store);
    console.log(`copied: ${report.copied}`);
    console.log(`already in the bucket: ${report.present}`);
    console.log(`left out, not uploads: ${report.ignored.length}`);
    for (const name of report.ignored) console.log(`  ${name}`);
    console.log(`left out, bytes do not match the name: ${report.damaged.length}`);
    for (const name of report.damaged) console.log(`  ${name}`);
    return report.damaged.length === 0 ? 0 : 1;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    console.error('The bucket cannot be reached; nothing more was copied (run the command again).');
    return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(2);
  },
);
