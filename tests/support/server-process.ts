import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../../apps/server/src/server.ts');
const running: ChildProcess[] = [];

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
}

/** Runs the server as `npm start` does, in its own process, with `env` over this one's. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Kills every server this file started (for afterAll). */
export function killServers() {
  for (const p of running) p.kill('SIGKILL');
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
