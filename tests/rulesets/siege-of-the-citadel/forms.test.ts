import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { openRequests } from '../../../src/engine/core/decisions.ts';
import { parseSchemaFormFields, schemaFormFields } from '../../../src/web/forms/index.ts';
import { act, BAUHAUS, game, LEGION, move, PLAYERS, refusals, ruleset, scenario, setupWith, step, troopers, type Game } from './helpers.ts';

/**
 * The requests as the generated player forms draw them (src/web/forms): what a player sees must be what they
 * can send. Found by playing a mission in the browser (tests/rulesets/siege-of-the-citadel/game.browser.test.ts).
 */
const requestOf = (g: Game, player: string) => openRequests(ruleset, g.setup, g.players, g.state).find((r) => r.player === player)!;
const values = (g: Game, player: string, path: string) => (requestOf(g, player).choices?.[path] ?? []).map((c) => c.value);
const form = (g: Game, player: string, lang: 'es' | 'en' = 'en') => {
  const request = requestOf(g, player);
  return schemaFormFields({ schema: request.schema!, value: undefined, choices: request.choices, lang, prefix: 'answer' }).toString();
};

function bauhausIn(options = {}): Game {
  const setup = setupWith(options);
  return game(
    setup,
    PLAYERS,
    scenario(setup, PLAYERS, {
      turn: 'B',
      groups: { B: { entrance: 'west', hand: ['dc-1'] } },
      sections: { '1': ['mc-2'], '3': ['mc-1'] },
      figures: [
        { id: 'valerie-duval', at: 'b4' },
        { id: 'max-steiner', status: 'waiting' },
        { id: 'legionnaire-9', at: 'd2' },
      ],
    }),
  );
}

