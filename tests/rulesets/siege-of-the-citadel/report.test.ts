import { describe, expect, test } from 'vitest';
import type { Lang } from '../../../src/engine/core/catalogue.ts';
import { plainText, type ReportDocument } from '../../../src/engine/core/document.ts';
import type { Viewer } from '../../../src/engine/core/ruleset.ts';
import type { Outcome } from '../../../src/engine/rulesets/siege-of-the-citadel/outcome.ts';
import type { State } from '../../../src/engine/rulesets/siege-of-the-citadel/state.ts';
import { renderBbcode } from '../../../src/reports/render-bbcode.ts';
import { renderHtml } from '../../../src/reports/render-html.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import {
  act,
  ALL_HIT,
  BAUHAUS,
  CYBERTRONIC,
  game,
  golden,
  json,
  LEGION,
  melee,
  MISHIMA,
  move,
  ruleset,
  scenario,
  setupWith,
  step,
  troopers,
  type Game,
} from './helpers.ts';

const players = [LEGION, BAUHAUS, CYBERTRONIC];

function report(
  g: Game,
  index: number,
  before: State,
  lang: Lang,
  viewer: Viewer,
  short = false,
  corrections: { kind: string; reason: string; data: Record<string, unknown> }[] = [],
  after: State = g.state,
): ReportDocument {
  return ruleset.report!({
    setup: g.setup,
    players: g.players,
    before,
    after,
    outcome: g.outcomes[index] as Outcome,
    step: index + 1,
    game: { id: 'g1', name: 'Citadel' },
    lang,
    viewer,
    rolls: [],
    corrections,
    ...(short ? { short } : {}),
  });
}

function goldenAll(name: string, doc: ReportDocument): void {
  golden(`${name}.json`, json(doc));
  golden(`${name}.html`, renderHtml(doc));
  golden(`${name}.bbcode`, renderBbcode(doc));
  golden(`${name}.md`, renderMarkdown(doc));
}

/** A close-combat exchange on the first-strike board with the default dice and fixed seeds. */
function combat(): { g: Game; befores: State[]; afters: State[] } {
  const setup = setupWith();
  const g = game(
    setup,
    players,
    scenario(setup, players, {
      turn: 'B',
      order: ['B', 'L', 'C'],
      groups: { B: { entrance: 'west', hand: ['dc-1'] }, C: { entrance: 'west', hand: ['dc-4'] } },
      sections: { '2': ['mc-9'] },
      figures: [
        { id: 'valerie-duval', at: 'g4', weapon: 'punisher-sword' },
        { id: 'max-steiner', at: 'e2', equipment: ['laser-sight'] },
        { id: 'attila-iii', at: 'b2' },
        { id: 'coral-beach', at: 'b3' },
        { id: 'necromutant-1', at: 'e5' },
      ],
    }),
  );
  const befores: State[] = [];
  const afters: State[] = [];
  const run = (orders: Record<string, unknown>, seed: string) => {
    befores.push(g.state);
    step(g, orders, seed);
    afters.push(g.state);
  };
  run({ B: troopers([act('max-steiner', { type: 'attack', mode: 'ranged', target: 'necromutant-1' }), act('valerie-duval', move('h4', 'i4'))]) }, 'report-1');
  run(
    {
      L: {
        kind: 'place-monsters',
        placements: [
          { creature: 'razide-1', square: 'j4' },
          { creature: 'legionnaire-1', square: 'j2' },
        ],
      },
    },
    'report-2',
  );
  run({ B: troopers([act('valerie-duval', melee('razide-1'))], { endTurn: true }) }, 'report-3');
  return { g, befores, afters };
}

