import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareExpect, genericCaseSupport } from '../../src/engine/core/case-file.ts';
import { seedHash } from '../../src/engine/core/rng.ts';
import { registerRuleset } from '../../src/engine/registry.ts';
import { skirmish } from '../fixtures/skirmish/ruleset.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';

registerRuleset(skirmish);

/** Low cards (few dice, few hits: long games) so that most of the deck is drawn in every game. */
const DECK = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 4];
/** Reverts until this many draws are compared (games' lengths vary with their draws: 5 reverts gave 28–45). */
const DRAWS_COMPARED = 40;
const MAX_REVERTS = 15;
/** How often two independent shuffles of the deck agree at one position: Σ (cᵢ/n)². */
const CHANCE = [...new Set(DECK)].reduce((sum, value) => sum + (DECK.filter((v) => v === value).length / DECK.length) ** 2, 0);

interface StepOutcome {
  drew: { player: string; card: number } | null;
}

/**
 * Issue 34: after a GM revert, what is still hidden must be unknown to everyone. The sample game "Skirmish" (a
 * hidden deck drawn from the game's hidden stream) is played to the end, reverted to turn 1 and played to the
 * end again, until 40 draws have been compared. The cards drawn after each revert are compared, draw by draw, with the ones the
 * players saw drawn in the withdrawn turns: with the same hidden stream every one matched; with a new one they
 * match only as often as chance has two shuffles agree. The game then still replays from its case file.
 */
describe.each(databaseKinds())('a revert draws a new hidden stream (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) => {
    const response = await t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body, json: () => JSON.parse(response.body) as unknown };
  };

  it('cards drawn after a revert match the withdrawn draws only by chance, and the game still replays', async () => {
    const created = (
      await inject('POST', '/api/games', undefined, { name: 'Revert deck', ruleset: 'skirmish', language: 'en', setup: { units: 6, deck: DECK } })
    ).json() as { id: string; gmToken: string };
    const gm = created.gmToken;
    const seats: { id: string; token: string }[] = [];
    for (const name of ['Ana', 'Ben'])
      seats.push((await inject('POST', `/api/games/${created.id}/players`, gm, { name })).json() as { id: string; token: string });
    expect((await inject('POST', `/api/games/${created.id}/start`, gm)).status).toBe(200);

    /** Plays from the open turn to the end: the attacker plays their first card, the defender loses their first units. */
    const playToTheEnd = async () => {
      for (let guard = 0; guard < 60; guard++) {
        const game = (await inject('GET', `/api/games/${created.id}`)).json() as { status: string; turn: number };
        if (game.status === 'finished') return;
        const view = (
          (await inject('GET', `/api/games/${created.id}/position`, gm)).json() as {
            view: { attacker: 0 | 1; pendingHits: number | null; hands: Record<string, number[]>; units: Record<string, string[]> };
          }
        ).view;
        const attacker = seats[view.attacker]!;
        const defender = seats[1 - view.attacker]!;
        const [who, sheet] =
          view.pendingHits === null
            ? [attacker, { card: String(view.hands[attacker.id]![0]) }]
            : [defender, { units: view.units[defender.id]!.slice(0, view.pendingHits) }];
        const saved = await inject('PUT', `/api/games/${created.id}/turns/${game.turn}/orders`, who.token, { orders: sheet });
        expect(saved.status, saved.body).toBe(200);
      }
      throw new Error('the game did not end');
    };
    /** The cards drawn in the turns still in play, in order (the GM's case file holds every outcome). */
    const drawnCards = async () => {
      const caseFile = (await inject('GET', `/api/games/${created.id}/case.json`, gm)).json() as { expect: { outcomes: StepOutcome[] } };
      return caseFile.expect.outcomes.flatMap((outcome) => (outcome.drew ? [outcome.drew.card] : []));
    };

    await playToTheEnd();
    let withdrawn = await drawnCards();
    let compared = 0;
    let matched = 0;
    const hashes = new Set<string>();
    let reverts = 0;
    while (compared < DRAWS_COMPARED) {
      expect(reverts++, `${compared} draws compared after ${MAX_REVERTS} reverts`).toBeLessThan(MAX_REVERTS);
      const reverted = await inject('POST', `/api/games/${created.id}/revert`, gm, { turn: 1 });
      expect(reverted.status, reverted.body).toBe(200);
      const { hiddenSeedHash } = reverted.json() as { hiddenSeedHash: string };
      expect(hiddenSeedHash).toMatch(/^[0-9a-f]{64}$/);
      hashes.add(hiddenSeedHash);
      // Published at once, the seed itself only at the end.
      const during = (await inject('GET', `/api/games/${created.id}`)).json() as { hiddenSeeds: { fromTurn: number; seedHash: string; seed: string | null }[] };
      expect(during.hiddenSeeds).toEqual([{ fromTurn: 1, seedHash: hiddenSeedHash, seed: null }]);
      await playToTheEnd();
      const drawn = await drawnCards();
      const n = Math.min(drawn.length, withdrawn.length);
      for (let k = 0; k < n; k++) if (drawn[k] === withdrawn[k]) matched++;
      compared += n;
      withdrawn = drawn;
    }
    expect(hashes.size).toBe(reverts); // a new stream every time
    // Chance alone: two shuffles agree at a draw CHANCE (0.375) of the time; replaying the withdrawn stream agrees
    // every time. The bound is 5 standard deviations above chance at this count (≤ 0.76 for 40 draws compared).
    expect(matched / compared).toBeLessThan(CHANCE + 5 * Math.sqrt((CHANCE * (1 - CHANCE)) / compared));

    // The game is over: every stream is revealed, matches its hash, and the whole game replays draw by draw.
    const final = (await inject('GET', `/api/games/${created.id}`)).json() as { hiddenSeeds: { fromTurn: number; seedHash: string; seed: string | null }[] };
    expect(final.hiddenSeeds).toHaveLength(1);
    const [stream] = final.hiddenSeeds;
    expect(seedHash(stream!.seed!)).toBe(stream!.seedHash);
    const caseFile = (await inject('GET', `/api/games/${created.id}/case.json`)).json() as { steps: { gameSeed?: string }[] };
    expect(caseFile.steps[0]!.gameSeed).toBe(stream!.seed);
    const parsed = genericCaseSupport(skirmish).parse(caseFile);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(compareExpect(parsed.value.expect, parsed.value.run())).toEqual([]);
    // Each step's own case file names the stream it drew from.
    const first = (await inject('GET', `/api/games/${created.id}/turns/1/case.json`)).json() as { gameSeed?: string };
    expect(first.gameSeed).toBe(stream!.seed);
  });
});
