import { z } from 'zod';
import { texts, translate } from '../../core/catalogue.ts';
import type { DecisionRequest } from '../../core/decisions.ts';
import { labelled, type Choice, type FieldChoices } from '../../core/forms.ts';
import type { Lang, Text } from '../../core/ruleset.ts';
import { BUILDINGS, LIMITS, RAID_OPTIONS } from './constants.ts';
import type { Ctx } from './context.ts';
import { markerText } from './markers.ts';
import { MESSAGES } from './messages.ts';
import { buildingsOnBoard, has, isChamber, land, militaryCount, occupiedByOther } from './position.ts';
import type { Player, State } from './schemas.ts';

const L = (es: string, en: string) => ({ label: { es, en } });
/** A land: the player may pick it on the map too (docs/forms.md, "Picking on the map"). */
const P = (es: string, en: string) => ({ label: { es, en }, place: 'one' as const });

/** The precise answer of step A, built from the board: land ids are the board's (anything else fails the schema). */
export function movesRequestSchema(ctx: Ctx) {
  const Land = z.enum(ctx.index.order as [string, ...string[]]);
  const Amount = z.number().int().min(0).max(LIMITS.count);
  const Move = z
    .object({
      from: labelled(Land, P('Desde', 'From')),
      to: labelled(Land, P('Hasta', 'To')),
      via: labelled(z.union([Land, z.literal(''), z.null()]).optional(), {
        ...P('Pasando por (Ferrocarril)', 'Through (Railroad)'),
        help: { es: 'Solo para mover dos tierras a través de un Ferrocarril.', en: 'Only to move two lands through a Railroad.' },
      }),
      population: labelled(Amount.default(0), L('Población', 'Population')),
      resources: labelled(Amount.default(0), L('Recursos', 'Resources')),
    })
    .strict();
  return z.object({ moves: labelled(z.array(Move).max(LIMITS.orders), L('Movimientos', 'Moves')) }).strict();
}

/** The precise answer of step B. */
export function actionsRequestSchema(ctx: Ctx) {
  const Land = z.enum(ctx.index.order as [string, ...string[]]);
  const Amount = z.number().int().min(0).max(LIMITS.count);
  const Building = z.enum(BUILDINGS);
  const Build = z.object({ land: labelled(Land, P('Tierra', 'Land')), building: labelled(Building, L('Edificio', 'Building')) }).strict();
  const Form = z
    .object({ land: labelled(Land, P('Tierra', 'Land')), count: labelled(z.number().int().min(1).max(LIMITS.count), L('Unidades', 'Units')) })
    .strict();
  const Move = z
    .object({
      type: z.literal('move'),
      from: labelled(Land, P('Desde', 'From')),
      to: labelled(Land, P('Hasta', 'To')),
      via: labelled(z.union([Land, z.literal(''), z.null()]).optional(), P('Pasando por (Ferrocarril)', 'Through (Railroad)')),
      m: labelled(Amount.default(0), L('Unidades M', 'M units')),
      v: labelled(Amount.default(0), L('Veteranos V', 'V veterans')),
    })
    .strict();
  const Raid = z
    .object({
      type: z.literal('raid'),
      from: labelled(Land, P('Desde', 'From')),
      to: labelled(Land, P('Tierra asaltada', 'Land raided')),
      m: labelled(Amount.default(0), L('Unidades M', 'M units')),
      v: labelled(Amount.default(0), L('Veteranos V', 'V veterans')),
      option: labelled(z.enum(RAID_OPTIONS).default('none'), L('Opción de los supervivientes', 'Survivors’ option')),
      buildings: labelled(z.array(Building).max(BUILDINGS.length).default([]), L('Edificios a destruir', 'Buildings to destroy')),
      moveIn: labelled(Amount.default(0), L('Unidades que entran (conquista)', 'Units moving in (conquest)')),
    })
    .strict();
  return z
    .object({
      build: labelled(z.array(Build).max(LIMITS.orders).default([]), L('5. Construir', '5. Build')),
      form: labelled(z.array(Form).max(LIMITS.orders).default([]), L('7. Formar militares', '7. Form military')),
      military: labelled(
        z
          .array(z.discriminatedUnion('type', [Move, Raid]))
          .max(LIMITS.orders)
          .default([]),
        L('8. Acciones militares', '8. Military actions'),
      ),
    })
    .strict();
}

