import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { plainText } from '../../../src/engine/core/document.ts';
import { markerText } from '../../../src/engine/rulesets/the-awakened/markers.ts';
import { indexBoard, land, populationTable, totals } from '../../../src/engine/rulesets/the-awakened/position.ts';
import { eventLine, presenter } from '../../../src/engine/rulesets/the-awakened/present.ts';
import type { Ctx } from '../../../src/engine/rulesets/the-awakened/context.ts';
import type { Player, Sheet, State } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import { botActions, botMoves } from './bot.ts';
import { goldenFiles, updatingGoldens as updating } from '../../helpers/golden.ts';
import { prettyJson } from './json.ts';
import { PLAYERS, R } from './helpers.ts';

const { check: expectGolden, read: readGolden } = goldenFiles(join(import.meta.dirname, 'golden'));

/**
 * Scripted whole games (2, 3 and 4 players, default setup and boards) played to a win. The answers were
 * written once by the test bot (bot.ts) and are stored in the golden file with the position after every
 * step; the test replays the stored answers, checks each is accepted, and compares every step's position,
 * events and population with the golden (UPDATE_GOLDEN=1 re-plays the bot and rewrites the file).
 */
interface Step {
  step: number;
  round: number;
  player: string;
  kind: string;
  answer: Sheet;
  events: string[];
  population: Record<string, number>;
  lands: string[];
  markersDrawn: number;
  next: string;
}

function landLine(ctx: Ctx, state: State, id: string): string | null {
  const l = land(state, id);
  if (l.marker === null && l.owner === null) return null;
  const marker = l.marker ? markerText(l.marker) : '?';
  const pieces =
    l.owner === null && l.population + l.resources === 0 ? '' : ` ${l.owner ?? '-'} P${l.population} R${l.resources} M${l.military.m} V${l.military.v}`;
  return `${id} ${marker}${pieces}${l.buildings.length ? ` {${l.buildings.join(' ')}}` : ''}${Object.values(state.chambers).includes(id) ? ' (chamber)' : ''}`;
}

function digest(ctx: Ctx, players: Player[], before: State, after: State, answer: Sheet, events: unknown[], step: number): Step {
  const p = presenter(ctx, players, after, 'en');
  return {
    step,
    round: before.round,
    player: before.active!,
    kind: before.step,
    answer,
    events: (events as Parameters<typeof eventLine>[1][]).map((e) => plainText(eventLine(p, e))),
    population: populationTable(ctx.index, after),
    lands: ctx.index.order.map((id) => landLine(ctx, after, id)).filter((x): x is string => x !== null),
    markersDrawn: after.markers.drawn,
    next: after.over ? `over: ${after.winners.join(', ')} (${after.endReason})` : `${after.active} ${after.step} (round ${after.round})`,
  };
}

/** The end of each game, checked by hand against its last step in the golden (see the golden's last entries). */
const GAMES = [
  { name: 'game-2p', players: 2, gameSeed: 'g4', winner: 'b', population: { a: 18, b: 25 }, rounds: 15 },
  { name: 'game-3p', players: 3, gameSeed: 'g4', winner: 'a', population: { a: 25, b: 13, c: 20 }, rounds: 13 },
  { name: 'game-4p', players: 4, gameSeed: 'g8', winner: 'b', population: { a: 0, b: 20, c: 6, d: 7 }, rounds: 9 },
] as const;

describe.each(GAMES)('scripted $players-player game ($gameSeed)', ({ name, players: count, gameSeed, winner, population, rounds }) => {
  const setup = R.defaultSetup();
  const players = PLAYERS.slice(0, count).map((p) => ({ id: p.id, name: p.name }));
  const stored = readGolden(`${name}.json`);
  const script: Sheet[] | null = !updating() && stored ? (JSON.parse(stored) as { steps: Step[] }).steps.map((s) => s.answer) : null;

  test('every stored answer is accepted and the game reaches a win; each step matches the golden', () => {
    let state = R.initialState(setup, players, { gameSeed });
    const ctx: Ctx = { setup, index: indexBoard(setup.data.boards[state.board]), gameSeed };
    const start = {
      order: state.order,
      chambers: state.chambers,
      colours: state.colours,
      turnStart: state.turnStart.map((e) => plainText(eventLine(presenter(ctx, players, state, 'en'), e))),
    };
    const steps: Step[] = [];
    for (let i = 0; !state.over && i < (script?.length ?? 400); i++) {
      const player = state.active!;
      const answer: Sheet = script ? script[i]! : state.step === 'moves' ? botMoves(ctx, state, player) : botActions(ctx, state, player);
      const request = R.decisions!(setup, players, state)[0]!;
      expect(request.player).toBe(player);
      const parsed = request.schema!.parse(answer) as Sheet;
      expect(R.checkSheet(setup, players, state, player, parsed, 'en').errors).toEqual([]);
      const result = R.resolve({ setup, players, state, orders: { [player]: parsed }, seed: `step-${i + 1}`, gameSeed });
      const after = JSON.parse(JSON.stringify(result.nextState)) as State;
      steps.push(digest(ctx, players, state, after, answer, result.outcome.events, i + 1));
      // Conservation: nobody ever holds more than the box has.
      for (const p of players) {
        const own = totals(ctx.index, after, p.id);
        expect(own.population).toBeLessThanOrEqual(25);
        expect(own.resources).toBeLessThanOrEqual(20);
        expect(own.military).toBeLessThanOrEqual(20);
      }
      state = after;
    }
    expect(state).toMatchObject({ over: true, endReason: 'population', winners: [winner], round: rounds });
    expect(populationTable(ctx.index, state)).toEqual(population);
    expectGolden(`${name}.json`, `${prettyJson({ players, gameSeed, start, steps })}\n`);
    // The same game as a case file for the CLI: the answers of every step, the end expected.
    const caseFile = {
      ruleset: 'the-awakened',
      name: `Scripted ${count}-player game to a win (default setup, game seed ${gameSeed})`,
      description: `Every answer of a whole game (${steps.length} steps); ${winner} reaches ${count === 4 ? 20 : 25} population in round ${rounds}.`,
      players,
      gameSeed,
      steps: steps.map((s, i) => ({ orders: { [s.player]: s.answer }, seed: `step-${i + 1}` })),
      expect: {
        gameOver: true,
        rejected: [],
        state: { winners: [winner], endReason: 'population', round: rounds },
        outcome: { population, winners: [winner], next: null },
      },
    };
    expectGolden(join('..', '..', '..', 'cases', 'the-awakened', `${name}-win.json`), `${prettyJson(caseFile)}\n`);
  });
});
