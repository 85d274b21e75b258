// Reads flat in history (issue 17): the sheet that counts for each player of a turn after many saved versions.
// Times the queries the server runs now (the turn's LatestSheet rows, joined to their versions) beside the query
// they replaced (every version read and deduplicated by Prisma's `distinct`), on the same database and data, and
// the floor of one trivial query. Usage: npm run bench:sheets [-- --pg <url>] [--players 100] [--versions 100] [--runs 200]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { orderSheetsRepository } from '../../src/repositories/order-sheets-repository.ts';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}
const pgUrl = process.argv.includes('--pg') ? option('pg', '') : process.env.BENCH_DATABASE_URL;
const players = Number(option('players', '100'));
const versions = Number(option('versions', '100'));
const runs = Number(option('runs', '200'));

const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-bench-sheets-'));
const database = await openDatabase({ databaseUrl: pgUrl, dataDir, poolSize: 4 });
const db = database.prisma;

const game = await db.game.create({ data: { name: 'bench', ruleset: 'generic', language: 'en', gmTokenHash: randomUUID(), setup: {}, status: 'running' } });
const turn = await db.turn.create({ data: { gameId: game.id, number: 1, seed: 's', seedHash: 'h', status: 'open' } });
const ids: string[] = [];
for (let seat = 0; seat < players; seat++) {
  const player = await db.player.create({ data: { gameId: game.id, seat, name: `P${seat}`, tokenHash: randomUUID(), data: {} } });
  ids.push(player.id);
}
for (let version = 1; version <= versions; version++) {
  await db.orderSheet.createMany({
    data: ids.map((playerId) => ({ turnId: turn.id, playerId, version, orders: { text: `orders of version ${version} `.repeat(8) } })),
  });
}
// The latest-version pointers the saves would have left (saves write them in the same statement as the version).
await db.latestSheet.createMany({ data: ids.map((playerId) => ({ turnId: turn.id, playerId, version: versions })) });

async function time(label: string, run: () => Promise<unknown>): Promise<{ label: string; p50: number; p99: number }> {
  for (let i = 0; i < 10; i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { label, p50: samples[Math.floor(runs * 0.5)]!, p99: samples[Math.min(runs - 1, Math.floor(runs * 0.99))]! };
}

const results = [
  await time('floor: SELECT 1', () => db.$queryRaw`SELECT 1`),
  await time('latest sheet per player (now)', () => orderSheetsRepository.findLatestPerPlayer(db, turn.id)),
  await time('who has sent (now)', () => orderSheetsRepository.submittedPlayerIds(db, turn.id)),
  await time('who has sent and is ready (now)', () => orderSheetsRepository.flags(db, turn.id)),
  await time('latest sheet per player (before: distinct)', () =>
    db.orderSheet.findMany({
      where: { turnId: turn.id },
      select: { playerId: true, version: true, orders: true, createdAt: true },
      orderBy: [{ playerId: 'asc' }, { version: 'desc' }],
      distinct: ['playerId'],
    }),
  ),
];
const check = await orderSheetsRepository.findLatestPerPlayer(db, turn.id);
if (check.length !== players || check.some((sheet) => sheet.version !== versions)) throw new Error('the latest-sheet query returned the wrong rows');

console.log(`${pgUrl ? 'PostgreSQL' : 'PGlite'}: ${players} players × ${versions} versions = ${players * versions} sheets, ${runs} runs each`);
console.log('query'.padEnd(46), 'p50 ms'.padStart(9), 'p99 ms'.padStart(9));
for (const r of results) console.log(r.label.padEnd(46), r.p50.toFixed(2).padStart(9), r.p99.toFixed(2).padStart(9));
await database.close();
rmSync(dataDir, { recursive: true, force: true });
