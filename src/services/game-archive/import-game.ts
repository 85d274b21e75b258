import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { TX_OPTIONS } from '../../db/transaction-options.ts';
import type { Problem } from '../../engine/core/ruleset.ts';
import { auditLogRepository } from '../../repositories/audit-log-repository.ts';
import { gameArchiveRepository } from '../../repositories/game-archive-repository.ts';
import { conflict, invalidSetup, ServiceError } from '../errors.ts';
import { invalidateGame } from '../game-cache.ts';
import { isUniqueViolation } from '../prisma-errors.ts';
import { announcePublished } from '../published/publication-head.ts';
import { gameCaseFile } from '../published/published.ts';
import { rulesetOf, zodProblems } from '../ruleset-context.ts';
import { ARCHIVE_FORMAT, ARCHIVE_TABLES, ARCHIVE_VERSION, GameArchiveSchema, type GameArchive } from './archive-format.ts';
import { archiveProblems } from './archive-checks.ts';
import { toDatabaseRow } from './archive-rows.ts';
import { caseDifferences } from './replay.ts';
import { rotateArchiveLinks, type RotatedLinks } from './rotate-links.ts';

export const ImportQuery = z.strictObject({
  links: z
    .enum(['keep', 'rotate'])
    .default('keep')
    .describe("keep (default): the GM's, players' and invitation links go on working; rotate: every link is new (returned once), the old ones stop working"),
  replay: z
    .enum(['check', 'skip'])
    .default('check')
    .describe(
      'check (default): the game must replay from its start to every stored outcome, as `adjudicate --check` does with its case file; skip: import it anyway (audited)',
    ),
});
export type ImportOptions = z.infer<typeof ImportQuery>;

export interface ImportResult {
  id: string;
  links: 'keep' | 'rotate';
  /** Steps replayed and found identical (null: not checked, or the game has not started). */
  replayed: number | null;
  /** Rows imported per table. */
  rows: Record<string, number>;
  /** With links=rotate, the new links (each shown once). */
  rotated?: RotatedLinks;
}

/** Tables whose rows carry the game's id (the archive leaves it out). */
const WITH_GAME_ID = new Set<string>(['players', 'turns', 'rolls', 'adjustments', 'auditLog', 'archivedTurns', 'emailConfirmations', 'joinRequests']);

const invalidArchive = (problems: Problem[]) =>
  new ServiceError(
    400,
    'invalid_archive',
    `Not a valid game archive: ${problems
      .slice(0, 3)
      .map((p) => p.message)
      .join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`,
    { problems },
  );

const tooNew = (what: string) =>
  new ServiceError(422, 'archive_too_new', `The archive was written by a newer Turnkeeper (${what}): update this server before importing it`, {
    problems: [{ path: what.startsWith('schema') ? 'schema' : 'version', code: 'archive_too_new', message: what }],
  });

/**
 * A game from an archive (`exportGame` on this or another server), with its ids: its reports, maps, case files
 * and the versions in their links are the same as where it came from. Refused: anything that is not an archive
 * (400 with every problem by path), an archive of a newer format or schema (422), a game id this server already
 * has (409), and, unless `replay=skip`, a game that does not replay to its stored outcomes (422). With
 * `links=keep` its links keep working here (the archive holds their hashes); `links=rotate` issues new ones.
 * One transaction: nothing is imported unless all of it is.
 */
