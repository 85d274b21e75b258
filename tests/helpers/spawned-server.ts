import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { requireProject } from './project.ts';

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when a stdout line contains `text`. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Process groups still running: killed when the test process exits, so a failed test never leaks a server. */
const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** What `npm start` runs (package.json: `node scripts/start.mjs`), without npm in between. */
function npmStartArgs(): string[] {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [command, ...args] = start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm start is "${start}": spawnServer runs "node <args>" only`);
  return args;
}

/** The server as a child process (PORT=0), exactly as `npm start` starts it (its build included when stale). */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  requireProject('database', 'A spawned server');
  const child = spawn(process.execPath, npmStartArgs(), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: kill -9 reaches its children too (PGlite's initdb)
  });
  let output = '';
  const waiters: { text: string; done: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (output.includes(waiter.text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done();
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  running.add(child.pid!);
  // 'close': the process has exited and everything it printed has been read.
  const exited = new Promise<void>((resolve) => child.once('close', () => (running.delete(child.pid!), resolve())));

  const waitForOutput = (text: string, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      if (output.includes(text)) return resolve();
      const timer = setTimeout(() => reject(new Error(`timed out waiting for "${text}"; output:\n${output}`)), timeoutMs);
      waiters.push({ text, done: () => (clearTimeout(timer), resolve()) });
      void exited.then(() => reject(new Error(`server exited before "${text}"; output:\n${output}`)));
    });

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, name);
    await exited;
  };
  try {
    await waitForOutput('Turnkeeper listening on');
  } catch (error) {
    await signal('SIGKILL'); // a server that did not come up must not outlive the test
    throw error;
  }
  const url = /listening on (http:\/\/[^\s]+)/.exec(output)![1]!;
  return { url, process: child, output: () => output, waitForOutput, kill9: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
