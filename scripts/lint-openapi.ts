/**
 * `npm run lint:api` (issue 33): the OpenAPI document the server serves (GET /openapi.json), linted by Redocly with
 * redocly.yaml (exit 1 on any problem). The document is built from the routes alone: the app is built without a
 * database (anything that would touch one throws) and never listens. `--out <file>` also keeps the document.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { ConfigSchema } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';

const noDatabase = new Proxy({} as Db, {
  get(_target, name) {
    // What Fastify's decorate and a promise check look for on any value: absent.
    if (typeof name === 'symbol' || name === 'getter' || name === 'setter' || name === 'then') return undefined;
    throw new Error(`lint:api builds the document without a database (db.${String(name)} was used)`);
  },
});

const outAt = process.argv.indexOf('--out');
const app = await buildApp({
  db: noDatabase,
  config: ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: '0' }),
  runScheduler: false,
});
await app.ready();
const document = JSON.stringify(app.swagger(), null, 2);
await app.close();

const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-openapi-'));
const file = outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(dir, 'openapi.json');
writeFileSync(file, document);
const cli = join(import.meta.dirname, '..', 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const result = spawnSync(process.execPath, [cli, 'lint', file, '--config', join(import.meta.dirname, '..', 'redocly.yaml')], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
});
rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