export async function importGame(db: Db, body: unknown, options: ImportOptions): Promise<ImportResult> {
  const archive = parseArchive(body, await gameArchiveRepository.lastMigration(db));
  const problems = archiveProblems(archive);
  if (problems.length > 0) throw invalidArchive(problems);
  const ruleset = rulesetOf(archive.game.ruleset);
  const setup = ruleset.setupSchema.safeParse(archive.game.setup);
  if (!setup.success) throw invalidSetup(zodProblems(setup.error, 'game.setup'));

  const rotated = options.links === 'rotate' ? rotateArchiveLinks(archive) : null;
  const gameId = archive.game.id;
  try {
    return await db.$transaction(async (tx) => {
      if (await gameArchiveRepository.exists(tx, gameId))
        throw conflict('game_exists', `This server already has game ${gameId} (an archive is imported with its id: delete or keep the copy that is here)`);
      await gameArchiveRepository.createGame(tx, toDatabaseRow('game', archive.game) as never);
      const rows: Record<string, number> = {};
      for (const table of ARCHIVE_TABLES) {
        const list = archive[table] as readonly Record<string, unknown>[];
        await gameArchiveRepository.insertMany(
          tx,
          table,
          list.map((row) => toDatabaseRow(table, row, WITH_GAME_ID.has(table) ? { gameId } : {})),
        );
        rows[table] = list.length;
      }
      const replayed =
        options.replay === 'check' && archive.game.startState !== null ? checkReplay(ruleset, await gameCaseFile(tx, gameId, { role: 'gm' })) : null;
      await auditLogRepository.record(tx, gameId, 'gm', 'import_game', {
        exportedAt: archive.exportedAt,
        schema: archive.schema,
        links: options.links,
        replay: options.replay,
      });
      return { id: gameId, links: options.links, replayed, rows, ...(rotated ? { rotated } : {}) };
    }, TX_OPTIONS);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(
        'archive_conflict',
        'Rows of the archive are already on this server (a row id, a link or the invitation code): if only its links collide, import it with links=rotate',
      );
    }
    throw error;
  } finally {
    // Whatever this process read of the game while importing it (its setup, its head) is read again.
    invalidateGame(gameId);
    announcePublished(gameId);
  }
}

/** The archive, or 400 with every problem by path (a newer format first: 422, as such). */
function parseArchive(body: unknown, localSchema: string): GameArchive {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidArchive([{ path: '', code: 'invalid_type', message: 'a game archive is a JSON object' }]);
  }
  const head = body as { format?: unknown; version?: unknown; schema?: unknown };
  if (head.format !== ARCHIVE_FORMAT) throw invalidArchive([{ path: 'format', code: 'invalid_value', message: `format: expected "${ARCHIVE_FORMAT}"` }]);
  if (typeof head.version === 'number' && Number.isInteger(head.version) && head.version > ARCHIVE_VERSION) {
    throw tooNew(`version ${head.version}; this server reads up to ${ARCHIVE_VERSION}`);
  }
  if (typeof head.schema === 'string') checkSchema(head.schema, localSchema);
  const parsed = GameArchiveSchema.safeParse(body);
  if (!parsed.success) throw invalidArchive(archiveZodProblems(parsed.error));
  return parsed.data;
}

/** zod's issues with paths written as in the archive's own problems (`players[1].seat`), at most 100. */
function archiveZodProblems(error: z.ZodError): Problem[] {
  return error.issues.slice(0, 100).map((issue) => {
    const path = issue.path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)), '');
    return { path, code: issue.code, message: path ? `${path}: ${issue.message}` : issue.message };
  });
}

/** Migrations are numbered (`0011_player_links`): an archive from a database with a later one may hold what this server does not know. */
function checkSchema(archiveSchema: string, local: string): void {
  const number = (name: string) => Number(/^(\d+)_/.exec(name)?.[1] ?? Number.NaN);
  if (number(archiveSchema) > number(local)) throw tooNew(`schema ${archiveSchema}; this server has ${local || 'no migrations'}`);
}

/** The number of steps that replayed, or 422 with the differences (at most 20). */
function checkReplay(ruleset: ReturnType<typeof rulesetOf>, caseFile: unknown): number {
  const differences = caseDifferences(ruleset, caseFile);
  if (differences.length > 0) {
    throw new ServiceError(
      422,
      'archive_does_not_replay',
      `The game does not replay to its stored outcomes (${differences.length} difference(s)); import it with replay=skip to keep it anyway`,
      {
        problems: differences.slice(0, 20).map((message) => ({ path: 'resolutions', code: 'replay_mismatch', message })),
      },
    );
  }
  const steps = (caseFile as { steps?: unknown[] }).steps;
  return Array.isArray(steps) ? steps.length : 0;
}