describe('step reports', () => {
  const { g, befores, afters } = combat();

  test.each(['en', 'es'] as const)('an attack, a reveal, the placement and close combat (%s, public copy)', (lang) => {
    for (let i = 0; i < g.outcomes.length; i++) goldenAll(`combat-${i + 1}.${lang}`, report(g, i, befores[i]!, lang, { role: 'public' }, false, [], afters[i]));
  });

  test('every die of the step is in the text', () => {
    const doc = report(g, 0, befores[0]!, 'en', { role: 'public' }, false, [], afters[0]);
    const text = renderHtml(doc);
    const attack = g.outcomes[0]!.events.find((e) => e.type === 'attack');
    if (attack?.type !== 'attack') throw new Error('no attack');
    const faces = attack.rolls[0]!.dice.map((d) => `${d.value}${d.hit ? '✓' : ''}`).join(', ');
    expect(text).toContain(`[${faces}]`);
  });

  test('the short copy fits a chat message', () => {
    for (let i = 0; i < g.outcomes.length; i++) {
      const doc = report(g, i, befores[i]!, 'en', { role: 'public' }, true, [], afters[i]);
      expect(renderMarkdown(doc).length).toBeLessThan(1500);
    }
    goldenAll('combat-1.short.en', report(g, 0, befores[0]!, 'en', { role: 'public' }, true, [], afters[0]));
  });

  test('corrections are listed', () => {
    const doc = report(g, 2, befores[2]!, 'en', { role: 'gm' }, false, [
      { kind: 'restore', reason: 'a wall was in the way', data: { figure: 'necromutant-1' } },
    ]);
    expect(renderMarkdown(doc)).toContain('Put a figure back on the board: a wall was in the way; figure: necromutant-1');
  });

  test.each(['en', 'es'] as const)('%s: the short copy keeps the corrections as the full report lists them (issue 37)', (lang) => {
    // As the server stores an applied correction: the record's id and date are no part of it.
    const stored = [
      { kind: 'restore', reason: 'a wall was in the way', data: { figure: 'necromutant-1', id: 'adj_1', createdAt: '2025-01-02T03:04:05.000Z' } },
    ];
    const full = renderMarkdown(report(g, 2, befores[2]!, lang, { role: 'public' }, false, stored, afters[2]));
    const short = renderMarkdown(report(g, 2, befores[2]!, lang, { role: 'public' }, true, stored, afters[2]));
    const section = /### [^\n]+\n\n- [^\n]+\n/.exec(full)![0];
    expect(section).toContain('a wall was in the way; figure: necromutant-1');
    expect(section).not.toMatch(/adj_1|createdAt/);
    expect(short).toContain(section);
    expect(short.length).toBeLessThan(1500);
  });
});

describe('kevlar in the report', () => {
  test('a Doomtrooper hit three times: armour, kevlar die, damage', () => {
    const setup = setupWith({}, { dice: ALL_HIT });
    const g = game(
      setup,
      players,
      scenario(setup, players, {
        turn: 'L',
        groups: { B: { entrance: 'west' } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'razide-1', at: 'b3' },
          { id: 'legionnaire-1', at: 'h8' },
        ],
      }),
    );
    const before = g.state;
    step(g, { L: { kind: 'legion', activations: [act('razide-1', melee('valerie-duval'))] } }, 'kevlar');
    const en = report(g, 0, before, 'en', { role: 'public' });
    const es = report(g, 0, before, 'es', { role: 'public' });
    expect(renderHtml(en)).toContain('Valerie Duval</b>: 3 hits, armour 1, kevlar 1 white die [2✓] → 1 hit, saves 1 → 1 damage, strength 4.');
    expect(renderHtml(es)).toContain('Valerie Duval</b>: 3 impactos, armadura 1, kevlar 1 dado blanco [2✓] → 1 impacto, para 1 → 1 daño, fuerza 4.');
    goldenAll('kevlar.en', en);
  });
});

describe('secrets in reports', () => {
  test('the cards dealt at the start: each player sees their own, the public only how many', () => {
    const setup = setupWith({ creditPurchase: false }, { equipment: [] });
    const g = game(setup, players);
    // The mission starts in initialState; a first answer shows a step's report. Deal again by a fresh start step:
    const state = ruleset.initialState(setup, players, { gameSeed: 'secret' });
    const hand = state.groups.B!.hand;
    const cardName = setup.data.doomtrooperCards.find((c) => c.id === hand[0])!.name.en;
    const outcome: Outcome = {
      stage: 'draft',
      round: 0,
      asked: [],
      defaulted: [],
      gameOver: false,
      events: [
        { type: 'cards_dealt', player: 'B', cards: hand },
        { type: 'cards_dealt', player: 'C', cards: state.groups.C!.hand },
      ],
    };
    g.outcomes.push(outcome);
    g.state = state;
    const own = renderMarkdown(report(g, 0, state, 'en', { role: 'player', id: 'B' }));
    const other = renderMarkdown(report(g, 0, state, 'en', { role: 'player', id: 'C' }));
    const pub = renderMarkdown(report(g, 0, state, 'en', { role: 'public' }));
    expect(own).toContain(cardName);
    expect(other).not.toContain(cardName);
    expect(pub).not.toContain(cardName);
    expect(pub).toContain('is dealt 1 Doomtrooper card.');
  });
});

