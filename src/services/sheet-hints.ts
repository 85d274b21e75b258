import type { Db } from '../db/client.ts';
import { Memo } from './memo.ts';
import type { SheetTarget } from './sheet-access.ts';

/**
 * This process's memory of where a token saved its sheet last (issue 17): the facts of a save's target as the
 * database last answered them, under the token's hash, the game and the turn. A guess, never an answer: only an
 * order save uses it (submit-orders.ts), and its one statement re-checks every remembered fact, the token's hash
 * included (orderSheetsRepository.saveOrdersIfUnchanged); on any difference nothing is saved or shown, and the
 * facts are read again as on every other route. One memory per database client, bounded.
 */
const memories = new WeakMap<Db, Memo<SheetTarget>>();

const key = (tokenHash: string, gameId: string, n: string | number) => `${tokenHash}\n${gameId}\n${n}`;

function memoryOf(db: Db): Memo<SheetTarget> {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new Memo<SheetTarget>(10_000)));
  return memory;
}

export const sheetHints = {
  recall(db: Db, tokenHash: string, gameId: string, n: string | number): SheetTarget | undefined {
    return memories.get(db)?.get(key(tokenHash, gameId, n));
  },
  remember(db: Db, tokenHash: string, target: SheetTarget): void {
    memoryOf(db).set(key(tokenHash, target.game.id, target.turn.number), target);
  },
  forget(db: Db, tokenHash: string, gameId: string, n: string | number): void {
    memories.get(db)?.delete(key(tokenHash, gameId, n));
  },
};
