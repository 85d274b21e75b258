import { z } from 'zod';
import { texts, translate, type Lang } from '../../core/catalogue.ts';
import type { DecisionRequest } from '../../core/decisions.ts';
import { labelled, type Choice, type FieldChoices } from '../../core/forms.ts';
import { captureRule } from './actions/capture.ts';
import { ACTION_TYPES, DirectionAnswer, MAX_ACTIONS, RitualAnswer } from './answers.ts';
import { makeCtx } from './context.ts';
import { defaultAnswer } from './defaults.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { abilityName, areaName, playerName, unitName, unitTypeName } from './names.ts';
import { availableBattleAbilities, hitCounts, painedToRetreat, safeAreas, sideOfPlayer } from './stages/battle-common.ts';
import { freshInitiative } from './initiative.ts';
import { DIRECTIONS, type AssignPart, type State } from './types.ts';
import { abilityOf, poolOf, ritualCost, unitsOnMap, type World } from './world.ts';

/**
 * The open requests of a settled position (docs/rulesets/cthulhu-wars.md, "Steps"): who is asked what, the
 * answer's schema (well-formed ids of this game; legality is checkSheet's), the form's choices (the legal
 * values only), the prompt and the default applied at the deadline.
 */
export function buildRequests(world: World, state: State): DecisionRequest[] {
  const pending = state.pending;
  if (!pending || state.phase === 'over') return [];
  const both = (key: MessageKey, params: Record<string, string | number> = {}) => texts(MESSAGES, key, params);
  const base = (
    player: string,
    kind: string,
    prompt: DecisionRequest['prompt'],
    schema: z.ZodType,
    choices: FieldChoices,
    secret = false,
  ): DecisionRequest => ({
    player,
    kind,
    prompt,
    schema,
    choices,
    secret,
    required: true,
    defaultAnswer: defaultAnswer(world, state, player),
  });
  const power = (player: string) => state.power[player] ?? 0;
  switch (pending.kind) {
    case 'direction':
      return [
        base(pending.player, 'direction', both('prompt.direction'), DirectionAnswer, {
          direction: DIRECTIONS.map((d) => ({ value: d, label: both(`label.${d}`) })),
        }),
      ];
    case 'first-player': {
      const tied = pending.tied;
      const schema = z.strictObject({ firstPlayer: enumOf(tied) });
      const prompt = {
        es: translate(MESSAGES, 'prompt.first-player', 'es', { power: power(tied[0]!), players: tied.map((p) => playerName(world, p)).join(', ') }),
        en: translate(MESSAGES, 'prompt.first-player', 'en', { power: power(tied[0]!), players: tied.map((p) => playerName(world, p)).join(', ') }),
      };
      return [base(pending.player, 'first-player', prompt, schema, { firstPlayer: tied.map((p) => ({ value: p, label: playerName(world, p) })) })];
    }
    case 'initiative':
    case 'continue': {
      const player = pending.player;
      const prompt =
        pending.kind === 'initiative'
          ? both('prompt.initiative', { power: power(player) })
          : {
              es: translate(MESSAGES, 'prompt.continue', 'es', {
                power: power(player),
                action: state.initiative?.mainDone ? '' : translate(MESSAGES, 'prompt.continue.action', 'es'),
              }),
              en: translate(MESSAGES, 'prompt.continue', 'en', {
                power: power(player),
                action: state.initiative?.mainDone ? '' : translate(MESSAGES, 'prompt.continue.action', 'en'),
              }),
            };
      return [base(player, pending.kind, prompt, actionsSchema(world, state, player), actionChoices(world, state, player))];
    }
    case 'pre-battle': {
      const ctx = makeCtx(world, state);
      const own = (world.factionOf.get(pending.player)?.abilities ?? []).filter((a) => a.timing === 'pre-battle').map((a) => a.id);
      const schema = z.strictObject({ abilities: z.array(enumOf(own)).max(24) });
      const choices = { 'abilities[]': availableBattleAbilities(ctx, pending.player, 'pre-battle').map((a) => ({ value: a.id, label: a.name })) };
      const area = state.battle!.area;
      return [base(pending.player, 'pre-battle', bothArea(world, 'prompt.pre-battle', area), schema, choices)];
    }
    case 'post-battle': {
      const own = (world.factionOf.get(pending.player)?.abilities ?? []).filter((a) => a.timing === 'post-battle').map((a) => a.id);
      const schema = z.strictObject({ abilities: z.array(enumOf(own)).max(24) });
      const available = state.battle!.postQueue.find((entry) => entry.player === pending.player)?.abilities ?? [];
      const choices = {
        'abilities[]': available.map((id) => ({
          value: id,
          label: { es: abilityName(world, pending.player, id, 'es'), en: abilityName(world, pending.player, id, 'en') },
        })),
      };
      return [base(pending.player, 'post-battle', bothArea(world, 'prompt.post-battle', state.battle!.area), schema, choices)];
    }
    case 'assign': {
      const ctx = makeCtx(world, state);
      const part = pending.part;
      return pending.players.map((player) => {
        const side = sideOfPlayer(state.battle!, player)!;
        const counts = hitCounts(ctx, side, part);
        const ownUnits = world.unitsOf.get(player) ?? [];
        const units = z.array(enumOf(ownUnits)).max(60);
        const schema =
          part === 'all'
            ? z.strictObject({ kills: units, pains: units })
            : part === 'pains'
              ? z.strictObject({ pains: units })
              : z.strictObject({ kills: units });
        const unitChoices = counts.units.map((u) => ({ value: u, label: unitLabel(world, u) }));
        const choices: FieldChoices = {};
        if (part !== 'pains') choices['kills[]'] = unitChoices;
        if (part === 'all' || part === 'pains') choices['pains[]'] = unitChoices;
        // "1 kill, then 2 pains": plural forms by count.
        const params = (lang: Lang) => ({
          area: areaName(world, state.battle!.area, lang),
          kills: translate(MESSAGES, 'count.kills', lang, { n: counts.kills }),
          pains: translate(MESSAGES, 'count.pains', lang, { n: counts.pains }),
        });
        const key = ASSIGN_PROMPTS[part];
        const prompt = { es: translate(MESSAGES, key, 'es', params('es')), en: translate(MESSAGES, key, 'en', params('en')) };
        return base(player, ASSIGN_KINDS[part], prompt, schema, choices, true);
      });
    }
    case 'retreat': {
      const ctx = makeCtx(world, state);
      const ownUnits = world.unitsOf.get(pending.player) ?? [];
      const pained = painedToRetreat(ctx, pending.side).map((u) => ({ value: u, label: unitLabel(world, u) }));
      const safe = safeAreas(ctx, pending.side);
      const area = state.battle!.area;
      if (safe.length === 0) {
        const schema = z.strictObject({ eliminate: enumOf(ownUnits) });
        return [base(pending.player, 'retreat', bothArea(world, 'prompt.retreat-none', area), schema, { eliminate: pained })];
      }
      const schema = z.strictObject({
        moves: z.array(z.strictObject({ unit: enumOf(ownUnits), to: labelled(enumOf(world.areaIds), { place: 'one' }) })).max(60),
      });
      const choices = { 'moves[].unit': pained, 'moves[].to': safe.map((a) => ({ value: a, label: areaLabel(world, a) })) };
      return [base(pending.player, 'retreat', bothArea(world, 'prompt.retreat', area), schema, choices)];
    }
    case 'ritual': {
      const cost = ritualCost(world.setup, state) ?? 0;
      const prompt = both('prompt.ritual', { cost, power: power(pending.player) });
      const hint = both('label.cost', { cost });
      return [
        base(pending.player, 'ritual', prompt, RitualAnswer, {
          perform: [
            { value: true, label: both('label.yes'), hint },
            { value: false, label: both('label.no') },
          ],
        }),
      ];
    }
    default:
      return [];
  }
}

