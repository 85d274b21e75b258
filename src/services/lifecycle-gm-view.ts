import { gameTimeZone } from '../time/time-zone.ts';
import { gmRepository } from '../repositories/gm-repository.ts';
import type { Db } from '../db/client.ts';
import { effectiveDeadlinePolicy, parseNmrPolicy } from '../time/deadline-policy.ts';
import { parseNotifySettings } from '../notifications/notify-settings.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { playerDataFromRow, playerLabel, rulesetOf } from './ruleset-context.ts';

/**
 * Read model of the GM console's lifecycle sections: settings, seat status (ready, missed turns, civil
 * disorder — never orders), pending corrections, resolved turns (for undo) and the audit log.
 */
export async function loadGmLifecycle(db: Db, gameId: string) {
  const game = await lifecycleRepository.findGame(db, gameId);
  if (!game) return null;
  const ruleset = rulesetOf(game.ruleset);
  const [players, openTurn, audit, resolved] = await Promise.all([
    lifecycleRepository.listPlayers(db, gameId),
    lifecycleRepository.openTurn(db, gameId),
    auditLogRepository.listByGame(db, gameId),
    gmRepository.resolvedTurnNumbers(db, gameId),
  ]);
  const [flags, pending] = openTurn
    ? await Promise.all([lifecycleRepository.sheetFlags(db, openTurn.id), lifecycleRepository.pendingAdjustments(db, gameId, openTurn.number)])
    : [new Map<string, { ready: boolean }>(), []];
  return {
    status: game.status,
    pausedAt: game.pausedAt?.toISOString() ?? null,
    settings: {
      timeZone: gameTimeZone(game),
      deadlinePolicy: effectiveDeadlinePolicy(game),
      nmrPolicy: parseNmrPolicy(game.nmrPolicy),
      readyEarly: game.readyEarly,
      notify: parseNotifySettings(game.notify),
    },
    openTurn: openTurn ? { number: openTurn.number, deadline: openTurn.deadline?.toISOString() ?? null } : null,
    players: players.map((p) => ({
      id: p.id,
      name: p.name,
      label: playerLabel(ruleset, playerDataFromRow(p), game.language),
      status: p.status,
      missedTurns: p.missedTurns,
      ready: flags.get(p.id)?.ready ?? false,
    })),
    pending: pending.map((a) => ({ kind: a.kind, data: a.data as Record<string, unknown>, reason: a.reason })),
    resolvedTurns: resolved.map((turn) => turn.number),
    /** Oldest first (the console describes settings as changes from the previous save, and shows the latest). */
    audit: audit.map((e) => ({ actor: e.actor, action: e.action, details: e.details, at: e.createdAt.toISOString() })),
  };
}

export type GmLifecycleView = NonNullable<Awaited<ReturnType<typeof loadGmLifecycle>>>;
