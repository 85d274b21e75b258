import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres.ts';

/**
 * Run as another local user: connect to the embedded database (Unix socket path or TCP host:port from the
 * URL) and send a PostgreSQL startup message as user postgres. Prints CONNECTED and the first reply byte
 * ('R' = authentication answer), or the connection error code. No dependencies (node_modules may be private).
 */
const PROBE = `
const net = require('node:net');
const url = new URL(process.argv[1]);
const socketDir = url.searchParams.get('host');
const target = socketDir ? { path: socketDir + '/.s.PGSQL.5432' } : { host: url.hostname, port: Number(url.port) };
const socket = net.connect(target);
socket.on('connect', () => {
  process.stdout.write('CONNECTED ');
  const params = Buffer.from('user\\0postgres\\0database\\0postgres\\0\\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4);
  socket.write(Buffer.concat([head, params]));
});
socket.on('data', (data) => { process.stdout.write('REPLY ' + String.fromCharCode(data[0])); socket.destroy(); });
socket.on('error', (error) => { process.stdout.write('ERROR ' + error.code); });
setTimeout(() => process.exit(0), 3000).unref();
`;

const asRoot = process.getuid?.() === 0;

describe('the embedded database is reachable by this server only', () => {
  let dataDir: string;
  let db: EmbeddedPostgres;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-sock-'));
    db = await startEmbeddedPostgres(join(dataDir, 'pglite'));
  });
  afterAll(async () => {
    await db?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on a Unix socket in a 0700 directory (no TCP port), data directory 0700', () => {
    const url = new URL(db.url);
    expect(db.url).not.toMatch(/127\.0\.0\.1|localhost:\d/);
    const socketDir = url.searchParams.get('host')!;
    expect(socketDir).toMatch(/^\//);
    const dir = statSync(socketDir);
    expect(dir.mode & 0o777).toBe(0o700);
    expect(dir.uid).toBe(process.getuid!());
    expect(statSync(join(socketDir, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
  });

  it('the server itself connects and queries through the URL', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it.skipIf(!asRoot)('another local user (nobody) cannot connect', () => {
    const probe = spawnSync('/usr/bin/node', ['-e', PROBE, db.url], { uid: 65534, gid: 65534, encoding: 'utf8', cwd: '/', timeout: 10_000 });
    expect(probe.stdout, probe.stderr).not.toContain('CONNECTED');
    expect(probe.stdout).toMatch(/ERROR (EACCES|EPERM|ENOENT)/);
  });
});
