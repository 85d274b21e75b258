import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RULESETS } from '../../src/engine/registry.ts';
import {
  dataPastServices,
  engineImpurities,
  frameworkBelowFaces,
  LAYERS,
  prismaModels,
  prismaOutsideRepositories,
  queriesOutsideRepositories,
  systemClockReads,
  unplacedUnits,
  upwardImports,
} from './layers.ts';
import { cycles, importsOf, readSources, ROOT, unitGraph, unitOf, type Import, type SourceFile } from './source-graph.ts';

/**
 * The layers hold (issues 11 and 32; docs/architecture.md): every import points down the layer table of
 * layers.ts and no folder import cycle exists; the faces and the jobs reach data through services; Prisma and
 * every query stay in src/db and src/repositories; the engine is pure; below the faces time comes from a Clock;
 * and a ruleset is reached through the registry and named only in its own folder. Each rule is also run on a
 * planted violation (a rule that finds nothing anywhere would pass for ever).
 */
const files = readSources();
const imports = files.flatMap(importsOf);
const models = prismaModels(readFileSync(join(ROOT, 'prisma', 'schema.prisma'), 'utf8'));

const file = (path: string, code: string): SourceFile => ({ path, text: code, code });
const imp = (from: string, to: string, typeOnly = false): Import => ({ from, to, bare: !to.includes('/') || !/\.(ts|mjs)$/.test(to), typeOnly });

describe('the source tree as read (the rules below are not vacuous)', () => {
  test('files, imports, models and every layer were found', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.filter((i) => unitOf(i.from) === 'engine').length).toBeGreaterThan(100);
    expect(imports.filter((i) => i.typeOnly).length).toBeGreaterThan(50);
    expect(imports.some((i) => i.from === 'server.ts' && i.to === 'v8-flags.ts')).toBe(true); // imported first, for its settings
    // src/ has no side-effect import at the moment: one planted, on esbuild's output as importsOf reads it.
    expect(importsOf(file('app.ts', 'import "./http/settings.ts";'))).toEqual([imp('app.ts', 'http/settings.ts')]);
    expect(imports.some((i) => i.from === 'app.ts' && i.to === 'http/routes/published.ts')).toBe(true); // a dynamic import
    expect(models).toEqual(expect.arrayContaining(['game', 'player', 'orderSheet', 'emailConfirmation']));
    const units = new Set(files.map((f) => unitOf(f.path)));
    for (const unit of LAYERS.flat().filter((u) => u !== 'generated')) expect(units, unit).toContain(unit);
  });
});

describe('layers', () => {
  test('every unit of src/ stands in the layer table', () => {
    expect(unplacedUnits(files)).toEqual([]);
    expect(unplacedUnits([file('jobs/nightly.ts', '')])).toEqual(['jobs']);
  });

  test('every import points to a lower layer (never sideways, never up)', () => {
    expect(upwardImports(imports)).toEqual([]);
    expect(upwardImports([imp('lifecycle/scheduler.ts', 'services/resolve-turn.ts')])).toEqual([]);
    expect(upwardImports([imp('services/resolve-turn.ts', 'lifecycle/scheduler.ts')])).toEqual(['services/resolve-turn.ts -> lifecycle/scheduler.ts']);
    expect(upwardImports([imp('reports/pages.ts', 'repositories/games-repository.ts', true)])).toEqual([
      'reports/pages.ts -> repositories/games-repository.ts (type)',
    ]);
  });

  test('no folder import cycle', () => {
    expect(cycles(unitGraph(imports))).toEqual([]);
    const planted = [
      imp('services/a.ts', 'notifications/b.ts'),
      imp('notifications/b.ts', 'lifecycle/c.ts', true),
      imp('lifecycle/c.ts', 'services/d.ts'),
      imp('http/e.ts', 'services/a.ts'),
    ];
    expect(cycles(unitGraph(planted))).toEqual([['lifecycle', 'notifications', 'services']]);
  });

  test('http, web and the jobs reach data through services only', () => {
    expect(dataPastServices(imports)).toEqual([]);
    expect(dataPastServices([imp('web/handlers/link-owner.ts', 'db/client.ts', true)])).toEqual([]);
    expect(
      dataPastServices([imp('lifecycle/scheduler.ts', 'repositories/lifecycle-repository.ts'), imp('http/routes/health.ts', 'db/client.ts')]),
    ).toHaveLength(2);
  });

  test('below the faces Fastify is a type only', () => {
    expect(frameworkBelowFaces(imports)).toEqual([]);
    expect(frameworkBelowFaces([imp('notifications/deliver.ts', 'fastify', true)])).toEqual([]);
    expect(frameworkBelowFaces([imp('services/x.ts', 'fastify')])).toEqual(['services/x.ts -> fastify']);
  });
});

