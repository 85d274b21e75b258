import type { Problem } from '../../engine/core/ruleset.ts';
import { seedHash } from '../../engine/core/rng.ts';
import type { GameArchive } from './archive-format.ts';

/** Stop listing after this many problems (a hostile archive could have a million). */
const MAX_PROBLEMS = 100;

/**
 * What the shape alone does not say: every reference points at a row of the archive, what the database keeps
 * unique is unique, and every committed seed is the one its published SHA-256 names (an archive that broke the
 * promise of verifiable randomness is refused, not imported). Each problem names its path in the archive.
 */
export function archiveProblems(archive: GameArchive): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, code: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ path, code, message: `${path}: ${message}` });
  };
  const unique = <T>(table: string, rows: readonly T[], key: (row: T) => string | null, what: string) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const value = key(row);
      if (value === null) return;
      if (seen.has(value)) add(`${table}[${index}]`, 'duplicate', `a second row with the same ${what}`);
      seen.add(value);
    });
  };
  const { game } = archive;

  const playerIds = new Set(archive.players.map((p) => p.id));
  const turnsById = new Map(archive.turns.map((t) => [t.id, t]));
  unique('players', archive.players, (p) => p.id, 'id');
  unique('players', archive.players, (p) => String(p.seat), 'seat');
  unique('players', archive.players, (p) => p.tokenHash, 'token hash');
  archive.players.forEach((p, i) => {
    if (p.tokenHash === game.gmTokenHash) add(`players[${i}].tokenHash`, 'duplicate', "the GM's token hash");
  });
  unique('turns', archive.turns, (t) => t.id, 'id');
  unique('turns', archive.turns, (t) => String(t.number), 'number');
  unique('sheets', archive.sheets, (s) => s.id, 'id');
  unique('sheets', archive.sheets, (s) => `${s.turnId}/${s.playerId}/${s.version}`, 'turn, player and version');
  unique('latestSheets', archive.latestSheets, (s) => `${s.turnId}/${s.playerId}`, 'turn and player');
  unique('resolutions', archive.resolutions, (r) => r.id, 'id');
  unique('resolutions', archive.resolutions, (r) => r.turnId, 'turn');
  unique('rolls', archive.rolls, (r) => r.id, 'id');
  unique('rolls', archive.rolls, (r) => `${r.turnId}/${r.counter}`, 'turn and counter');
  unique('adjustments', archive.adjustments, (a) => a.id, 'id');
  unique('auditLog', archive.auditLog, (a) => a.id, 'id');
  unique('archivedTurns', archive.archivedTurns, (a) => a.id, 'id');
  unique('emailConfirmations', archive.emailConfirmations, (e) => e.id, 'id');
  unique('emailConfirmations', archive.emailConfirmations, (e) => e.address, 'address');
  unique('emailConfirmations', archive.emailConfirmations, (e) => e.tokenHash, 'token hash');
  unique('joinRequests', archive.joinRequests, (j) => j.id, 'id');
  unique('joinRequests', archive.joinRequests, (j) => j.tokenHash, 'token hash');

  const turnRef = (path: string, turnId: string) => {
    if (!turnsById.has(turnId)) add(path, 'unknown_turn', `no turn ${JSON.stringify(turnId)} in the archive`);
  };
  const playerRef = (path: string, playerId: string) => {
    if (!playerIds.has(playerId)) add(path, 'unknown_player', `no player ${JSON.stringify(playerId)} in the archive`);
  };
  archive.sheets.forEach((s, i) => (turnRef(`sheets[${i}].turnId`, s.turnId), playerRef(`sheets[${i}].playerId`, s.playerId)));
  const versions = new Set(archive.sheets.map((s) => `${s.turnId}/${s.playerId}/${s.version}`));
  archive.latestSheets.forEach((s, i) => {
    turnRef(`latestSheets[${i}].turnId`, s.turnId);
    playerRef(`latestSheets[${i}].playerId`, s.playerId);
    if (!versions.has(`${s.turnId}/${s.playerId}/${s.version}`))
      add(`latestSheets[${i}].version`, 'unknown_sheet', 'points at a sheet version the archive does not hold');
  });
  archive.rolls.forEach((r, i) => turnRef(`rolls[${i}].turnId`, r.turnId));

  // Verifiable randomness: every seed hashes to what was published before it was used.
  archive.turns.forEach((t, i) => {
    if (seedHash(t.seed) !== t.seedHash) add(`turns[${i}].seed`, 'seed_mismatch', 'its SHA-256 is not the published seedHash');
    if ((t.hiddenSeed === null) !== (t.hiddenSeedHash === null) || (t.hiddenSeed !== null && seedHash(t.hiddenSeed) !== t.hiddenSeedHash)) {
      add(`turns[${i}].hiddenSeed`, 'seed_mismatch', 'its SHA-256 is not the published hiddenSeedHash');
    }
  });
  if ((game.gameSeed === null) !== (game.gameSeedHash === null) || (game.gameSeed !== null && seedHash(game.gameSeed) !== game.gameSeedHash)) {
    add('game.gameSeed', 'seed_mismatch', 'its SHA-256 is not the published gameSeedHash');
  }
  archive.resolutions.forEach((r, i) => {
    const turn = turnsById.get(r.turnId);
    if (!turn) return turnRef(`resolutions[${i}].turnId`, r.turnId);
    if (turn.status !== 'resolved') add(`resolutions[${i}].turnId`, 'turn_not_resolved', `turn ${turn.number} is not resolved`);
    if (r.seed !== turn.seed) add(`resolutions[${i}].seed`, 'seed_mismatch', `is not the seed committed for turn ${turn.number}`);
  });
  const resolved = new Set(archive.resolutions.map((r) => r.turnId));
  archive.turns.forEach((t, i) => {
    if (t.status === 'resolved' && !resolved.has(t.id))
      add(`turns[${i}].status`, 'missing_resolution', `turn ${t.number} is resolved but the archive holds no resolution for it`);
  });
  return problems;
}
