import type { Db } from '../../db/client.ts';
import { TX_OPTIONS } from '../../db/transaction-options.ts';
import { auditLogRepository } from '../../repositories/audit-log-repository.ts';
import { gameArchiveRepository } from '../../repositories/game-archive-repository.ts';
import { requireGm, type Actor } from '../actor.ts';
import { notFound } from '../errors.ts';
import { ARCHIVE_FORMAT, ARCHIVE_TABLES, ARCHIVE_VERSION, type GameArchive } from './archive-format.ts';
import { toArchiveRow } from './archive-rows.ts';

/**
 * The whole game as an archive (GM only): every row it owns, read in one snapshot (REPEATABLE READ) while the
 * server goes on serving, so the archive is one consistent moment of the game. It holds every secret of the game
 * (the seeds of open turns, the hidden-draw seed, token hashes, players' e-mail addresses): that is what lets
 * another server go on with it, and why only the GM may download it. The download is audited (`export_game`),
 * and that line is in the archive itself.
 */
export async function exportGame(db: Db, actor: Actor, gameId: string, now: Date): Promise<{ archive: GameArchive; fileName: string }> {
  requireGm(actor);
  return db.$transaction(
    async (tx) => {
      if (!(await gameArchiveRepository.exists(tx, gameId))) throw notFound('Game');
      await auditLogRepository.record(tx, gameId, 'gm', 'export_game', {});
      const game = (await gameArchiveRepository.findGame(tx, gameId))!;
      const rows = await gameArchiveRepository.readRows(tx, gameId);
      const tables = Object.fromEntries(ARCHIVE_TABLES.map((table) => [table, (rows[table] as Record<string, unknown>[]).map(toArchiveRow)]));
      const archive = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        schema: await gameArchiveRepository.lastMigration(tx),
        exportedAt: now.toISOString(),
        game: toArchiveRow(game),
        ...tables,
      } as unknown as GameArchive;
      return { archive, fileName: archiveFileName(game.name, gameId, now) };
    },
    { ...TX_OPTIONS, isolationLevel: 'RepeatableRead' },
  );
}

/** `turnkeeper-<name>-<date>-<id prefix>.json`, in plain ASCII (a header value and a file name on any system). */
export function archiveFileName(name: string, gameId: string, now: Date): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40) || 'game';
  return `turnkeeper-${slug}-${now.toISOString().slice(0, 10)}-${gameId.replace(/[^\w-]/g, '').slice(0, 8)}.json`;
}
