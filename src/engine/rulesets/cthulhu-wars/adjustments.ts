import { z } from 'zod';
import type { Problem } from '../../core/ruleset.ts';
import { drawElderSign, eliminateUnit, leaveArea, makeCtx, placeUnit } from './context.ts';
import { SIDES, type BattleStage, type State } from './types.ts';
import type { World } from './world.ts';

/**
 * GM corrections (applied before the next step, listed in its report): what the seed leaves to the GM —
 * ability effects, spellbooks earned, Power and Doom from faction abilities, units placed or removed by
 * abilities, gates, battle dice and extra battle results.
 */
const Id = z.string().min(1).max(80);
const Amount = z.int().min(-200).max(200);

export const AdjustmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('power'),
    player: Id,
    delta: Amount.optional(),
    set: z.int().min(0).max(200).optional(),
    note: z.string().max(300).optional(),
  }),
  z.strictObject({
    kind: z.literal('doom'),
    player: Id,
    delta: Amount.optional(),
    set: z.int().min(0).max(500).optional(),
    note: z.string().max(300).optional(),
  }),
  z.strictObject({ kind: z.literal('spellbook'), player: Id, spellbook: Id, grant: z.boolean() }),
  z.strictObject({ kind: z.literal('elder-signs'), player: Id, count: z.int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('place'), unit: Id, area: Id.nullable() }),
  z.strictObject({ kind: z.literal('eliminate'), unit: Id }),
  z.strictObject({ kind: z.literal('gate'), area: Id, present: z.boolean(), holder: Id.nullable().optional() }),
  z.strictObject({ kind: z.literal('combat'), unit: Id, value: z.int().min(0).max(30).nullable() }),
  z.strictObject({ kind: z.literal('battle-dice'), side: z.enum(SIDES), delta: z.int().min(-30).max(30) }),
  z.strictObject({ kind: z.literal('battle-results'), side: z.enum(SIDES), kills: z.int().min(0).max(30), pains: z.int().min(0).max(30) }),
  z.strictObject({ kind: z.literal('unlimited-battle'), player: Id, allowed: z.boolean() }),
  z.strictObject({ kind: z.literal('note'), text: z.string().min(1).max(1000) }),
]);
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const ADJUSTMENT_PROBLEMS = [
  'invalid_adjustment',
  'game_over',
  'unknown_player',
  'unknown_unit',
  'unknown_area',
  'unknown_spellbook',
  'delta_or_set',
  'holder_not_there',
  'no_battle',
  'battle_stage',
] as const;
export type AdjustmentProblem = (typeof ADJUSTMENT_PROBLEMS)[number];

const MESSAGES: Record<AdjustmentProblem, string> = {
  invalid_adjustment: 'Not a correction of this game.',
  game_over: 'The game is over.',
  unknown_player: 'No such player.',
  unknown_unit: 'No such unit.',
  unknown_area: 'No such area.',
  unknown_spellbook: "Not a spellbook of the player's faction.",
  delta_or_set: 'Give exactly one of delta and set.',
  holder_not_there: 'The holder must be a unit in that area.',
  no_battle: 'No battle is in progress.',
  battle_stage: 'The battle is not at a point where this applies (dice: before the roll; results: after it, before the pains are assigned).',
};

const problem = (code: AdjustmentProblem, path = ''): Problem[] => [{ path, code, message: MESSAGES[code] }];

/**
 * Where extra battle results can be added (seed: "Dödsstötar och smärta från efterstridsförmågor läggs till
 * tärningsresultaten och fördelas likadant"): before any assignment they join the dice's results; once the kills
 * are assigned (post-battle abilities, the GM's pause) they are assigned in their own step (kills) and with the
 * pains. Not once the pains are being assigned.
 */
const BEFORE_ASSIGNMENT: readonly BattleStage[] = ['assign', 'assign-kills'];
const RESULT_STAGES: readonly BattleStage[] = [...BEFORE_ASSIGNMENT, 'post-battle', 'gm-post', 'assign-extra'];