describe('the forms of the requests', () => {
  test("the answer's kind travels as a hidden field, not as a text box to fill in", () => {
    const html = form(bauhausIn(), 'B');
    expect(html).toContain('<input type="hidden" name="answer.kind" value="doomtroopers">');
    expect(html).not.toMatch(/<label[^>]*>Kind<\/label>/);
  });

  test.each([
    ['es', 'Terminar el turno', 'Tus figuras que aún no han actuado', 'Mantener abierto el turno de la figura'],
    ['en', 'End turn', 'Your figures that have not acted yet', 'Keep the figure&#39;s turn open'],
  ] as const)('%s: the end-of-turn and hold checkboxes carry labels of their own from the catalogue', (lang, endTurn, help, hold) => {
    const html = form(bauhausIn(), 'B', lang);
    const box =
      /<label class="check"><input type="checkbox" id="answer-endTurn" name="answer\.endTurn" value="true"([^>]*)> ([^<]*)<\/label><p class="hint" id="answer-endTurn-hint">([^<]*)<\/p>/.exec(
        html,
      );
    expect(box?.[1]).toBe(' aria-describedby="answer-endTurn-hint"');
    expect(box?.[2]).toBe(endTurn);
    expect(box?.[3]).toContain(help);
    expect(html).toMatch(new RegExp(`id="answer-activations-0-hold" name="answer\\.activations\\.0\\.hold" value="true"> ${hold}`));
    if (lang === 'es') expect(html).not.toMatch(/> (End turn|Hold)</); // no English key on a Spanish page
  });

  test('targets offered to a corporation are the creatures; Doomtroopers only when the option allows attacking them', () => {
    expect(values(bauhausIn(), 'B', 'activations[].actions[].target')).toEqual(['legionnaire-9']);
    expect(values(bauhausIn({ fireOnDoomtroopers: true }), 'B', 'activations[].actions[].target')).toEqual(['valerie-duval', 'legionnaire-9']);
  });

  test('once the group has come in, its entrance is the only one offered', () => {
    expect(values(bauhausIn(), 'B', 'entrance')).toEqual(['west']);
    const setup = setupWith();
    const first = game(setup, [LEGION, BAUHAUS], scenario(setup, [LEGION, BAUHAUS], { turn: 'B', figures: [] }));
    expect(values(first, 'B', 'entrance')).toEqual(['west', 'south-west', 'east']);
  });

  test("a card in hand is offered with its two effects, the effects are named, and the card's target is one of the group's troopers", () => {
    const g = bauhausIn();
    const card = requestOf(g, 'B').choices!['card.card']!;
    expect(card).toEqual([
      {
        value: 'dc-1',
        label: { es: 'Adrenalina', en: 'Adrenaline' },
        hint: { es: expect.stringContaining('1: +1 acción Extra'), en: '1: +1 Extra action for your group. · 2: One of your Doomtroopers regains 1 strength.' },
      },
    ]);
    expect(requestOf(g, 'B').choices!['card.effect']!.map((c) => c.label)).toEqual([
      { es: 'Efecto 1', en: 'Effect 1' },
      { es: 'Efecto 2', en: 'Effect 2' },
    ]);
    expect(values(g, 'B', 'card.target')).toEqual(['valerie-duval', 'max-steiner']);
  });

  test('revealed creatures: the form starts with one row per creature on a legal square, and that answer is accepted', () => {
    const h = bauhausIn();
    step(h, { B: troopers([act('valerie-duval', move('b3'))]) }); // section 1's face-down card is revealed
    expect(h.state.pending?.creatures).toEqual(['legionnaire-10', 'legionnaire-11']);
    const placements = (requestOf(h, 'L').schema as z.ZodType<{ placements: { creature: string; square: string }[] }>).parse({}).placements;
    expect(placements.map((p) => p.creature)).toEqual(['legionnaire-10', 'legionnaire-11']);
    expect(refusals(h, 'L', { kind: 'place-monsters', placements })).toEqual([]);
    expect(form(h, 'L')).toContain('name="answer.placements.1.creature" value="legionnaire-11" checked');
  });

  test('reinforcements: the form starts with one row per creature at the first gate, and that answer is accepted', () => {
    const setup = setupWith();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'L',
        phase: 'actions',
        groups: { B: { entrance: 'west' } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'legionnaire-1', status: 'waiting' },
          { id: 'necromutant-1', status: 'waiting' },
        ],
      }),
    );
    const reinforcements = (requestOf(g, 'L').schema as z.ZodType<{ reinforcements: unknown[] }>).parse({}).reinforcements;
    expect(reinforcements).toEqual([
      { creature: 'legionnaire-1', entrance: 'gate-north' },
      { creature: 'necromutant-1', entrance: 'gate-north' },
    ]);
    expect(refusals(g, 'L', { kind: 'legion', reinforcements, activations: [], endTurn: true })).toEqual([]);
  });

  test('the optional card offers "Don\'t play a card", and that posted form is a decline accepted with the card kept', () => {
    // Seed "DOOMTROOPERKORT": "Kortet kan spelas ut när som helst" (may, not must): the player can say no.
    const setup = setupWith();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'M',
        groups: { M: { entrance: 'west' }, B: { entrance: 'west', hand: ['dc-1'] } },
        figures: [{ id: 'yojimbo', at: 'b2' }],
      }),
    );
    expect(requestOf(g, 'B')).toMatchObject({ kind: 'play-card', required: false });
    const html = form(g, 'B');
    expect(html).toContain('<option value="decline" data-k="1">Don&#39;t play a card (it stays in your hand)</option>');
    // Its kind travels as every request's does, once, as answer.kind (not answer.__v0.kind and answer.__v1.kind).
    expect(html.match(/<input type="hidden" name="answer\.kind" value="play-card">/g)).toHaveLength(1);
    expect(html).toContain('name="answer.__play.card"');
    expect(html).not.toMatch(/__v\d/);
    const parsed = parseSchemaFormFields(requestOf(g, 'B').schema!, { 'answer.kind': 'play-card', 'answer.__variant': 'decline' }, 'answer');
    expect(parsed).toMatchObject({ ok: true, value: { choice: 'decline' } });
    expect(refusals(g, 'B', parsed.ok ? parsed.value : null)).toEqual([]);
    step(g, { B: parsed.ok ? parsed.value : null, M: { kind: 'doomtroopers', activations: [], endTurn: true } });
    expect(g.state.groups.B!.hand).toEqual(['dc-1']);
  });

  test("a path's steps are the squares within the figure's reach: the ends of the paths the adjudicator accepts", () => {
    // Valerie Duval at b4 with one action left (move 3): the ends of every path of up to 3 steps the check accepts.
    const setup = setupWith();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'B',
        actions: { 'valerie-duval': 1 },
        done: ['max-steiner'],
        groups: { B: { entrance: 'west', extra: 0 } },
        figures: [
          { id: 'valerie-duval', at: 'b4' },
          { id: 'max-steiner', at: 'a5' },
          { id: 'legionnaire-9', at: 'd4' },
        ],
      }),
    );
    const offered = values(g, 'B', 'activations[].actions[].path[]');
    const square = (s: string) => /^([a-z])(\d+)$/.exec(s)!;
    const around = (s: string) =>
      [-1, 0, 1].flatMap((dx) =>
        [-1, 0, 1].flatMap((dy) => {
          const [, col, row] = square(s);
          const x = col!.charCodeAt(0) + dx;
          const y = Number(row) + dy;
          return (dx !== 0 || dy !== 0) && x >= 97 && x <= 122 && y >= 1 ? [`${String.fromCharCode(x)}${y}`] : [];
        }),
      );
    let paths: string[][] = [[]];
    const ends = new Set<string>();
    for (let length = 1; length <= 3; length++) {
      paths = paths.filter((path) => path.at(-1) !== 'off').flatMap((path) => [...around(path.at(-1) ?? 'b4'), 'off'].map((next) => [...path, next]));
      for (const path of paths) {
        const answer = { kind: 'doomtroopers', activations: [{ figure: 'valerie-duval', actions: [{ type: 'move', path }] }] };
        if (refusals(g, 'B', answer).length === 0) ends.add(path.at(-1)!);
      }
    }
    expect(ends.size).toBeGreaterThan(10);
    expect(new Set(offered)).toEqual(ends); // not every square of the board, as before (issue 37)
    expect(offered).not.toContain('d4'); // the legionnaire's square
    expect(offered).toContain('off'); // through a4, a square of the west entrance
  });

  test('a Doomtrooper still outside steps in at its entrance: those squares and the ones beyond, and leaving is offered', () => {
    const g = bauhausIn(); // Max Steiner waits at the west entrance (a4, a5); Valerie Duval on b4; a card in hand
    const offered = values(g, 'B', 'activations[].actions[].path[]');
    expect(offered).toEqual(expect.arrayContaining(['a4', 'a5', 'b3', 'off']));
    expect(offered).not.toContain('x16'); // the far corner
    expect(offered.length).toBeLessThan(values(g, 'B', 'activations[].actions[].square').length); // every square of the board
    expect(refusals(g, 'B', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'move', path: ['a5', 'a6'] }] }] })).toEqual([]);
  });

  test("the Legion's path squares: from each creature's square, and a reinforcement's from the gates it may be sent to", () => {
    const setup = setupWith();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'L',
        phase: 'actions',
        groups: { B: { entrance: 'west' } },
        figures: [
          { id: 'valerie-duval', at: 'b2' },
          { id: 'legionnaire-1', status: 'waiting' },
        ],
      }),
    );
    const offered = values(g, 'L', 'activations[].actions[].path[]');
    expect(offered).toEqual(expect.arrayContaining(['l6', 'm6']));
    expect(offered).not.toContain('a1');
    expect(offered).not.toContain('off');
  });

  test('the phase is named in both languages, buying credits included', () => {
    const setup = setupWith({ startingRank: 2 });
    const g = game(setup, [LEGION, BAUHAUS]);
    expect(ruleset.phase!(setup, g.state).name).toEqual({ es: 'Comprar créditos', en: 'Buy credits' });
  });
});