describe('the database', () => {
  test('Prisma stays in src/db and src/repositories (types aside)', () => {
    expect(prismaOutsideRepositories(imports)).toEqual([]);
    expect(
      prismaOutsideRepositories([
        imp('services/a.ts', 'generated/prisma/client.ts', true),
        imp('services/a.ts', 'db/transaction-options.ts'),
        imp('server.ts', 'db/database.ts'),
      ]),
    ).toEqual([]);
    expect(
      prismaOutsideRepositories([
        imp('services/a.ts', 'generated/prisma/client.ts'),
        imp('services/a.ts', 'db/client.ts'),
        imp('notifications/b.ts', '@prisma/client'),
      ]),
    ).toHaveLength(3);
  });

  test('every query goes through a repository; transactions are opened by services', () => {
    expect(queriesOutsideRepositories(files, models)).toEqual([]);
    const planted = [
      file('services/actor.ts', 'const rows = await db.$queryRaw`SELECT 1`;'),
      file('services/rotate.ts', 'await tx.game.update({ where: { id } });'),
      file('notifications/confirm.ts', 'await db.emailConfirmation.count({});'),
      file('lifecycle/scheduler.ts', 'await this.db.$transaction(async (tx) => {});'),
      file('services/fine.ts', 'await db.$transaction(async (tx) => gamesRepository.count(tx)); const game = games.find((g) => g);'),
      file('repositories/games-repository.ts', 'return db.game.count();'),
    ];
    expect(queriesOutsideRepositories(planted, models)).toEqual([
      'services/actor.ts: $queryRaw',
      'services/rotate.ts: .game.update(',
      'notifications/confirm.ts: .emailConfirmation.count(',
      'lifecycle/scheduler.ts: $transaction outside services',
    ]);
  });
});

describe('purity and time', () => {
  test('the engine imports nothing outside itself but zod, pure-rand and hashing, and reads no clock or randomness', () => {
    expect(engineImpurities(files, imports)).toEqual([]);
    const planted = [
      imp('engine/core/x.ts', 'fastify'),
      imp('engine/core/x.ts', 'node:fs'),
      imp('engine/core/x.ts', 'i18n/index.ts'),
      imp('engine/core/x.ts', 'pure-rand/generator/xoroshiro128plus'),
    ];
    const code = [
      file('engine/rulesets/x/a.ts', 'const t = Date.now(); const d = new Date(); const r = Math.random(); const e = process.env.X;'),
      file('engine/rulesets/x/b.ts', 'const d = new Date(iso);'),
    ];
    expect(engineImpurities(code, planted)).toEqual([
      'engine/core/x.ts -> fastify',
      'engine/core/x.ts -> node:fs',
      'engine/core/x.ts -> i18n/index.ts',
      'engine/rulesets/x/a.ts: Date.now',
      'engine/rulesets/x/a.ts: new Date()',
      'engine/rulesets/x/a.ts: Math.random',
      'engine/rulesets/x/a.ts: process.env',
    ]);
  });

  test('services, notifications, jobs and repositories read time from a Clock, never the system clock', () => {
    expect(systemClockReads(files)).toEqual([]);
    expect(systemClockReads([file('time/clock.ts', 'const now = () => new Date();'), file('services/a.ts', 'const at = new Date(row.at);')])).toEqual([]);
    expect(systemClockReads([file('services/a.ts', 'const now = Date.now();'), file('notifications/b.ts', 'const now = new Date();')])).toHaveLength(2);
  });
});

describe('rulesets are plugins', () => {
  test('every other layer reaches the rulesets only through the registry and the core contract', () => {
    expect(imports.filter((i) => !i.bare && unitOf(i.from) !== 'engine' && i.to.startsWith('engine/rulesets/')).map((i) => `${i.from} -> ${i.to}`)).toEqual([]);
  });

  test.each(Object.keys(RULESETS))('ruleset %s is named only in its own folder and the registry', (id) => {
    const named = files.filter((f) => {
      if (f.path.startsWith(`engine/rulesets/${id}/`) || f.path === 'engine/registry.ts') return false;
      return f.text.includes(`rulesets/${id}/`) || f.text.includes(`'${id}'`) || f.text.includes(`"${id}"`);
    });
    expect(named.map((f) => f.path)).toEqual([]);
  });
});
