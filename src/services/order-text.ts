import type { Db, DbTx } from '../db/client.ts';
import type { OrderSource, TextNote, TextProblem } from '../engine/core/order-text/index.ts';
import type { Problem } from '../engine/core/ruleset.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { notFound, ServiceError } from './errors.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { openStepPosition } from './open-step.ts';
import { rulesetOf } from './ruleset-context.ts';
import { openSheetTarget, type RememberedSheetTarget, type SheetTarget } from './sheet-access.ts';
import { submitSheet, type SaveOptions, type SubmittedSheet } from './submit-orders.ts';

/**
 * Orders as text (issue 36): the text a forum player writes, read by the ruleset's grammar (its `orderText`)
 * into the sheet, then saved by THE save (submitSheet) like any other sheet. Nothing is saved until every line
 * is understood (422 `unreadable_text`) and every order is legal (422 `illegal_orders`); each problem names its
 * line, in the game's language, as `problems: [{ path: "text.line<n>", code, message }]`.
 */
export async function submitText(db: Db, target: SheetTarget | RememberedSheetTarget, text: string, life: LifecycleContext, options: SaveOptions = {}) {
  const confirmed = 'remembered' in target ? await target.confirm() : target;
  const read = await readText(db, confirmed, text);
  const pin = (errors: Parameters<NonNullable<SaveOptions['pin']>>[0]) => {
    const problems = read.pin(errors);
    return new ServiceError(422, 'illegal_orders', problems.map((p) => p.message).join('\n'), { problems: problems.map(asProblem), errors });
  };
  const saved = await submitSheet(db, confirmed, read.sheet, life, { ...options, pin });
  return { ...saved, textNotes: read.notes.map((note) => note.message) };
}

/** The GM saves a player's orders (sent by private message or e-mail): audited, shown to the player, replaceable. */
export async function enterOrdersForPlayer(
  db: Db,
  actor: Actor,
  input: { gameId: string; turnNumber: number; playerId: string; answer: { orders: unknown } | { text: string } },
  life: LifecycleContext,
): Promise<SubmittedSheet & { textNotes?: string[] }> {
  requireGm(actor);
  const seated = await playersRepository.listByGame(db, input.gameId);
  if (!seated.some((row) => row.id === input.playerId)) throw notFound('Player');
  const target = await openSheetTarget(db, { role: 'player', playerId: input.playerId }, input.gameId, input.turnNumber);
  const options = { enteredByGm: true };
  const saved =
    'text' in input.answer ? await submitText(db, target, input.answer.text, life, options) : await submitSheet(db, target, input.answer.orders, life, options);
  await auditLogRepository.record(db, input.gameId, 'gm', 'gm_entered_orders', { turn: input.turnNumber, playerId: input.playerId, version: saved.version });
  return saved;
}

interface ReadText {
  sheet: unknown;
  sources: OrderSource[];
  notes: TextNote[];
  pin(errors: Parameters<NonNullable<SaveOptions['pin']>>[0]): TextProblem[];
}

export async function readText(db: DbTx, target: SheetTarget, text: string): Promise<ReadText> {
  const ruleset = rulesetOf(target.game.ruleset);
  const grammar = ruleset.orderText;
  if (!grammar) throw new ServiceError(422, 'text_not_supported', `${ruleset.names.en} takes its orders from the form or as JSON, not as text`);
  const step = await openStepPosition(db, ruleset, target.game, target.turn);
  const ctx = { setup: step.setup, players: step.players, state: step.state, player: target.playerId, lang: target.game.language };
  const parsed = grammar.parse(text, ctx);
  if (!parsed.ok) {
    const problems = parsed.problems.map(asProblem);
    throw new ServiceError(422, 'unreadable_text', parsed.problems.map((p) => p.message).join('\n'), { problems });
  }
  return {
    sheet: parsed.sheet,
    sources: parsed.sources,
    notes: parsed.notes,
    pin: (errors) => grammar.pin(errors, { sheet: parsed.sheet, sources: parsed.sources }, ctx),
  };
}

export function asProblem(problem: TextProblem): Problem {
  return { path: problem.line > 0 ? `text.line${problem.line}` : 'text', code: problem.reason, message: problem.message };
}
