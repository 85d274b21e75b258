import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { renderBbcode } from '../../../src/reports/render-bbcode.ts';
import { renderHtml } from '../../../src/reports/render-html.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { GODS, TOKEN_KINDS, type God } from '../../../src/engine/rulesets/chaos-in-the-old-world/ids.ts';
import { dialMax, onBoard } from '../../../src/engine/rulesets/chaos-in-the-old-world/rules.ts';
import type { State } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { FOUR, THREE, ruleset, setupWith } from './helpers.ts';
import { randomGame } from './random-games.ts';

const setup = ruleset.defaultSetup();
/** A setup where every region is fought over more (cheap, strong followers), so random games battle and ruin. */
const bloody = setupWith({ ruinLimit: 5 }, (d) => GODS.forEach((g) => d.gods[g].figures.forEach((f) => (f.attack += 1))));

const gamesArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 12 }),
  three: fc.boolean(),
  rules: fc.constantFrom(setup, bloody),
  steps: fc.integer({ min: 5, max: 90 }),
});
const RUNS = Number(process.env.FC_RUNS ?? 16);
/** Fixed fast-check seeds: the same runs every time (a failure prints its counterexample to replay). */
const SEED = process.env.FC_SEED === 'random' ? undefined : 20261203;

const totalCards = (rules: typeof setup, god: God) => rules.data.gods[god].cards.reduce((s, c) => s + c.copies, 0);
const inPlay = (state: State, god: God) => Object.values(state.regions).reduce((s, r) => s + r.cards.filter((c) => c.god === god).length, 0);

