import { describe, expect, test } from 'vitest';
import { hiddenRandom, shuffled } from '../../../src/engine/core/random.ts';
import type { Player } from '../../../src/engine/rulesets/chaos-in-the-old-world/players.ts';
import { normalizeState } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import type { Sheet } from '../../../src/engine/rulesets/chaos-in-the-old-world/sheets.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { FOUR, ruleset } from './helpers.ts';

/**
 * Seed, Setup: "Fordel guderne mellem spillerne (Hvis spillerne kan blive enige om at fordele dem mellem sig, så
 * er det fint, men hvis der er uenighed, trækkes der lod)" — when two players want the same god, lots are drawn
 * (from the game seed's hidden stream `gods`), never first come, first served.
 */
const setup = ruleset.defaultSetup();
const KIRA: Player = { id: 'k', name: 'Kira', god: 'khorne' };
const NILS: Player = { id: 'n', name: 'Nils', god: 'khorne' };
const TOVE: Player = { id: 't', name: 'Tove', god: 'tzeentch' };
const SARA: Player = { id: 's', name: 'Sara', god: 'slaanesh' };
const CLASH = [KIRA, NILS, TOVE, SARA];
const SEEDS = Array.from({ length: 12 }, (_, i) => `lot-${i}`);

describe('gods by lot (seed: "hvis der er uenighed, trækkes der lod")', () => {
  test('players who agree: everybody holds the god asked for and no lot is drawn', () => {
    const state = ruleset.initialState(setup, FOUR, { gameSeed: 'agreed' });
    expect(state.seats).toEqual({ khorne: 'k', nurgle: 'n', tzeentch: 't', slaanesh: 's' });
    expect(state.opening.some((e) => e.type === 'gods_drawn')).toBe(false);
  });

  test('two ask for Khorne: the winner is the stream "gods" of the game seed (either of them, by the seed), the loser takes the god left', () => {
    const winners = SEEDS.map((gameSeed) => {
      const state = ruleset.initialState(setup, CLASH, { gameSeed });
      // Replayed by hand: one uniform draw among the two askers, in seat order.
      const expected = ['k', 'n'][hiddenRandom(gameSeed, 'gods').int(0, 1)]!;
      expect(state.seats.khorne).toBe(expected);
      expect(state.seats.nurgle).toBe(expected === 'k' ? 'n' : 'k');
      expect(state.gods).toEqual(['khorne', 'nurgle', 'tzeentch', 'slaanesh']);
      return expected;
    });
    // Not first come, first served: over these seeds both askers win Khorne at least once.
    expect(new Set(winners)).toEqual(new Set(['k', 'n']));
  });

  test('the lots do not move any other hidden draw (each stream has its own purpose)', () => {
    const state = ruleset.initialState(setup, CLASH, { gameSeed: 'lots' });
    const order = shuffled(
      hiddenRandom('lots', 'old-world-deck'),
      setup.data.oldWorld.map((c) => c.id),
    );
    expect([state.oldWorld.track[0] ?? state.oldWorld.discard[0], ...state.oldWorld.deck]).toEqual(order.slice(0, 7));
    const agreed = ruleset.initialState(setup, FOUR, { gameSeed: 'lots' });
    expect(Object.values(state.regions).map((r) => r.tokens)).toEqual(Object.values(agreed.regions).map((r) => r.tokens));
  });

  test('the seats decide everything after the lot: who is asked, whose hand a player sees, the names in the reports', () => {
    // Game seed "lots": Nils wins Khorne, Kira holds Nurgle (case setup-and-games/gods-drawn-by-lot.json).
    const state = JSON.parse(JSON.stringify(ruleset.initialState(setup, CLASH, { gameSeed: 'lots' })));
    expect(state.seats).toEqual({ khorne: 'n', nurgle: 'k', tzeentch: 't', slaanesh: 's' });
    expect(normalizeState(setup, CLASH, state).seats).toEqual(state.seats);
    expect(ruleset.decisions!(setup, CLASH, state).map((r) => [r.player, r.kind])).toEqual([['n', 'summon']]);
    const kiraView = ruleset.playerView!(setup, CLASH, state, { role: 'player', id: 'k' }) as { hands: Record<string, string[] | null> };
    expect(kiraView.hands.nurgle).toEqual(state.hands.nurgle);
    expect(kiraView.hands.khorne).toBeNull();
    // Nils (Khorne) summons; the outcome records the seats, so Kira's outcome view hides Khorne's cards, not Nurgle's.
    const sheet: Sheet = { action: 'summon', figure: 'cultist', region: 'empire' };
    expect(ruleset.checkSheet(setup, CLASH, state, 'n', sheet, 'en').errors).toEqual([]);
    const result = ruleset.resolve({ setup, players: CLASH, state, orders: { n: sheet }, seed: 's1', gameSeed: 'lots' });
    expect(result.outcome.seats).toEqual(state.seats);
    expect(result.outcome.events[0]).toMatchObject({ type: 'summoned', god: 'khorne' });
    const drawn = (god: 'khorne' | 'nurgle') => ({
      type: 'cards_drawn' as const,
      god,
      count: 1,
      cards: ['a-card'],
      reshuffled: false,
      reason: 'draw' as const,
    });
    const seen = ruleset.outcomeView!(
      setup,
      CLASH,
      { ...result.outcome, events: [drawn('khorne'), drawn('nurgle')] },
      { role: 'player', id: 'k' },
    ) as typeof result.outcome;
    expect(seen.events.map((e) => (e.type === 'cards_drawn' ? [e.god, e.cards] : null))).toEqual([
      ['khorne', null],
      ['nurgle', ['a-card']],
    ]);
    const opening = kiraView as unknown as { opening: { type: string; god?: string; cards?: unknown }[] };
    expect(opening.opening.filter((e) => e.type === 'cards_drawn' && e.cards !== null).map((e) => e.god)).toEqual(['nurgle', 'nurgle']);
    const report = ruleset.report!({
      setup,
      players: CLASH,
      before: state,
      after: result.nextState,
      outcome: result.outcome,
      step: 1,
      game: { id: 'g', name: 'G' },
      lang: 'en',
      viewer: { role: 'player', id: 'k' },
      rolls: [],
      corrections: [],
    });
    const text = renderMarkdown(report);
    expect(text).toContain('Gods drawn by lot (the players disagreed): **Khorne**, asked for by Kira, Nils → Nils; Kira draws from **Nurgle** → **Nurgle**.');
    expect(text).toMatch(/^Khorne +\| Nils +\|/m);
    expect(text).toMatch(/^Nurgle +\| Kira +\|/m);
    const short = renderMarkdown(
      ruleset.report!({
        setup,
        players: CLASH,
        before: state,
        after: result.nextState,
        outcome: result.outcome,
        step: 1,
        game: { id: 'g', name: 'G' },
        lang: 'es',
        viewer: { role: 'public' },
        rolls: [],
        corrections: [],
        short: true,
      }),
    );
    expect(short).toContain('Dioses sorteados (hubo desacuerdo)');
  });

  test('a hand-written position for players who ask for the same god must record the seats', () => {
    expect(() => normalizeState(setup, CLASH, {})).toThrow(/records no seats/);
    expect(normalizeState(setup, CLASH, { seats: { khorne: 'n', nurgle: 'k', tzeentch: 't', slaanesh: 's' } }).gods).toEqual([
      'khorne',
      'nurgle',
      'tzeentch',
      'slaanesh',
    ]);
    // Seats that are not a seating of these players are ignored: the players' own choices count (they agree here).
    expect(normalizeState(setup, FOUR, { seats: { khorne: 'x' } }).seats).toEqual({ khorne: 'k', nurgle: 'n', tzeentch: 't', slaanesh: 's' });
  });
});
