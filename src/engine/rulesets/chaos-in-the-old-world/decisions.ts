import { z } from 'zod';
import type { Text } from '../../core/catalogue.ts';
import type { DecisionRequest } from '../../core/decisions.ts';
import { labelled, type Choice, type FieldChoices } from '../../core/forms.ts';
import { upgradesDue } from './answers.ts';
import type { God } from './ids.ts';
import { indexMap } from './map-index.ts';
import { t } from './messages.ts';
import type { Player } from './players.ts';
import { cardData, cardRegions, figureStats, onBoard, placementRegions, remainingUpgrades, reserve } from './rules.ts';
import type { Setup } from './schemas.ts';
import { HitSchema } from './sheets.ts';
import type { State } from './state.ts';
import { groupCapacity, priorityAssignment, targetGroups, type TargetGroup } from './targets.ts';

const both = (key: Parameters<typeof t>[0], params?: Parameters<typeof t>[2]): Text => ({ es: t(key, 'es', params), en: t(key, 'en', params) });
const enumOf = (values: readonly string[]) => z.enum(values as [string, ...string[]]);
const L = (es: string, en: string) => ({ label: { es, en } });
/** The form labels of the answer fields (the same as the union `sheetSchema`'s). */
const FIELD = {
  figure: L('Seguidor', 'Follower'),
  // Regions are picked on the map too (docs/forms.md, "Picking on the map").
  region: { ...L('Región', 'Region'), place: 'one' },
  from: { ...L('Desde la región (reinvocar)', 'From region (re-summon)'), place: 'one' },
  card: L('Carta de Caos', 'Chaos card'),
  target: L('Objetivo', 'Target'),
  hits: L('Impactos por objetivo', 'Hits per target'),
  upgrades: L('Mejoras', 'Upgrades'),
  action: L('Acción', 'Action'),
} as const;
/** A decision with one action: its field comes already chosen in the form. */
const onlyAction = <T extends string>(value: T) => labelled(z.literal(value).default(value), FIELD.action);

/**
 * The open requests of a position (one per asked player):
 * - `summon` (Summoning phase, the god whose turn it is, required, public): summon / card / pass; default: pass.
 * - `assign-hits` (Battle, the roller, required, public): hits per target group; default: the standing priority list.
 * - `upgrade` (End phase, every god owed upgrade cards, required, public — the seed has them announced): default: the first cards left on the sheet.
 * A GM step (heroes) and a finished game ask nobody.
 */
export function decisions(setup: Setup, players: readonly Player[], state: State): DecisionRequest[] {
  const p = state.pending;
  if (!p || state.result) return [];
  const playerOf = (god: God) => state.seats[god] ?? god;
  switch (p.kind) {
    case 'summon':
      return [summonRequest(setup, state, p.god, playerOf(p.god))];
    case 'assign':
      return [assignRequest(setup, players, state, p.god, playerOf(p.god))];
    case 'upgrade':
      return state.gods.filter((g) => upgradesDue(setup, state, g) > 0).map((g) => upgradeRequest(setup, state, g, playerOf(g)));
    default:
      return [];
  }
}

function godName(setup: Setup, god: God, lang: 'es' | 'en'): string {
  return setup.data.gods[god].name[lang];
}

function summonRequest(setup: Setup, state: State, god: God, player: string): DecisionRequest {
  const figures = setup.data.gods[god].figures.map((f) => f.id);
  const regions = indexMap(setup).order;
  const hand = [...new Set(state.hands[god] ?? [])];
  const variants: z.ZodType[] = [
    z
      .object({
        action: z.literal('summon'),
        figure: labelled(enumOf(figures), FIELD.figure),
        region: labelled(enumOf(regions), FIELD.region),
        from: labelled(enumOf(regions).optional(), FIELD.from),
      })
      .strict(),
    z.object({ action: z.literal('pass') }).strict(),
  ];
  if (hand.length > 0)
    variants.splice(
      1,
      0,
      z.object({ action: z.literal('card'), card: labelled(enumOf(hand), FIELD.card), region: labelled(enumOf(regions), FIELD.region) }).strict(),
    );
  return {
    player,
    kind: 'summon',
    prompt: {
      es: t('prompt_summon', 'es', { god: godName(setup, god, 'es'), power: state.power[god] ?? 0 }),
      en: t('prompt_summon', 'en', { god: godName(setup, god, 'en'), power: state.power[god] ?? 0 }),
    },
    schema: z.union(variants as [z.ZodType, z.ZodType, ...z.ZodType[]]),
    choices: summonChoices(setup, state, god),
    secret: false,
    required: true,
    defaultAnswer: { action: 'pass' },
  };
}

