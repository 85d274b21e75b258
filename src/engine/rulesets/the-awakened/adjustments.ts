import { z } from 'zod';
import type { Problem } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import { BUILDINGS, LIMITS } from './constants.ts';
import type { Ctx } from './context.ts';
import { MESSAGES } from './messages.ts';
import { cloneState, isChamber, settle, sortBuildings, totals } from './position.ts';
import type { ProblemCode } from './reasons.ts';
import type { Player, State } from './schemas.ts';

const Count = z.number().int().min(0).max(LIMITS.count);

/**
 * GM corrections (the rules leave nothing to the GM; these fix mistakes in a forum game): `set-land` puts a
 * land's pieces and buildings as the GM says. Applied before the next step; the server lists them in that
 * step's report.
 */
export const AdjustmentSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('set-land'),
      land: z.string().max(LIMITS.landId),
      owner: z.string().max(64).nullable(),
      population: Count,
      resources: Count,
      m: Count.default(0),
      v: Count.default(0),
      buildings: z.array(z.enum(BUILDINGS)).max(BUILDINGS.length).default([]),
      note: z.string().max(500).optional(),
    })
    .strict(),
]);
export type Adjustment = z.infer<typeof AdjustmentSchema>;

function problem(path: string, code: ProblemCode, params: Record<string, string | number> = {}): Problem {
  return { path, code, message: translate(MESSAGES, `problem.${code}`, 'en', params) };
}

/** What would be wrong with the position after the correction; [] when it can be applied. */
export function checkAdjustment(ctx: Ctx, players: readonly Player[], state: State, raw: unknown): Problem[] {
  const parsed = AdjustmentSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: 'invalid_shape', message: i.message }));
  const adjustment = parsed.data;
  if (!ctx.index.spec.has(adjustment.land)) return [problem('land', 'unknown_land', { land: adjustment.land })];
  if (adjustment.owner !== null && !players.some((p) => p.id === adjustment.owner)) return [problem('owner', 'unknown_player', { id: adjustment.owner })];
  const pieces = adjustment.population + adjustment.resources + adjustment.m + adjustment.v;
  if (pieces > 0 && adjustment.owner === null) return [problem('owner', 'pieces_without_owner')];
  if (new Set(adjustment.buildings).size !== adjustment.buildings.length) return [problem('buildings', 'duplicate_building')];
  if (adjustment.buildings.length > 0 && isChamber(state, adjustment.land)) return [problem('buildings', 'chamber_building', { land: adjustment.land })];
  if (adjustment.buildings.includes('defence') && adjustment.population + adjustment.m + adjustment.v === 0) return [problem('buildings', 'defence_unmanned')];
  if (state.lands[adjustment.land]?.marker === null && (pieces > 0 || adjustment.buildings.length > 0))
    return [problem('land', 'unexplored_land', { land: adjustment.land })];
  const next = applyAdjustment(ctx, state, adjustment);
  const { supply } = ctx.setup.data;
  const problems: Problem[] = [];
  if (adjustment.owner !== null) {
    const own = totals(ctx.index, next, adjustment.owner);
    if (own.population > supply.population) problems.push(problem('population', 'supply_exceeded', { n: supply.population }));
    if (own.resources > supply.resources) problems.push(problem('resources', 'supply_exceeded', { n: supply.resources }));
    if (own.military > supply.military) problems.push(problem('m', 'supply_exceeded', { n: supply.military }));
  }
  for (const b of adjustment.buildings) {
    if (ctx.index.order.filter((id) => next.lands[id]?.buildings.includes(b)).length > supply.buildings)
      problems.push(problem('buildings', 'building_supply_exceeded', { n: supply.buildings }));
  }
  return problems;
}

export function applyAdjustment(ctx: Ctx, state: State, adjustment: Adjustment): State {
  const next = cloneState(state);
  const l = next.lands[adjustment.land];
  if (!l) return next;
  next.lands[adjustment.land] = {
    marker: l.marker,
    owner: adjustment.owner,
    population: adjustment.population,
    resources: adjustment.resources,
    military: { m: adjustment.m, v: adjustment.v },
    buildings: sortBuildings([...adjustment.buildings]),
  };
  settle(ctx.index, next);
  return next;
}

/** The corrections in order; one that does not fit the position it meets is skipped (the server checked them). */
export function applyAdjustments(ctx: Ctx, players: readonly Player[], state: State, adjustments: readonly unknown[]): State {
  let current = state;
  for (const raw of adjustments) {
    const parsed = AdjustmentSchema.safeParse(raw);
    if (!parsed.success || checkAdjustment(ctx, players, current, parsed.data).length > 0) continue;
    current = applyAdjustment(ctx, current, parsed.data);
  }
  return current;
}
