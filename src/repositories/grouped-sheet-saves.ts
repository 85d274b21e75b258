import { driverPoolSize, driverRows, type DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { AssumedFacts, SheetRow } from './order-sheets-repository.ts';

/** What a save statement returns for each version it saved (order-sheets-repository.ts shapes the answer). */
export interface SavedRow {
  version: number;
  readyVersion: number | null;
}

/**
 * Group commit of order saves made on remembered facts (issue 17): while a save statement is in flight, the saves
 * that arrive wait, and the next statement carries all of them (one row each, at most MAX_GROUP). Under load a
 * statement's fixed cost (protocol, planning, transaction, commit) is shared by the group; an idle server sends
 * each save at once, as before.
 *
 * Each row is saved as a save alone is (order-sheets-repository.ts saveAfter: the turn row share-locked while open,
 * the player's LatestSheet row bumped, the version inserted), and only while every fact its caller remembered holds
 * (the token's hash, the seat, the game's header and revision, the turn): a row whose facts changed is not saved
 * and its caller gets null. One player is never twice in a group nor in two statements in flight (the second save
 * waits for the first to commit), so a statement bumps each LatestSheet row once and versions stay 1..n in arrival
 * order. The statement is atomic: if it fails (a deadlock with another group, a lost connection), no row of it was
 * saved, and each caller of a group of several gets null and saves again alone through the ordinary path; a group
 * of one gets the error.
 */
const MAX_GROUP = 64;

interface PendingSave {
  key: string;
  id: string;
  assumed: AssumedFacts;
  orders: SheetRow['orders'];
  resolve: (saved: SavedRow | null) => void;
  reject: (error: unknown) => void;
}

class SaveGroups {
  private queue: PendingSave[] = [];
  private readonly saving = new Set<string>();
  private inFlight = 0;

  constructor(
    private readonly db: DbTx,
    private readonly maxInFlight: number,
  ) {}

  save(pending: PendingSave): void {
    this.queue.push(pending);
    this.flush();
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group: PendingSave[] = [];
      const waiting: PendingSave[] = [];
      for (const pending of this.queue) {
        if (group.length < MAX_GROUP && !this.saving.has(pending.key)) {
          this.saving.add(pending.key);
          group.push(pending);
        } else waiting.push(pending);
      }
      this.queue = waiting;
      if (group.length === 0) return;
      this.inFlight++;
      void this.send(group).finally(() => {
        this.inFlight--;
        for (const pending of group) this.saving.delete(pending.key);
        this.flush();
      });
    }
  }

  private async send(group: PendingSave[]): Promise<void> {
    let rows: (SavedRow & { ord: number })[];
    try {
      rows = await driverRows(this.db, groupStatement(group));
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else for (const pending of group) pending.resolve(null);
      return;
    }
    const byOrd = new Map(rows.map((row) => [row.ord, row]));
    group.forEach((pending, index) => pending.resolve(byOrd.get(index + 1) ?? null));
  }
}

/** saveOrdersIfUnchanged's statement for a group: the inputs as parallel arrays, one row per save (WITH ORDINALITY). */
function groupStatement(group: PendingSave[]): Prisma.Sql {
  const column = <T>(pick: (pending: PendingSave) => T) => group.map(pick);
  return Prisma.sql`
    WITH input AS (
      SELECT * FROM unnest(
        ${column((p) => p.id)}::text[], ${column((p) => p.assumed.turn.id)}::text[], ${column((p) => p.assumed.turn.number)}::int[],
        ${column((p) => p.assumed.game.id)}::text[], ${column((p) => p.assumed.game.status)}::text[], ${column((p) => p.assumed.game.ruleset)}::text[],
        ${column((p) => p.assumed.game.language)}::text[], ${column((p) => p.assumed.game.resolveWhen)}::text[], ${column((p) => p.assumed.game.revision)}::int[],
        ${column((p) => p.assumed.playerId)}::text[], ${column((p) => p.assumed.tokenHash)}::text[], ${column((p) => JSON.stringify(p.orders))}::text[]
      ) WITH ORDINALITY AS i(id, turn_id, turn_number, game_id, status, ruleset, language, resolve_when, revision, player_id, token_hash, orders, ord)
    ),
    open_turn AS (
      SELECT i.ord, i.id, t.id AS turn_id, i.player_id, i.orders FROM input i
      JOIN "Turn" t ON t.id = i.turn_id AND t.number = i.turn_number AND t.status = 'open'
      JOIN "Game" g ON g.id = t."gameId" AND g.id = i.game_id AND g.status::text = i.status AND g.ruleset = i.ruleset
        AND g.language::text = i.language AND g."resolveWhen" = i.resolve_when AND g.revision = i.revision
      JOIN "Player" p ON p."gameId" = g.id AND p.id = i.player_id AND p."tokenHash" = i.token_hash
      FOR SHARE OF t
    ),
    head AS (
      INSERT INTO "LatestSheet" ("turnId", "playerId", version)
      SELECT turn_id, player_id, 1 FROM open_turn
      ORDER BY turn_id, player_id -- one lock order for every group: groups of two processes cannot deadlock on these rows
      ON CONFLICT ("turnId", "playerId") DO UPDATE SET version = "LatestSheet".version + 1
      RETURNING "turnId", "playerId", version, "readyVersion"
    ),
    saved AS (
      INSERT INTO "OrderSheet" (id, "turnId", "playerId", version, orders)
      SELECT o.id, head."turnId", head."playerId", head.version, o.orders::jsonb
      FROM head JOIN open_turn o ON o.turn_id = head."turnId" AND o.player_id = head."playerId"
      RETURNING "turnId", "playerId", version
    )
    SELECT o.ord::int AS ord, saved.version, head."readyVersion"
    FROM saved
    JOIN head ON head."turnId" = saved."turnId" AND head."playerId" = saved."playerId"
    JOIN open_turn o ON o.turn_id = saved."turnId" AND o.player_id = saved."playerId"`;
}

const groups = new WeakMap<DbTx, SaveGroups>();

/** orderSheetsRepository.saveOrdersIfUnchanged: the save made by the next statement of the client's save groups. */
export function saveInGroup(db: DbTx, id: string, assumed: AssumedFacts, orders: SheetRow['orders']): Promise<SavedRow | null> {
  let saves = groups.get(db);
  if (!saves) {
    // Two statements in flight keep two cores busy on PostgreSQL (more only queue in the database); the embedded
    // database has one connection; a transaction's client (no pool: every save there is its caller's) one.
    groups.set(db, (saves = new SaveGroups(db, Math.min(driverPoolSize(db) ?? 1, 2))));
  }
  return new Promise((resolve, reject) => {
    saves.save({ key: `${assumed.turn.id}\n${assumed.playerId}`, id, assumed, orders, resolve, reject });
  });
}