export function checkAdjustment(world: World, state: State, raw: unknown): Problem[] {
  const parsed = AdjustmentSchema.safeParse(raw);
  if (!parsed.success) return problem('invalid_adjustment', parsed.error.issues[0]?.path.map(String).join('.') ?? '');
  const a = parsed.data;
  if (state.phase === 'over') return problem('game_over');
  const knownPlayer = (id: string) => world.playerIds.includes(id);
  switch (a.kind) {
    case 'power':
    case 'doom':
      if (!knownPlayer(a.player)) return problem('unknown_player', 'player');
      return (a.delta === undefined) === (a.set === undefined) ? problem('delta_or_set') : [];
    case 'spellbook':
      if (!knownPlayer(a.player)) return problem('unknown_player', 'player');
      return world.factionOf.get(a.player)?.spellbooks.some((b) => b.id === a.spellbook) ? [] : problem('unknown_spellbook', 'spellbook');
    case 'elder-signs':
    case 'unlimited-battle':
      return knownPlayer(a.player) ? [] : problem('unknown_player', 'player');
    case 'place':
      if (!world.unitById.has(a.unit)) return problem('unknown_unit', 'unit');
      return a.area === null || world.areaById.has(a.area) ? [] : problem('unknown_area', 'area');
    case 'eliminate':
    case 'combat':
      return world.unitById.has(a.unit) ? [] : problem('unknown_unit', 'unit');
    case 'gate':
      if (!world.areaById.has(a.area)) return problem('unknown_area', 'area');
      if (a.present && a.holder !== undefined && a.holder !== null && state.units[a.holder] !== a.area) return problem('holder_not_there', 'holder');
      return [];
    case 'battle-dice':
      if (!state.battle) return problem('no_battle');
      return state.battle.dice === null ? [] : problem('battle_stage');
    case 'battle-results':
      if (!state.battle) return problem('no_battle');
      return state.battle.dice !== null && RESULT_STAGES.includes(state.battle.stage) ? [] : problem('battle_stage');
    case 'note':
      return [];
  }
}

/** Applies the corrections in order (each checked first; an inapplicable one is skipped). */
export function applyAdjustments(world: World, state: State, adjustments: readonly unknown[]): State {
  const ctx = makeCtx(world, JSON.parse(JSON.stringify(state)) as State);
  const s = ctx.state;
  for (const raw of adjustments) {
    if (checkAdjustment(world, s, raw).length > 0) continue;
    const a = AdjustmentSchema.parse(raw);
    switch (a.kind) {
      case 'power':
        s.power[a.player] = Math.max(0, a.set ?? (s.power[a.player] ?? 0) + (a.delta ?? 0));
        break;
      case 'doom':
        s.doom[a.player] = Math.max(0, a.set ?? (s.doom[a.player] ?? 0) + (a.delta ?? 0));
        break;
      case 'spellbook': {
        const books = new Set(s.spellbooks[a.player] ?? []);
        if (a.grant) books.add(a.spellbook);
        else books.delete(a.spellbook);
        const order = world.factionOf.get(a.player)?.spellbooks.map((b) => b.id) ?? [];
        s.spellbooks[a.player] = order.filter((b) => books.has(b));
        break;
      }
      case 'elder-signs':
        for (let i = 0; i < a.count; i++) drawElderSign(ctx, a.player);
        break;
      case 'place':
        if (a.area === null) {
          leaveArea(ctx, a.unit);
          delete s.captives[a.unit];
        } else placeUnit(ctx, a.unit, a.area);
        break;
      case 'eliminate':
        eliminateUnit(ctx, a.unit, 'kill');
        delete s.captives[a.unit];
        break;
      case 'gate':
        if (!a.present) delete s.gates[a.area];
        else s.gates[a.area] = a.holder ?? null;
        break;
      case 'combat':
        if (a.value === null) delete s.combat[a.unit];
        else s.combat[a.unit] = a.value;
        break;
      case 'battle-dice':
        s.battle!.diceModifier[a.side] += a.delta;
        break;
      case 'battle-results': {
        const battle = s.battle!;
        const before = BEFORE_ASSIGNMENT.includes(battle.stage);
        const target = before ? battle.produced : battle.extra;
        target[a.side] = { kills: target[a.side].kills + a.kills, pains: target[a.side].pains + a.pains };
        // An open assignment is asked again with the new counts.
        if (before || battle.stage === 'assign-extra') s.pending = null;
        break;
      }
      case 'unlimited-battle':
        s.unlimitedBattle[a.player] = a.allowed;
        break;
      case 'note':
        break;
    }
  }
  return s;
}
