import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** A program the cluster runs: its output kept (and copied to a log file), its end awaited. */
export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once its output matches `pattern`; fails if it exits first or `timeoutMs` passes. */
  printed(pattern: string | RegExp, timeoutMs?: number): Promise<string>;
  /** `signal` (SIGTERM), then SIGKILL if it has not exited after `graceMs`: its exit code. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
}

/** The output kept in memory per process (the log file has all of it). */
const KEPT_OUTPUT = 2_000_000;

/** The programs still running, killed if this process exits without stopping them (a crash). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `command` in `cwd` with exactly `env` (as systemd would: nothing of this shell's own), in a
 * process group of its own: Ctrl-C in the terminal reaches only `npm run cluster`, which then stops
 * each program in order (a server signalled twice would exit at once instead of draining).
 */
export function spawnProc(
  name: string,
  command: string[],
  opts: { cwd: string; env: Record<string, string>; logFile?: string },
): Proc {
  const [program = '', ...args] = command;
  const child = spawn(program, args, {
    cwd: opts.cwd,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const log = opts.logFile ? fs.createWriteStream(opts.logFile, { flags: 'a' }) : undefined;
  let output = '';
  const watchers = new Set<() => void>();
  const take = (chunk: Buffer) => {
    log?.write(chunk);
    output += chunk.toString('utf8');
    if (output.length > KEPT_OUTPUT) output = output.slice(-KEPT_OUTPUT / 2);
    for (const w of watchers) w();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      running.delete(child);
      log?.end();
      resolve(code);
      for (const w of watchers) w();
    }),
  );
  // A program that cannot be started at all (not installed) fails its waits with the reason.
  let failure: Error | undefined;
  child.once('error', (err) => {
    failure = err;
    for (const w of watchers) w();
  });

  function printed(pattern: string | RegExp, timeoutMs = 120_000): Promise<string> {
    const found = () => (typeof pattern === 'string' ? output.includes(pattern) : pattern.test(output));
    return new Promise((resolve, reject) => {
      const done = (settle: () => void) => {
        watchers.delete(check);
        clearTimeout(timer);
        settle();
      };
      const check = () => {
        if (found()) return done(() => resolve(output));
        if (failure) return done(() => reject(new Error(`${name} could not start: ${failure?.message}`)));
        if (child.exitCode !== null || child.signalCode !== null)
          done(() => reject(new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output}`)));
      };
      const timer = setTimeout(
        () =>
          done(() => reject(new Error(`${name}: no "${pattern}" within ${timeoutMs / 1000} s:\n${output}`))),
        timeoutMs,
      );
      watchers.add(check);
      check();
    });
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  }

  return { name, child, exited, output: () => output, printed, stop };
}

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Resolves once something accepts connections on `port` (nginx prints nothing when it has started);
 * fails when `proc` exits first or after `timeoutMs`.
 */
export async function untilListening(port: number, proc: Proc, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${proc.name}: port ${port} not open within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
