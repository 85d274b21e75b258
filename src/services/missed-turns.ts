import type { DbTx } from '../db/client.ts';
import { parseNmrPolicy } from '../lifecycle/deadline-policy.ts';

/**
 * Missed-orders bookkeeping rebuilt from the turns still resolved (used after a revert), with the same rules as
 * `afterResolution`: missedTurns = the most recent resolved turns in a row without a sheet, and civil disorder iff
 * that reaches the policy's K. A seat given to a new person (`replacedAt`) only counts turns resolved after that.
 */
export async function recomputeMissedTurns(tx: DbTx, game: { id: string; nmrPolicy: unknown }): Promise<void> {
  const civilDisorderAfter = parseNmrPolicy(game.nmrPolicy).civilDisorderAfter;
  const turns = await tx.turn.findMany({
    where: { gameId: game.id, status: 'resolved' },
    select: { resolvedAt: true, sheets: { select: { playerId: true } } },
    orderBy: { number: 'desc' },
  });
  const players = await tx.player.findMany({ where: { gameId: game.id }, select: { id: true, missedTurns: true, status: true, replacedAt: true } });
  for (const player of players) {
    let missed = 0;
    for (const turn of turns) {
      if (player.replacedAt && (!turn.resolvedAt || turn.resolvedAt <= player.replacedAt)) break;
      if (turn.sheets.some((sheet) => sheet.playerId === player.id)) break;
      missed += 1;
    }
    const status = civilDisorderAfter !== undefined && missed >= civilDisorderAfter ? 'civil_disorder' : 'active';
    if (player.missedTurns !== missed || player.status !== status) {
      await tx.player.update({ where: { id: player.id }, data: { missedTurns: missed, status } });
    }
  }
}
