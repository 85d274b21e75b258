import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chmodSync, unlinkSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * How an operator command reaches the server that has the embedded database open (PGlite is one process: only that
 * process may read or write its files). The server listens on a Unix socket in a private directory (0700, the socket
 * 0600: only the user who runs the server can connect, as for the database's own socket) and writes where it is in
 * `DATA_DIR/control.json` with its pid. One JSON line in, one JSON line out; one command at a time.
 */
export interface ControlRequest {
  command: 'backup';
  /** Absolute directory to write the backup in. */
  dir: string;
}
export type ControlAnswer = { ok: true; file: string; bytes: number; ms: number } | { ok: false; error: string };

const MAX_SOCKET_PATH = 100;
const MAX_REQUEST = 16 * 1024;

export const controlFile = (dataDir: string) => join(dataDir, 'control.json');

/** Serves control requests until closed; `handle` runs them one at a time. */
export async function listenControlSocket(dataDir: string, handle: (request: ControlRequest) => Promise<ControlAnswer>): Promise<{ close(): Promise<void> }> {
  const beside = resolve(dataDir, 'control');
  const short = join(beside, 'turnkeeper.sock').length <= MAX_SOCKET_PATH;
  const dir = short ? beside : mkdtempSync(join(tmpdir(), 'turnkeeper-control-'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = join(dir, 'turnkeeper.sock');
  if (existsSync(path)) unlinkSync(path); // left by a server that was killed
  let queue: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST) return void socket.end(`${JSON.stringify({ ok: false, error: 'request too large' })}\n`);
      const end = input.indexOf('\n');
      if (end < 0) return;
      const line = input.slice(0, end);
      socket.removeAllListeners('data');
      const answer = (queue = queue.then(() => answerTo(line, handle)));
      void answer.then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, () => done()));
  chmodSync(path, 0o600);
  writeFileSync(controlFile(dataDir), `${JSON.stringify({ pid: process.pid, socket: path })}\n`, { mode: 0o600 });
  return {
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(controlFile(dataDir), { force: true });
      if (short) rmSync(path, { force: true });
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answerTo(line: string, handle: (request: ControlRequest) => Promise<ControlAnswer>): Promise<ControlAnswer> {
  try {
    const request = JSON.parse(line) as Partial<ControlRequest>;
    if (request.command !== 'backup' || typeof request.dir !== 'string' || !request.dir.startsWith('/')) return { ok: false, error: 'unknown request' };
    return await handle({ command: 'backup', dir: request.dir });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Where a server that has this data directory open listens, if one does (else null). */
export type RunningServer = { pid: number; socket: string } | null;

/**
 * Is a server running on this data directory? Yes when its control socket answers, or when the embedded database's
 * own socket does (a server still starting). A control file left by a server that was killed names a socket nobody
 * answers on: not running.
 */
export async function runningServer(dataDir: string): Promise<RunningServer> {
  const file = controlFile(dataDir);
  if (existsSync(file)) {
    try {
      const found = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; socket: string };
      if (await answers(found.socket)) return found;
    } catch {
      // unreadable: judged by the sockets below
    }
  }
  const database = join(resolve(dataDir, 'pglite-socket'), '.s.PGSQL.5432'); // embedded-postgres.ts: beside DATA_DIR/pglite
  return (await answers(database)) ? { pid: 0, socket: database } : null;
}

function answers(path: string): Promise<boolean> {
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((done) => {
    const socket = createConnection(path);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}

/** Sends one request to the running server and waits for its answer. */
export function askServer(socketPath: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((done, fail) => {
    const socket = createConnection(socketPath);
    let output = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (output += chunk));
    socket.once('error', fail);
    socket.once('end', () => {
      try {
        done(JSON.parse(output) as ControlAnswer);
      } catch {
        fail(new Error(`The server answered something unexpected: ${output.slice(0, 200)}`));
      }
    });
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`));
  });
}
