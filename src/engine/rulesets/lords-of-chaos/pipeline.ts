import { SeededRandom, type RngVersion } from '../../core/rng.ts';
import { indexMap } from './map-index.ts';
import type { Outcome, TurnEvent } from './outcome.ts';
import { analysePosition } from './position.ts';
import type { GameMap, Player, State } from './schemas.ts';
import { cessionStage } from './stages/cessions.ts';
import { conquestStage } from './stages/conquest.ts';
import { contenderStage } from './stages/contender.ts';
import { deedsStage } from './stages/deeds.ts';
import { defenceStage } from './stages/defence.ts';
import { eliminationStage } from './stages/elimination.ts';
import { endOfGameStage } from './stages/end-of-game.ts';
import { inhabitantsStage } from './stages/inhabitants.ts';
import { nextTurnStage } from './stages/next-turn.ts';
import { scoringStage } from './stages/scoring.ts';
import { sidesStage } from './stages/sides.ts';
import { validateStage } from './stages/validate.ts';
import type { TurnInput } from './turn-types.ts';

export interface ResolveTurnInput {
  map: GameMap;
  players: readonly Player[];
  state: State; // normalized (normalizeState)
  orders: Readonly<Record<string, readonly unknown[]>>;
  seed: string;
  /** Seed derivation (core/rng.ts); absent: the current one. */
  rngVersion?: RngVersion;
}

/**
 * Resolves one turn of Lords of Chaos: a pure function of (map, players, state, orders, seed).
 * validate → defence → sides & alliances → contender → inhabitants → conquest → cessions → elimination →
 * deeds → scoring → next turn → end of game. Players are taken sorted by id and planets in map order, so the
 * outcome never depends on key order.
 */
export function resolveTurn(args: ResolveTurnInput): Outcome {
  const index = indexMap(args.map);
  const players = [...args.players].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const input: TurnInput = {
    index,
    players,
    playerById: new Map(players.map((p) => [p.id, p])),
    state: args.state,
    start: analysePosition(index, args.state.control),
    orders: args.orders,
    rng: new SeededRandom(args.seed, args.rngVersion ? { version: args.rngVersion } : {}),
  };

  const validated = validateStage(input);
  const defence = defenceStage(input, validated);
  const sides = sidesStage(input, validated);
  const contests = contenderStage(input, sides.result);
  const slaughter = inhabitantsStage(input, contests.result);
  const conquests = conquestStage(input, defence.result, contests.result, slaughter.result);
  const cessions = cessionStage(validated, conquests.result.control);
  const final = analysePosition(index, cessions.result);
  const eliminated = eliminationStage(input, conquests.result.battles, cessions.result);
  const deeds = deedsStage(input, validated, {
    input,
    battles: conquests.result.battles,
    defences: defence.result,
    afterInvasions: analysePosition(index, conquests.result.control),
    kills: slaughter.result.kills,
    eliminated: eliminated.result,
  });
  const scoring = scoringStage(input, final, deeds.result.points);
  const next = nextTurnStage(input, final, slaughter.result.inhabitants, scoring.result.scores, deeds.result);
  const end = endOfGameStage(input, scoring.result.scores);

  const battleEvents = groupByPlanet(index.planetOrder, [...defence.events, ...sides.events, ...contests.events, ...slaughter.events, ...conquests.events]);
  const events: TurnEvent[] = [...validated.events, ...battleEvents, ...cessions.events, ...eliminated.events, ...deeds.events, ...next.events, ...end.events];
  const nextState = next.result.state;
  const perPlayer = <T>(value: (id: string) => T) => Object.fromEntries(players.map((p) => [p.id, value(p.id)]));
  return {
    control: nextState.control,
    inhabitants: slaughter.result.inhabitants,
    turnPoints: scoring.result.turnPoints,
    scores: scoring.result.scores,
    deeds: deeds.result.awarded,
    actions: next.result.actions,
    permanentActions: nextState.permanentActions,
    favours: perPlayer((id) => [...(nextState.favours[id] ?? [])].sort()),
    eliminated: Object.fromEntries(eliminated.result),
    kills: slaughter.result.kills,
    rejected: [...validated.rejected],
    draws: input.rng.draws,
    events,
    scoreBreakdown: scoring.result.breakdown,
    nextState,
    gameOver: end.result,
  };
}

/** Battle events grouped per planet (map order), keeping each planet's stage order (stable sort). */
function groupByPlanet(planetOrder: ReadonlyMap<string, number>, events: TurnEvent[]): TurnEvent[] {
  const planetOf = (e: TurnEvent) => ('planet' in e ? (planetOrder.get(e.planet) ?? 0) : 0);
  return events
    .map((e, i) => [e, i] as const)
    .sort((a, b) => planetOf(a[0]) - planetOf(b[0]) || a[1] - b[1])
    .map(([e]) => e);
}
