import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericCaseSupport, compareExpect } from '../../src/engine/core/case-file.ts';
import { shuffled } from '../../src/engine/core/random.ts';
import { SeededRandom } from '../../src/engine/core/rng.ts';
import { registerRuleset } from '../../src/engine/registry.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { skirmish } from '../fixtures/skirmish/ruleset.ts';

registerRuleset(skirmish);

const DECK = [1, 2, 3, 4, 2, 3, 1, 4];

/**
 * Issue 12: a hidden deck cannot be derived from anything published before the game ends, and the game seed
 * revealed at the end reproduces every draw. Plays the sample game "Skirmish" through the API on PGlite.
 */
describe('hidden deck: secret until the end, replayable after (sample ruleset, PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const get = async (url: string, token?: string) => {
    const response = await t.app.inject({ method: 'GET', url, ...(token ? { headers: auth(token) } : {}) });
    return { status: response.statusCode, body: response.body };
  };

  it('plays a game to the end through the API; nothing published earlier holds the seed or the undrawn order', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { name: 'Hidden deck', ruleset: 'skirmish', language: 'en', setup: { units: 2, deck: DECK } },
    });
    expect(created.statusCode).toBe(201);
    const game = created.json() as { id: string; gmToken: string };
    const seats: { id: string; token: string }[] = [];
    for (const name of ['Ana', 'Ben']) {
      const seated = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: { name } });
      seats.push(seated.json() as { id: string; token: string });
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) })).statusCode).toBe(200);

    const stored = await t.app.db.game.findUniqueOrThrow({ where: { id: game.id } });
    const gameSeed = stored.gameSeed!;
    expect(gameSeed).toBeTruthy();
    const order = shuffled(new SeededRandom(gameSeed, { purpose: 'hidden/deck', version: 2 }), DECK);
    // What somebody holding only the published hash could compute is not the deck.
    const publishedHash = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json().gameSeedHash as string;
    expect(publishedHash).toBe(createHash('sha256').update(gameSeed).digest('hex'));

    const published: string[] = [];
    const collect = async (step: number) => {
      for (const url of [
        `/api/games/${game.id}`,
        `/api/games/${game.id}/position`,
        `/games/${game.id}`,
        `/api/games/${game.id}/scores`,
        `/games/${game.id}/feed.xml`,
      ])
        published.push((await get(url)).body);
      // Ben's own view: never Ana's hand.
      published.push((await get(`/api/games/${game.id}/position`, seats[1]!.token)).body);
      for (let n = 1; n <= step; n++) {
        for (const suffix of ['report?format=json', 'report.md', 'case.json', 'orders'])
          published.push((await get(`/api/games/${game.id}/turns/${n}/${suffix}`)).body);
      }
    };

    let step = 0;
    let over = false;
    while (!over && step < 40) {
      const view = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/position`, headers: auth(game.gmToken) })).json() as {
        view: { pendingHits: number | null; attacker: 0 | 1; hands: Record<string, number[]>; units: Record<string, string[]> };
      };
      const state = view.view;
      const attacker = seats[state.attacker]!;
      const defender = seats[1 - state.attacker]!;
      step += 1;
      const answer =
        state.pendingHits === null
          ? { player: attacker, sheet: { card: String(state.hands[attacker.id]![0]) } }
          : { player: defender, sheet: { units: state.units[defender.id]!.slice(0, Math.min(state.pendingHits, state.units[defender.id]!.length)) } };
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/games/${game.id}/turns/${step}/orders`,
        headers: auth(answer.player.token),
        payload: { orders: answer.sheet },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json() as { status: string };
      over = after.status === 'finished';
      if (!over) await collect(step);
    }
    expect(over).toBe(true);

    // Before the end: the seed never appeared, and no response holds the drawn order beyond what was played.
    for (const body of published) expect(body).not.toContain(gameSeed);
    const undrawnOrder = JSON.stringify(order);
    for (const body of published) expect(body).not.toContain(undrawnOrder);
    // Ben never saw Ana's hand in his position.
    for (const body of published.filter((b) => b.includes('"hands"'))) {
      const hands = (JSON.parse(body) as { view?: { hands?: Record<string, unknown[]> } }).view?.hands;
      if (hands) expect(hands[seats[0]!.id]!.every((card) => card === null)).toBe(true);
    }

    // After the end: the seed is revealed, matches the hash, and the whole game replays with every draw.
    const final = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json() as { gameSeed?: string; revealedGameSeed?: string };
    expect(final.gameSeed ?? final.revealedGameSeed).toBe(gameSeed);
    const caseFile = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/case.json` })).json() as Record<string, unknown>;
    expect(caseFile.gameSeed).toBe(gameSeed);
    const parsed = genericCaseSupport(skirmish).parse(caseFile);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(compareExpect(parsed.value.expect, parsed.value.run())).toEqual([]);
    // The cards drawn, as the end-of-game outcomes show them, are the seed's shuffled deck in order.
    const outcomes = (caseFile.expect as { outcomes: { drew: { card: number } | null }[] }).outcomes;
    const drawnLater = outcomes.flatMap((o) => (o.drew ? [o.drew.card] : []));
    expect(drawnLater).toEqual(order.slice(1, 1 + drawnLater.length));
    // A forged seed does not replay. Forged seeds are tried until one shuffles the drawn cards differently (this
    // small deck has 2,520 orders, so a forged seed may draw the same cards by chance and then rightly replays).
    const drawnPrefix = JSON.stringify(order.slice(0, 1 + drawnLater.length));
    const forgedSeed = Array.from({ length: 50 }, (_, i) => `${gameSeed}-forged-${i}`).find(
      (seed) => JSON.stringify(shuffled(new SeededRandom(seed, { purpose: 'hidden/deck', version: 2 }), DECK).slice(0, 1 + drawnLater.length)) !== drawnPrefix,
    );
    expect(forgedSeed).toBeDefined();
    const forged = genericCaseSupport(skirmish).parse({ ...caseFile, gameSeed: forgedSeed });
    expect(forged.ok && compareExpect(forged.value.expect, forged.value.run()).length).toBeGreaterThan(0);
  });
});