/** Form choices of a summoning turn: actions, affordable followers, legal regions, playable cards. */
export function summonChoices(setup: Setup, state: State, god: God): FieldChoices {
  const power = state.power[god] ?? 0;
  const index = indexMap(setup);
  const figureChoices: Choice[] = setup.data.gods[god].figures.map((f) => {
    const stats = figureStats(setup, state, god, f.id)!;
    const left = reserve(setup, state, god, f.id);
    return {
      value: f.id,
      label: f.name,
      hint: both('hint_reserve', { cost: stats.cost, n: left }),
      disabled: stats.cost > power || (left === 0 && onBoard(state, god, f.id) === 0),
    };
  });
  const legal = new Set(placementRegions(setup, state, god));
  const places = new Set(cardRegions(setup, state, god));
  // One region field serves summons and cards: a region is offered when either is legal there.
  const regionChoices: Choice[] = index.order.map((id) => ({
    value: id,
    label: index.byId.get(id)!.name,
    ...(state.regions[id]?.ruined ? { hint: both('hint_ruined') } : {}),
    disabled: !legal.has(id) && !places.has(id),
  }));
  const fromChoices: Choice[] = index.order
    .filter((id) => Object.values(state.regions[id]?.figures[god] ?? {}).some((n) => n > 0))
    .map((id) => ({ value: id, label: index.byId.get(id)!.name }));
  const cardChoices: Choice[] = [...new Set(state.hands[god] ?? [])].map((id) => {
    const card = cardData(setup, god, id);
    return {
      value: id,
      label: card?.name ?? id,
      hint: both('hint_cost', { n: card?.cost ?? 0 }),
      disabled: (card?.cost ?? Infinity) > power || places.size === 0,
    };
  });
  const actions: Choice[] = [
    { value: 'summon', label: both('action_summon') },
    ...(cardChoices.length > 0 ? [{ value: 'card', label: both('action_card') }] : []),
    { value: 'pass', label: both('action_pass') },
  ];
  return {
    action: actions,
    figure: figureChoices,
    region: regionChoices,
    from: fromChoices,
    card: cardChoices,
  };
}

function assignRequest(setup: Setup, players: readonly Player[], state: State, god: God, player: string): DecisionRequest {
  const p = state.pending as Extract<State['pending'], { kind: 'assign' }>;
  const groups = state.battle ? targetGroups(setup, state, state.battle, god) : [];
  const keys = groups.map((g) => g.key);
  const region = indexMap(setup).byId.get(p.region)?.name ?? { es: p.region, en: p.region };
  const priority = players.find((x) => x.id === state.seats[god])?.hitPriority;
  return {
    player,
    kind: 'assign-hits',
    prompt: {
      es: t('prompt_assign', 'es', { god: godName(setup, god, 'es'), n: p.required, hits: p.hits, region: region.es }),
      en: t('prompt_assign', 'en', { god: godName(setup, god, 'en'), n: p.required, hits: p.hits, region: region.en }),
    },
    schema: z
      .object({
        action: onlyAction('assign'),
        hits: labelled(z.array(HitSchema.extend({ target: labelled(keys.length > 0 ? enumOf(keys) : z.never(), FIELD.target) })).max(50), FIELD.hits),
      })
      .strict(),
    choices: { action: [{ value: 'assign', label: both('action_assign') }], 'hits[].target': groups.map((g) => targetChoice(setup, g)) },
    secret: false,
    required: true,
    defaultAnswer: { action: 'assign', hits: priorityAssignment(groups, p.required, priority) },
  };
}

export function targetLabel(setup: Setup, key: TargetGroup | { owner: God | null; figure: string | null; token: string | null }, lang: 'es' | 'en'): string {
  if (key.owner !== null && key.figure !== null) {
    const figure = setup.data.gods[key.owner].figures.find((f) => f.id === key.figure);
    return t('label_player_target', lang, { god: godName(setup, key.owner, lang), figure: figure?.name[lang] ?? key.figure });
  }
  return t(`token_${key.token}` as 'token_peasant', lang, { n: 2 });
}

function targetChoice(setup: Setup, g: TargetGroup): Choice {
  const params = { n: g.living.length, defense: g.defense, capacity: groupCapacity(g) };
  return { value: g.key, label: { es: targetLabel(setup, g, 'es'), en: targetLabel(setup, g, 'en') }, hint: both('hint_target', params) };
}

function upgradeRequest(setup: Setup, state: State, god: God, player: string): DecisionRequest {
  const left = remainingUpgrades(setup, state, god);
  const n = upgradesDue(setup, state, god);
  return {
    player,
    kind: 'upgrade',
    prompt: { es: t('prompt_upgrade', 'es', { god: godName(setup, god, 'es'), n }), en: t('prompt_upgrade', 'en', { god: godName(setup, god, 'en'), n }) },
    schema: z.object({ action: onlyAction('upgrade'), upgrades: labelled(z.array(enumOf(left)).length(n), FIELD.upgrades) }).strict(),
    choices: {
      action: [{ value: 'upgrade', label: both('action_upgrade') }],
      'upgrades[]': left.map((id) => {
        const u = setup.data.gods[god].upgrades.find((x) => x.id === id)!;
        return { value: id, label: u.name, hint: u.text };
      }),
    },
    secret: false,
    required: true,
    defaultAnswer: { action: 'upgrade', upgrades: left.slice(0, n) },
  };
}