describe('properties of random games (fast-check)', () => {
  test('pieces are conserved, limits hold, nothing goes negative, scores and corruption only grow', () => {
    fc.assert(
      fc.property(gamesArb, ({ seed, three, rules, steps }) => {
        const players = three ? THREE : FOUR;
        const { states } = randomGame(rules, players, seed, steps);
        const owTotal = (players.length === 3 ? rules.options.oldWorldDeckThree : rules.options.oldWorldDeckFour) + states[0]!.oldWorld.aside.length;
        states.forEach((state, i) => {
          for (const god of state.gods) {
            for (const f of rules.data.gods[god].figures) {
              expect(onBoard(state, god, f.id)).toBeLessThanOrEqual(f.count);
              for (const r of Object.values(state.regions)) expect(r.figures[god]![f.id]!).toBeGreaterThanOrEqual(0);
            }
            expect(state.hands[god]!.length + state.decks[god]!.length + state.discards[god]!.length + inPlay(state, god)).toBe(totalCards(rules, god));
            expect(state.power[god]!).toBeGreaterThanOrEqual(0);
            expect(state.threat[god]!).toBeLessThanOrEqual(dialMax(rules, god));
            expect(new Set(state.upgrades[god]).size).toBe(state.upgrades[god]!.length);
            if (i > 0) expect(state.vp[god]!).toBeGreaterThanOrEqual(states[i - 1]!.vp[god]!);
          }
          const ow = state.oldWorld;
          expect(ow.deck.length + ow.track.filter((c) => c !== null).length + ow.discard.length + ow.aside.length).toBe(owTotal);
          const ruined = Object.values(state.regions).filter((r) => r.ruined);
          expect(ruined.length + state.ruination.length).toBe(rules.data.ruination.length);
          for (const [id, r] of Object.entries(state.regions)) {
            expect(r.cards.length).toBeLessThanOrEqual(rules.data.regions.find((x) => x.id === id)!.cardSlots);
            for (const k of TOKEN_KINDS) expect(r.tokens[k]).toBeGreaterThanOrEqual(0);
            if (i > 0) {
              const before = states[i - 1]!.regions[id]!;
              for (const god of state.gods) expect(r.corruption[god]!).toBeGreaterThanOrEqual(before.corruption[god]!);
              if (before.ruined) expect(r.ruined).toBe(true);
            }
          }
        });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  test('positions and outcomes survive JSON; resolving the same step twice gives the same result', () => {
    fc.assert(
      fc.property(gamesArb, ({ seed, three, rules, steps }) => {
        const players = three ? THREE : FOUR;
        const { states, outcomes } = randomGame(rules, players, seed, steps);
        for (const s of states) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        for (const o of outcomes) expect(JSON.parse(JSON.stringify(o))).toEqual(o);
        const last = states.at(-2)!;
        const again = ruleset.resolve({ setup: rules, players, state: last, orders: {}, seed: 'twice', gameSeed: seed });
        expect(ruleset.resolve({ setup: rules, players, state: JSON.parse(JSON.stringify(last)), orders: {}, seed: 'twice', gameSeed: seed })).toEqual(again);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  test('views never leak: another god’s hand, any deck, the Old World deck and the cards set aside', () => {
    fc.assert(
      fc.property(gamesArb, fc.nat(), ({ seed, three, rules, steps }, pickSeat) => {
        const players = three ? THREE : FOUR;
        const { states } = randomGame(rules, players, seed, steps);
        const state = structuredClone(states.at(-1)!);
        if (state.result) return;
        // Sentinels in every hidden place.
        for (const god of state.gods) {
          state.hands[god] = [`SECRET-HAND-${god}`];
          state.decks[god] = [`SECRET-DECK-${god}`];
        }
        state.oldWorld.deck = ['SECRET-OW-DECK'];
        state.oldWorld.aside = ['SECRET-OW-ASIDE'];
        state.opening = [{ type: 'cards_drawn', god: state.gods[0]!, count: 1, cards: [`SECRET-HAND-${state.gods[0]}`], reshuffled: false, reason: 'draw' }];
        const me = players[pickSeat % players.length]!;
        const texts = (viewer: Parameters<NonNullable<typeof ruleset.playerView>>[3]) => [
          JSON.stringify(ruleset.playerView!(rules, players, state, viewer)),
          JSON.stringify(ruleset.describePosition!({ setup: rules, players, state, lang: 'en', viewer })),
          ruleset.renderMap!(rules, state, 'es', viewer),
        ];
        for (const text of texts({ role: 'player', id: me.id })) {
          for (const god of state.gods) if (god !== me.god) expect(text).not.toContain(`SECRET-HAND-${god}`);
          expect(text).not.toMatch(/SECRET-(DECK|OW)/);
        }
        for (const text of texts({ role: 'public' })) expect(text).not.toContain('SECRET');
        const gm = JSON.stringify(ruleset.playerView!(rules, players, state, { role: 'gm' }));
        expect(gm).toContain('SECRET-OW-ASIDE');
        expect(gm).toContain(`SECRET-HAND-${me.god}`);
        expect(JSON.stringify(ruleset.playerView!(rules, players, state, { role: 'player', id: me.id }))).toContain(`SECRET-HAND-${me.god}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  test('reports and outcome views never show the cards another god drew', () => {
    fc.assert(
      fc.property(gamesArb, ({ seed, three, steps }) => {
        const players = three ? THREE : FOUR;
        // Sentinel card names: "SECRET <god> <card>" (played cards are public, so only cards never played count).
        const rules = setupWith({}, (d) =>
          GODS.forEach((g) => d.gods[g].cards.forEach((c) => (c.name = { es: `SECRET ${g} ${c.id}`, en: `SECRET ${g} ${c.id}` }))),
        );
        const { states, outcomes } = randomGame(rules, players, seed, Math.min(steps, 40));
        outcomes.forEach((outcome, i) => {
          const publicNames = new Set(
            outcome.events.flatMap((e) =>
              e.type === 'card_played' ? [`SECRET ${e.god} ${e.card}`] : e.type === 'cards_discarded' ? e.cards.map((c) => `SECRET ${e.god} ${c}`) : [],
            ),
          );
          for (const viewer of [{ role: 'public' as const }, ...players.map((p) => ({ role: 'player' as const, id: p.id }))]) {
            const own = viewer.role === 'player' ? players.find((p) => p.id === viewer.id)!.god : null;
            const doc = ruleset.report!({
              setup: rules,
              players,
              before: states[i]!,
              after: states[i + 1]!,
              outcome,
              step: i + 1,
              game: { id: 'g', name: 'G' },
              lang: 'en',
              viewer,
              rolls: [],
              corrections: [],
            });
            const text = [JSON.stringify(doc), renderHtml(doc), renderBbcode(doc), renderMarkdown(doc)].join('\n');
            const seen = ruleset.outcomeView!(rules, players, outcome, viewer) as typeof outcome;
            for (const e of outcome.events) {
              if (e.type !== 'cards_drawn' || e.god === own || outcome.result) continue;
              for (const card of e.cards ?? []) {
                const name = `SECRET ${e.god} ${card}`;
                if (publicNames.has(name)) continue;
                expect(text).not.toContain(name);
              }
            }
            for (const e of seen.events) if (e.type === 'cards_drawn' && e.god !== own && !outcome.result) expect(e.cards).toBeNull();
          }
        });
      }),
      { numRuns: Math.ceil(RUNS / 2), seed: SEED },
    );
  });
});