/** The request kind and prompt of each assignment step (seed, step 3). */
const ASSIGN_KINDS: Record<AssignPart, string> = { all: 'assign', kills: 'assign-kills', 'extra-kills': 'assign-extra', pains: 'assign-pains' };
const ASSIGN_PROMPTS: Record<AssignPart, MessageKey> = {
  all: 'prompt.assign',
  kills: 'prompt.assign-kills',
  'extra-kills': 'prompt.assign-extra',
  pains: 'prompt.assign-pains',
};

function enumOf(values: readonly string[]): z.ZodType<string> {
  return values.length > 0 ? z.enum(values as [string, ...string[]]) : z.never();
}

function bothArea(world: World, key: MessageKey, area: string) {
  return {
    es: translate(MESSAGES, key, 'es', { area: areaName(world, area, 'es') }),
    en: translate(MESSAGES, key, 'en', { area: areaName(world, area, 'en') }),
  };
}

const areaLabel = (world: World, area: string) => ({ es: areaName(world, area, 'es'), en: areaName(world, area, 'en') });

/** "Shoggoth 2 — Great Cthulhu (North Atlantic)". */
function unitLabel(world: World, unit: string, state?: State) {
  const info = world.unitById.get(unit);
  const where = (lang: Lang) => (state && state.units[unit] ? ` (${areaName(world, state.units[unit]!, lang)})` : '');
  const owner = (lang: Lang) => (info ? ` — ${world.factionOf.get(info.owner)?.name[lang] ?? playerName(world, info.owner)}` : '');
  return { es: `${unitName(world, unit, 'es')}${owner('es')}${where('es')}`, en: `${unitName(world, unit, 'en')}${owner('en')}${where('en')}` };
}

