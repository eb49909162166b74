import { runCli } from '../../scripts/admin.ts';

/** Runs `npm run admin -- …` in this process with `env`, capturing what it prints. */
export async function runAdmin(env: Record<string, string>, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(
    args,
    env,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}
