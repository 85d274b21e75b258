import { z } from 'zod';
import type { DbTx } from '../../db/client.ts';
import type { ReportCorrection, Viewer } from '../../engine/core/ruleset.ts';
import { publishedRepository, type ResolvedStepRow } from '../../repositories/published-repository.ts';
import { rollsRepository, type RollRow } from '../../repositories/rolls-repository.ts';
import type { Actor } from '../actor.ts';
import { notFound, ServiceError } from '../errors.ts';
import { maySeeRoll } from '../rolls.ts';
import type { GameContext } from './game-context.ts';

/** One resolved step as stored: what its report, map, case file and scores are made from. */
export interface ResolvedStep {
  number: number;
  /** The Resolution row: a revert deletes it, resolving the turn again makes another (versions.ts). */
  resolutionId: string;
  resolvedAt: Date;
  seed: string;
  seedHash: string;
  rngVersion: number;
  before: unknown;
  after: unknown;
  outcome: unknown;
  orders: Record<string, unknown>;
  gmInput: unknown;
  corrections: ReportCorrection[];
  defaulted: string[];
  sealed: string[];
  gameOver: boolean;
  /** Every roll made while the step was open (filter with `rollsFor`). */
  rolls: RollRow[];
}

const Strings = z.array(z.string()).catch([]);
const Orders = z.record(z.string(), z.unknown()).catch({});
/** Stored GM corrections: `{ kind, reason, ...fields }`; unknown shapes are dropped, never a 500. */
const Corrections = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((item): ReportCorrection[] => {
      const parsed = z.looseObject({ kind: z.string(), reason: z.string() }).safeParse(item);
      if (!parsed.success) return [];
      const { kind, reason, ...data } = parsed.data;
      return [{ kind, reason, data }];
    }),
  );

function toStep(row: ResolvedStepRow, rolls: RollRow[]): ResolvedStep {
  const r = row.resolution!;
  return {
    number: row.number,
    resolutionId: r.id,
    resolvedAt: row.resolvedAt ?? new Date(0),
    seed: r.seed,
    seedHash: row.seedHash,
    rngVersion: row.rngVersion,
    before: r.stateBefore,
    after: r.nextState,
    outcome: r.outcome,
    orders: Orders.parse(r.orders),
    gmInput: r.gmInput,
    corrections: Corrections.parse(r.adjustments),
    defaulted: Strings.parse(r.defaulted),
    sealed: Strings.parse(r.sealed),
    gameOver: r.gameOver,
    rolls,
  };
}

/** One resolved step; 404 while it is open or when it does not exist (nothing is published before resolution). */
export async function loadResolvedStep(db: DbTx, ctx: GameContext, number: number): Promise<ResolvedStep> {
  const row = await publishedRepository.findResolvedStep(db, ctx.id, number);
  if (!row?.resolution) throw await unpublishedStep(db, ctx.id, number);
  return toStep(row, await rollsRepository.listByGame(db, ctx.id, number));
}

/** Why turn `number` has no report: withdrawn by a GM revert (410: a link posted before it), else not resolved yet (404). */
export async function unpublishedStep(db: DbTx, gameId: string, number: number): Promise<ServiceError> {
  const withdrawn = (await publishedRepository.listWithdrawn(db, gameId)).filter((w) => w.number === number).at(-1);
  if (withdrawn) {
    const at = withdrawn.archivedAt.toISOString();
    return new ServiceError(410, 'turn_withdrawn', `The report of turn ${number} was withdrawn by the GM on ${at}; the turn is being played again`, {
      withdrawnAt: at,
    });
  }
  return notFound('Report (the turn is not resolved yet)');
}

/** Every resolved step, oldest first. */
export async function loadResolvedSteps(db: DbTx, ctx: GameContext): Promise<ResolvedStep[]> {
  const [rows, rolls] = await Promise.all([publishedRepository.listResolvedSteps(db, ctx.id), rollsRepository.listByGame(db, ctx.id)]);
  return rows.flatMap((row) =>
    row.resolution
      ? [
          toStep(
            row,
            rolls.filter((roll) => roll.turn.number === row.number),
          ),
        ]
      : [],
  );
}

export function actorOfViewer(viewer: Viewer): Actor {
  return viewer.role === 'player' ? { role: 'player', playerId: viewer.id } : viewer;
}

export function viewerOfActor(actor: Actor): Viewer {
  return actor.role === 'player' ? { role: 'player', id: actor.playerId } : actor;
}

/** The rolls of a step a viewer may see (private ones: the GM and their roller). */
export function rollsFor(step: ResolvedStep, viewer: Viewer): RollRow[] {
  const actor = actorOfViewer(viewer);
  return step.rolls.filter((roll) => maySeeRoll(actor, roll));
}