/** The schema of an initiative answer: action types, and ids of this game's areas, units, types, abilities. */
export function actionsSchema(world: World, state: State, player: string): z.ZodType {
  const faction = world.factionOf.get(player);
  // An area: the player may pick it on the map (docs/forms.md, "Picking on the map").
  const area = labelled(enumOf(world.areaIds), { place: 'one' });
  const unit = enumOf(world.units.map((u) => u.id));
  const ownType = enumOf((faction?.units ?? []).map((u) => u.id));
  const ability = enumOf((faction?.abilities ?? []).filter((a) => a.timing === 'action' || a.timing === 'unlimited').map((a) => a.id));
  const opponent = enumOf(world.playerIds.filter((p) => p !== player));
  const sign = enumOf((state.elderSigns[player] ?? []).map((s) => s.id));
  const action = z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('move'),
      moves: z
        .array(z.strictObject({ unit, to: area }))
        .min(1)
        .max(60),
    }),
    z.strictObject({ type: z.literal('recruit'), unitType: ownType, area }),
    z.strictObject({ type: z.literal('build-gate'), area, unit: unit.optional() }),
    z.strictObject({ type: z.literal('summon'), unitType: ownType, area }),
    z.strictObject({ type: z.literal('awaken'), unitType: ownType, area }),
    z.strictObject({ type: z.literal('capture'), unit }),
    z.strictObject({ type: z.literal('battle'), area, opponent }),
    z.strictObject({ type: z.literal('ability'), ability, note: z.string().max(300).optional() }),
    z.strictObject({ type: z.literal('pass') }),
    z.strictObject({ type: z.literal('control-gate'), area, unit }),
    z.strictObject({ type: z.literal('abandon-gate'), area }),
    z.strictObject({ type: z.literal('reveal-signs'), signs: z.array(sign).min(1).max(60) }),
  ]);
  return z.strictObject({ actions: z.array(action).max(MAX_ACTIONS) });
}

/** Legal values for the initiative form: action types with costs, areas, own unit types, units, opponents, abilities. */
export function actionChoices(world: World, state: State, player: string): FieldChoices {
  const both = (key: MessageKey, params: Record<string, string | number> = {}) => texts(MESSAGES, key, params);
  const faction = world.factionOf.get(player);
  const costs = world.setup.data.costs;
  const typeHint: Partial<Record<(typeof ACTION_TYPES)[number], Choice['hint']>> = {
    move: both('label.cost', { cost: `${costs.movePerUnit}×` }),
    'build-gate': both('label.cost', { cost: costs.buildGate }),
    capture: both('label.cost', { cost: costs.capture }),
    battle: both('label.cost', { cost: costs.battle }),
  };
  const ctx = makeCtx(world, state);
  const capturable = world.units
    .filter((u) => u.owner !== player && u.type.kind === 'cultist' && state.units[u.id] !== undefined)
    .filter((u) => captureRule.check(ctx, player, { type: 'capture', unit: u.id }, state.initiative ?? freshInitiative(player)) === null)
    .map((u) => u.id);
  const ownOnMap = unitsOnMap(world, state, player);
  return {
    'actions[].type': ACTION_TYPES.map((type) => ({ value: type, label: both(`action.${type}`), ...(typeHint[type] ? { hint: typeHint[type] } : {}) })),
    'actions[].area': world.areaIds.map((a) => ({ value: a, label: areaLabel(world, a) })),
    'actions[].unitType': (faction?.units ?? []).map((t) => ({
      value: t.id,
      label: { es: unitTypeName(world, player, t.id, 'es'), en: unitTypeName(world, player, t.id, 'en') },
      hint: {
        es: `${translate(MESSAGES, 'label.cost', 'es', { cost: t.cost })}, ${translate(MESSAGES, 'label.in-pool', 'es', { n: poolOf(world, state, player, t.id).length })}`,
        en: `${translate(MESSAGES, 'label.cost', 'en', { cost: t.cost })}, ${translate(MESSAGES, 'label.in-pool', 'en', { n: poolOf(world, state, player, t.id).length })}`,
      },
      disabled: poolOf(world, state, player, t.id).length === 0,
    })),
    'actions[].unit': [...ownOnMap, ...capturable].map((u) => ({ value: u, label: unitLabel(world, u, state) })),
    'actions[].moves[].unit': ownOnMap.map((u) => ({ value: u, label: unitLabel(world, u, state) })),
    'actions[].moves[].to': world.areaIds.map((a) => ({ value: a, label: areaLabel(world, a) })),
    'actions[].opponent': world.playerIds
      .filter((p) => p !== player)
      .map((p) => ({ value: p, label: `${playerName(world, p)} (${world.factionOf.get(p)?.name.en ?? ''})` })),
    'actions[].ability': (faction?.abilities ?? [])
      .filter((a) => a.timing === 'action' || a.timing === 'unlimited')
      .map((a) => ({
        value: a.id,
        label: { es: abilityName(world, player, a.id, 'es'), en: abilityName(world, player, a.id, 'en') },
        hint: both('label.cost', { cost: abilityOf(world, player, a.id)?.cost ?? 0 }),
        disabled: a.spellbook !== undefined && !(state.spellbooks[player] ?? []).includes(a.spellbook),
      })),
    'actions[].signs[]': (state.elderSigns[player] ?? []).map((s) => ({ value: s.id, label: s.id })),
  };
}