describe('the end of a mission', () => {
  test('scores table: mission points, points, credits, total (points + 5 × credits)', () => {
    const setup = setupWith();
    const g = game(
      setup,
      [LEGION, BAUHAUS],
      scenario(setup, [LEGION, BAUHAUS], {
        turn: 'B',
        order: ['L', 'B'],
        last: true,
        groups: { B: { entrance: 'west', points: 14, startPoints: 0 } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'max-steiner', status: 'dead' },
        ],
      }),
    );
    const before = g.state;
    step(g, { B: troopers([], { endTurn: true }) }, 'end');
    const doc = report(g, 0, before, 'en', { role: 'public' });
    goldenAll('end.en', doc);
    goldenAll('end.es', report(g, 0, before, 'es', { role: 'public' }));
    expect(plainText(doc.title)).toBe('Citadel: step 1 — round 1');
  });

  // Seed "ENSTAKA SPEL": "Spelaren som tjänar ihop flest poäng under uppdraget vinner! Vid spelets slut räknar
  // alla spelare ihop slutpoängen genom att lägga ihop poäng och krediter." Both, in the full and the short copy.
  test('the winner by points earned in the mission, then every final score (points + 5 × credits)', () => {
    const setup = setupWith();
    const g = game(
      setup,
      [LEGION, BAUHAUS],
      scenario(setup, [LEGION, BAUHAUS], {
        turn: 'B',
        order: ['L', 'B'],
        last: true,
        groups: { B: { entrance: 'west', points: 14, startPoints: 0 } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'max-steiner', status: 'dead' },
        ],
      }),
    );
    const before = g.state;
    step(g, { B: troopers([], { endTurn: true }) }, 'end');
    const lines = (doc: ReportDocument) => doc.blocks.flatMap((b) => (b.kind === 'list' ? b.items.map((item) => plainText(item)) : []));
    const line = 'Mission winner (most points earned in it): Bo (Bauhaus) (14). Final scores (points + 5 × credits): Bo (Bauhaus) 34, Lena 0.';
    expect(lines(report(g, 0, before, 'en', { role: 'public' }))).toContain(line);
    expect(lines(report(g, 0, before, 'en', { role: 'public' }, true))).toContain(line);
    expect(lines(report(g, 0, before, 'es', { role: 'public' }))).toContain(
      'Gana la misión (más puntos ganados en ella): Bo (Bauhaus) (14). Puntuación final (puntos + 5 × créditos): Bo (Bauhaus) 34, Lena 0.',
    );
  });
});

// Seed "DOOMTROOPERKORT": the roll, the window ("before the damage"), then the card and the damage.
describe('the window before the damage in the report', () => {
  test('the roll and who may answer, then the card that kept the trooper out of the attack', () => {
    const setup = setupWith({}, { dice: { white: ['miss', 'miss'], red: ['hit', 'hit'], black: ['hit', 'hit'] } });
    const seats = [LEGION, BAUHAUS];
    const g = game(
      setup,
      seats,
      scenario(setup, seats, {
        turn: 'L',
        groups: { B: { entrance: 'west', hand: ['dc-4'] } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'razide-1', at: 'c2' },
        ],
      }),
    );
    const before = g.state;
    step(g, { L: { kind: 'legion', activations: [{ figure: 'razide-1', actions: [melee('valerie-duval')] }], endTurn: true } });
    const middle = g.state;
    step(g, { B: { kind: 'react', card: { card: 'dc-4', effect: 1, target: 'valerie-duval' } } });
    const lines = (doc: ReportDocument) =>
      doc.blocks.flatMap((b) => (b.kind === 'list' ? b.items.map((item) => plainText(item)) : b.kind === 'paragraph' ? [plainText(b.content)] : []));
    const first = lines(report(g, 0, before, 'en', { role: 'public' }, false, [], middle));
    expect(first).toContain(
      'Razide 1 rolls against Valerie Duval: 3 red dice [2✓, 1✓, 1✓] → 3 hits. Before the damage these may play a Doomtrooper card: Bo (Bauhaus).',
    );
    expect(first).toContain('Now: Bo (Bauhaus): A card before the damage.');
    const second = lines(report(g, 1, middle, 'en', { role: 'public' }));
    expect(second[0]).toMatch(/^Bo \(Bauhaus\) plays Cover, effect 1: .* \(Valerie Duval is kept out of this attack\)$/);
    expect(second[1]).toBe(
      'Action 1: Razide 1 attacks Valerie Duval (close combat, monster tile): 3 red dice [2✓, 1✓, 1✓] → 3 hits. • Valerie Duval: 3 hits, stopped by a Doomtrooper card.',
    );
  });
});

