import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Artifact } from '../../src/services/published/artifact.ts';
import { publicUrl } from '../../src/config.ts';
import { lookup, lookupInMemory } from '../../src/services/published/lookup.ts';
import { forgetPublished } from '../../src/services/published/publication-head.ts';
import { reportSpec } from '../../src/services/published/turn-artifacts.ts';
import { SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, resolveTurn, revert } from './helpers.ts';

/**
 * The published routes answer a hit without a promise (lookupInMemory): it must give what `lookup` gives, or
 * nothing (then the route calls `lookup`); never a value `lookup` would not serve.
 */
describe('the in-memory lookup of a published artifact agrees with lookup, or defers to it', () => {
  let t: TestApp;
  let game: SeededGame;
  const spec = (number: number) =>
    reportSpec(t.app.db, game.id, number, { format: 'markdown', bbcodeTables: false, short: false, origin: publicUrl(t.app.config) });

  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { PUBLISHED_REVALIDATE_MS: '60000' } });
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    await resolveTurn(t.app, game.id, game.gmToken, 1);
  });
  afterAll(async () => t?.close());

  it('has nothing before the artifact was rendered, then the very value lookup serves', async () => {
    forgetPublished(game.id);
    expect(lookupInMemory(game.id, spec(1))).toBeUndefined(); // no head in memory
    await lookup(t.app.db, game.id, spec(1)); // the first render in this process checks the setup: the head is read again after
    const found = await lookup(t.app.db, game.id, spec(1));
    expect(found.status).toBe('ok');
    const value = (found as { value: Artifact; version: string }).value;
    const version = (found as { version: string }).version;
    expect(lookupInMemory(game.id, spec(1))).toEqual({ value, pinned: false });
    expect(lookupInMemory(game.id, spec(1), version)).toEqual({ value, pinned: true });
    // Another version named, a turn not published: lookup's answers are a redirect and a 404, not a value.
    expect(lookupInMemory(game.id, spec(1), 'another')).toBeUndefined();
    expect(lookupInMemory(game.id, spec(2))).toBeUndefined();
  });

  it('has nothing once this process wrote to the game, and after a revert serves only the new version', async () => {
    const url = `/api/games/${game.id}/turns/1/report.md`;
    const before = expectStatus(await t.app.inject({ method: 'GET', url }), 200);
    expect(lookupInMemory(game.id, spec(1))?.value.etag).toBe(before.headers.etag);
    forgetPublished(game.id);
    expect(lookupInMemory(game.id, spec(1))).toBeUndefined();
    await resolveTurn(t.app, game.id, game.gmToken, 2);
    await revert(t.app, game.id, game.gmToken, 1); // turn 1 withdrawn: its report is gone
    expect(lookupInMemory(game.id, spec(1))).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(410);
    expect(lookupInMemory(game.id, spec(1))).toBeUndefined();
  });
});