function nameOf(players: readonly Player[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? id;
}

function landChoice(ctx: Ctx, state: State, id: string): Choice {
  const l = land(state, id);
  const name = ctx.index.spec.get(id)?.name ?? id;
  const detail = (lang: Lang) =>
    l.marker === null
      ? translate(MESSAGES, 'choice.unexplored', lang, { land: id, name })
      : translate(MESSAGES, 'choice.land', lang, {
          land: id,
          name,
          detail: `${markerText(l.marker)} ${translate(MESSAGES, 'choice.landDetail', lang, { population: l.population, resources: l.resources, m: l.military.m, v: l.military.v })}`,
        });
  return { value: id, label: { es: detail('es'), en: detail('en') } };
}

/** Lands one move (or two through a Railroad) away from `from` that the player could enter. */
function reachable(ctx: Ctx, state: State, player: string, from: string): string[] {
  return ctx.index.within(from, 2, { enter: (id) => !occupiedByOther(land(state, id), player), pass: (id) => has(land(state, id), 'railroad') });
}

/** Legal values for the fields of the open step's answer (help for the form; the checks still apply). */
export function choicesFor(ctx: Ctx, state: State, player: string): FieldChoices {
  const own = ctx.index.order.filter((id) => land(state, id).owner === player);
  const pick = (ids: string[]) => ctx.index.inOrder(ids).map((id) => landChoice(ctx, state, id));
  const railroads = ctx.index.order.filter((id) => has(land(state, id), 'railroad') && !occupiedByOther(land(state, id), player));
  const none: Choice = { value: '', label: texts(MESSAGES, 'choice.none') };
  if (state.step === 'moves') {
    const from = own.filter((id) => land(state, id).population + land(state, id).resources > 0);
    return {
      'moves[].from': pick(from),
      'moves[].to': pick(from.flatMap((id) => reachable(ctx, state, player, id))),
      'moves[].via': [none, ...pick(railroads)],
    };
  }
  const buildable = own.filter((id) => !isChamber(state, id));
  const armed = own.filter((id) => militaryCount(land(state, id)) > 0 || (land(state, id).population > 0 && land(state, id).resources > 0));
  const targets = armed.flatMap((id) => [
    ...reachable(ctx, state, player, id).filter((t) => land(state, t).marker !== null),
    ...[...(ctx.index.neighbours.get(id) ?? [])].filter((t) => occupiedByOther(land(state, t), player)),
  ]);
  const buildingChoice = (b: (typeof BUILDINGS)[number]): Choice => {
    const left = Math.max(0, ctx.setup.data.supply.buildings - buildingsOnBoard(ctx.index, state, b));
    return { value: b, label: texts(MESSAGES, `building.${b}`), hint: texts(MESSAGES, 'choice.buildingHint', { n: left }), disabled: left === 0 };
  };
  return {
    'build[].land': pick(buildable),
    'build[].building': BUILDINGS.map(buildingChoice),
    'form[].land': pick(own.filter((id) => land(state, id).population > 0)),
    'military[].from': pick(armed),
    'military[].to': pick(targets),
    'military[].via': [none, ...pick(railroads)],
    'military[].option': RAID_OPTIONS.map((o) => ({ value: o, label: texts(MESSAGES, `raid.${o}`) })),
    'military[].buildings[]': BUILDINGS.map((b) => ({ value: b, label: texts(MESSAGES, `building.${b}`) })),
  };
}

export const DEFAULT_MOVES = { moves: [] } as const;
export const DEFAULT_ACTIONS = { build: [], form: [], military: [] } as const;

/**
 * Who decides what now: only the active player, one required request per step (the forum turn is two
 * answered steps). Nothing is secret (the game is open; the face-down markers are never in the state).
 * Default at the deadline: do nothing.
 */
export function decisionsFor(ctx: Ctx, players: readonly Player[], state: State): DecisionRequest[] {
  if (state.over || state.active === null) return [];
  const player = state.active;
  const prompt: Text = texts(MESSAGES, state.step === 'moves' ? 'prompt.moves' : 'prompt.actions', { player: nameOf(players, player), round: state.round });
  return [
    {
      player,
      kind: state.step,
      prompt,
      schema: state.step === 'moves' ? movesRequestSchema(ctx) : actionsRequestSchema(ctx),
      choices: choicesFor(ctx, state, player),
      secret: false,
      required: true,
      defaultAnswer: state.step === 'moves' ? { moves: [] } : { build: [], form: [], military: [] },
    },
  ];
}