// Seed "KAMPANJSPEL": a campaign's standings after every mission, and its winner when it ends.
describe('a campaign in the report and the position', () => {
  const legion = { ...LEGION, corporation: 'capitol' as const };
  const seats = [legion, BAUHAUS, MISHIMA];
  const groups = [
    { corporation: 'bauhaus' as const, points: 20, credits: 4 },
    { corporation: 'imperial' as const, points: 30, credits: 10 },
    { corporation: 'mishima' as const, points: 25, credits: 3 },
  ];
  const ended = (campaignMission: number) => {
    const setup = setupWith({ campaignMissions: 3, campaignMission, groups });
    const g = game(
      setup,
      seats,
      scenario(setup, seats, {
        turn: 'M',
        order: ['L', 'B', 'M'],
        last: true,
        groups: { B: { entrance: 'west', points: 32, startPoints: 20 }, M: { entrance: 'west', points: 27, startPoints: 25 } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'yojimbo', at: 'b3' },
        ],
      }),
    );
    const before = g.state;
    step(g, { M: troopers([], { endTurn: true }) }, 'end');
    return { g, before };
  };
  const lines = (doc: ReportDocument) =>
    doc.blocks.flatMap((b) => (b.kind === 'list' ? b.items.map((item) => plainText(item)) : b.kind === 'paragraph' ? [plainText(b.content)] : []));

  test('the last mission of a short campaign names its winner (most points, not the final score)', () => {
    const { g, before } = ended(3);
    const line =
      'Short campaign, mission 3 of 3. Campaign standings (points): Bo (Bauhaus) 32, Imperial 30, Mia (Mishima) 27, Lena (Capitol) 0. The campaign is over: Bo (Bauhaus) wins.';
    expect(lines(report(g, 0, before, 'en', { role: 'public' }))).toContain(line);
    expect(lines(report(g, 0, before, 'en', { role: 'public' }, true))).toContain(line);
    const position = ruleset.describePosition!({ setup: g.setup, players: g.players, state: g.state, lang: 'es', viewer: { role: 'public' } });
    expect(lines(position)).toContain('Campaña corta, misión 3 de 3.');
    expect(lines(position)).toContain('Fin de la campaña: gana Bo (Bauhaus).');
    const table = position.blocks.at(-2);
    expect(table?.kind === 'table' ? table.rows.map((r) => r.map((cell) => plainText(cell))) : null).toEqual([
      ['Bo (Bauhaus)', '32', '6'],
      ['Imperial', '30', '10'],
      ['Mia (Mishima)', '27', '5'],
      ['Lena (Capitol)', '0', '2'],
    ]);
  });

  test('before its last mission the campaign goes on (standings, no winner)', () => {
    const { g, before } = ended(2);
    expect(lines(report(g, 0, before, 'en', { role: 'public' }))).toContain(
      'Short campaign, mission 2 of 3. Campaign standings (points): Bo (Bauhaus) 32, Imperial 30, Mia (Mishima) 27, Lena (Capitol) 0. The campaign goes on: the GM may start the next mission.',
    );
    expect(ruleset.campaign!.ended!(g.setup, g.players, g.state)).toBe(false);
  });
});

describe('the position for a viewer', () => {
  test.each(['en', 'es'] as const)('describePosition (%s): own hand and secret mission only for their holder', (lang) => {
    const setup = setupWith({ mission: 'way-out' });
    const state = scenario(setup, players, {
      turn: 'B',
      groups: { B: { entrance: 'west', hand: ['dc-2'], secret: 'sm-4', main: false }, C: { hand: ['dc-9'] } },
      figures: [
        { id: 'valerie-duval', at: '2' },
        { id: 'necromutant-1', at: '3' },
      ],
      sections: { '4': ['mc-2'] },
      events: ['ev-5', 'ev-6'],
    });
    const own = ruleset.describePosition!({ setup, players, state, lang, viewer: { role: 'player', id: 'B' } });
    const other = ruleset.describePosition!({ setup, players, state, lang, viewer: { role: 'player', id: 'C' } });
    goldenAll(`position-B.${lang}`, own);
    const secretName = setup.data.secretMissions.find((m) => m.id === 'sm-4')!.name[lang];
    const cardName = setup.data.doomtrooperCards.find((c) => c.id === 'dc-2')!.name[lang];
    expect(renderMarkdown(own)).toContain(secretName);
    expect(renderMarkdown(own)).toContain(cardName);
    expect(renderMarkdown(other)).not.toContain(secretName);
    expect(renderMarkdown(other)).not.toContain(cardName);
  });
});
