import type { DbTx } from '../db/client.ts';
import { parseNmrPolicy } from '../time/deadline-policy.ts';
import { gmRepository } from '../repositories/gm-repository.ts';

/**
 * Missed-orders bookkeeping rebuilt from the turns still resolved (used after a revert), with the same rules as
 * `afterResolution`: missedTurns = the most recent resolved turns in a row without a sheet, and civil disorder iff
 * that reaches the policy's K. A seat given to a new person (`replacedAt`) only counts turns resolved after that.
 */
export async function recomputeMissedTurns(tx: DbTx, game: { id: string; nmrPolicy: unknown }): Promise<void> {
  const civilDisorderAfter = parseNmrPolicy(game.nmrPolicy).civilDisorderAfter;
  const turns = await gmRepository.resolvedTurnsWithSheets(tx, game.id);
  const players = await gmRepository.seatsForBookkeeping(tx, game.id);
  for (const player of players) {
    let missed = 0;
    for (const turn of turns) {
      if (player.replacedAt && (!turn.resolvedAt || turn.resolvedAt <= player.replacedAt)) break;
      // A step that did not ask this player neither breaks nor extends the run (resolutions stored before
      // `asked` existed asked everybody).
      const asked = Array.isArray(turn.resolution?.asked) ? (turn.resolution.asked as string[]) : [];
      if (asked.length > 0 && !asked.includes(player.id)) continue;
      if (turn.sheets.some((sheet) => sheet.playerId === player.id)) break;
      missed += 1;
    }
    const status = civilDisorderAfter !== undefined && missed >= civilDisorderAfter ? 'civil_disorder' : 'active';
    if (player.missedTurns !== missed || player.status !== status) {
      await gmRepository.updateSeat(tx, player.id, { missedTurns: missed, status });
    }
  }
}
