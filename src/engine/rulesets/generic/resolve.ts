import type { ResolveInput, ResolveResult } from '../../core/ruleset.ts';
import {
  GenericSheetSchema,
  GmResolutionSchema,
  type GenericOutcome,
  type GenericPlayer,
  type GenericSetup,
  type GenericSheet,
  type GenericState,
  type GmResolution,
} from './schemas.ts';
import { scoreTrackId } from './setup.ts';
import { advancePhase, currentPhase } from './state.ts';
import { applyTrackUpdates } from './track-updates.ts';

/** Highest value of the score track; everybody tied at the top wins. No score track: nobody. */
function topScorers(setup: GenericSetup, players: readonly GenericPlayer[], tracks: GenericState['tracks']): string[] {
  const track = scoreTrackId(setup);
  if (track === null || players.length === 0) return [];
  const score = (id: string) => tracks[id]?.[track] ?? 0;
  const best = Math.max(...players.map((p) => score(p.id)));
  return players.filter((p) => score(p.id) === best).map((p) => p.id);
}

/**
 * Resolves the open phase with the GM's input: reveals the phase's orders, applies track updates and the board,
 * publishes the GM's report text and moves to the next phase (or turn). The game ends when the GM says so or
 * after the last phase of `turnLimit`. Updates that `checkGmResolution` would reject are skipped (the server
 * checks first). Without GM input the phase closes with an empty report and no changes. The seed is unused:
 * the generic game's randomness is the dice service, whose rolls use the same seed.
 */
export function resolveGeneric(
  input: ResolveInput<GenericSetup, GenericPlayer, GenericState, GenericSheet, GmResolution>,
): ResolveResult<GenericState, GenericOutcome> {
  const { setup, players, state } = input;
  const gm = input.gmInput ?? GmResolutionSchema.parse({});
  const phase = currentPhase(setup, state);
  const where = { step: state.step, turn: state.turn, phase: phase.id };

  const orders: Record<string, string> = {};
  if (phase.acceptsOrders) {
    for (const player of players) {
      const sheet = GenericSheetSchema.safeParse(input.orders[player.id]);
      if (sheet.success && sheet.data.text.trim() !== '') orders[player.id] = sheet.data.text;
    }
  }

  const applied = state.ended ? { tracks: state.tracks, changes: [] } : applyTrackUpdates(setup, players, state, gm.tracks, where);
  const boardChanged = gm.board !== undefined && !state.ended;
  const board = boardChanged ? gm.board! : state.board;
  const next = advancePhase(setup, state);
  const limitReached = setup.turnLimit !== undefined && next.lastOfTurn && state.turn >= setup.turnLimit;
  const gameOver = state.ended || gm.end || limitReached;
  const playerIds = new Set(players.map((p) => p.id));
  const winners = state.ended ? state.winners : gameOver ? (gm.winners?.filter((id) => playerIds.has(id)) ?? topScorers(setup, players, applied.tracks)) : [];

  const nextState: GenericState = {
    turn: gameOver ? state.turn : next.turn,
    phase: gameOver ? state.phase : next.phase,
    step: state.step + 1,
    tracks: applied.tracks,
    trackHistory: [...state.trackHistory, ...applied.changes],
    board,
    reportText: gm.report,
    ended: gameOver,
    winners,
  };
  const outcome: GenericOutcome = {
    step: state.step,
    turn: state.turn,
    phase: { id: phase.id, name: phase.name, secret: phase.secret },
    report: gm.report,
    orders,
    trackChanges: applied.changes,
    board: { changed: boardChanged, value: board },
    gameOver,
    winners,
  };
  return { outcome, nextState, gameOver };
}
