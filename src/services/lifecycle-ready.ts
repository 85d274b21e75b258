import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import type { Actor } from './actor.ts';
import { conflict, ServiceError } from './errors.ts';
import { resolveTurn } from './resolve-turn.ts';
import { openStepPosition, requestFor } from './open-step.ts';
import { rulesetOf } from './ruleset-context.ts';
import { openSheetTarget, refuseAfterDeadline, type SheetTarget } from './sheet-access.ts';

/**
 * Marks the caller's sheet ready (or not) by saving a new version with the same orders and the flag (every
 * version is kept; saving orders makes a new, un-ready version). When the game resolves early and every
 * active player's latest sheet is ready, the turn is resolved at once through the same exactly-once path.
 */
export async function setReady(db: Db, actor: Actor, gameId: string, turnNumber: number, ready: boolean, life: LifecycleContext) {
  return setReadyAt(db, await openSheetTarget(db, actor, gameId, turnNumber), ready, life);
}

/** The same for a target already looked up with the token (the API route). */
export async function setReadyAt(db: Db, target: SheetTarget, ready: boolean, life: LifecycleContext) {
  // Same gates as saving orders: not after the deadline, not in a phase without orders, not out of turn.
  refuseAfterDeadline(target, life.clock.now());
  const ruleset = rulesetOf(target.game.ruleset);
  const step = await openStepPosition(db, ruleset, target.game, target.turn);
  requestFor(ruleset, step, target.playerId);
  // Serialised with the player's other saves of this turn (the same LatestSheet row lock as saving orders).
  const saved = await orderSheetsRepository.saveReady(db, randomUUID(), target.turn.id, target.playerId, ready);
  if (!saved) throw conflict('turn_resolved', 'This turn has already been resolved');
  await gamesRepository.touchView(db, target.game.id);
  const expected = step.requests.map((request) => request.player);
  const revisable = step.requests.every((request) => !request.required);
  const resolved = ready ? await resolveIfAllReady(db, target.game.id, target.turn.number, target.turn.id, life, expected, revisable) : false;
  return { turn: target.turn.number, version: saved.version, ready, resolved };
}

/**
 * Resolves the turn when the game allows it and every active (not in civil disorder) player is ready: the GM
 * turned on "resolve as soon as everybody is ready", or chose to resolve each step "as soon as the players asked
 * have answered" (`resolveWhen: 'answers'`, the default). In a step whose orders stay revisable until the deadline
 * (nobody is required to answer: Lords of Chaos, the generic ruleset) a saved sheet is a draft and the ready
 * mark is the answer (issue 37: such games never resolved early although the setting said they would). A step that
 * requires an answer resolves on that answer (auto-resolve.ts), not on ready marks, unless ready-early is on.
 * `expected`: the players the step asked to decide (its decision requests); null = all.
 */
export async function resolveIfAllReady(
  db: Db,
  gameId: string,
  turnNumber: number,
  turnId: string,
  life: LifecycleContext,
  expected: readonly string[] | null = null,
  revisable = false,
): Promise<boolean> {
  const game = await lifecycleRepository.findGame(db, gameId);
  if (!game || !(game.readyEarly || (revisable && game.resolveWhen === 'answers')) || game.status !== 'running') return false;
  const [players, flags] = await Promise.all([lifecycleRepository.listPlayers(db, gameId), lifecycleRepository.sheetFlags(db, turnId)]);
  const active = players.filter((player) => player.status !== 'civil_disorder' && (expected === null || expected.includes(player.id)));
  if (active.length === 0 || !active.every((player) => flags.get(player.id)?.ready)) return false;
  try {
    await resolveTurn(db, { role: 'gm' }, gameId, turnNumber, { lifecycle: life, trigger: 'ready_early' });
    return true;
  } catch (error) {
    // Somebody else (another ready player, the scheduler, the GM) resolved it first: that is the same result.
    if (error instanceof ServiceError && error.status === 409) return false;
    throw error;
  }
}
