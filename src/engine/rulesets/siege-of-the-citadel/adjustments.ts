import { z } from 'zod';
import type { FieldChoices } from '../../core/forms.ts';
import type { Lang, Problem } from '../../core/ruleset.ts';
import { addPoints, figure, figureAt, makeCtx, type Ctx } from './context.ts';
import { CREATURES, type CreatureType } from './ids.ts';
import { figureName, say, sectionName, type MessageKey } from './messages.ts';
import type { Player } from './players.ts';
import { isSquare, parseSquare } from './rules/grid.ts';
import { createCreature } from './rules/reveal.ts';
import type { Setup } from './setup.ts';
import type { State } from './state.ts';
import { MAX_EXTRA_ACTIONS } from './stages/cards.ts';

/**
 * GM corrections, applied before the next step is resolved and listed in its report. They are how the GM
 * confirms or undoes what players reported on a mission without a grid (a move, a line of sight), applies
 * event and card texts, and rules on missions and secret missions.
 */
const Id = z.string().min(1).max(64);
const Reason = z.string().max(300).default('');
const Where = { square: z.string().min(1).max(4).optional(), section: z.string().min(1).max(2).optional(), note: z.string().max(120).optional() };

export const AdjustmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move-figure'), figure: Id, ...Where, reason: Reason }),
  z.object({ kind: z.literal('strength'), figure: Id, strength: z.number().int().min(1).max(10), reason: Reason }),
  z.object({ kind: z.literal('eliminate'), figure: Id, by: Id.nullable().default(null), reason: Reason }),
  /** `by`: the group whose kill of this creature is undone (its points and kill count go back). */
  z.object({
    kind: z.literal('restore'),
    figure: Id,
    ...Where,
    strength: z.number().int().min(1).max(10).optional(),
    by: Id.nullable().default(null),
    reason: Reason,
  }),
  z.object({ kind: z.literal('add-creature'), type: z.enum(CREATURES), ...Where, reason: Reason }),
  z.object({ kind: z.literal('points'), player: Id, delta: z.number().int().min(-1000).max(1000), reason: Reason }),
  z.object({ kind: z.literal('credits'), player: Id, delta: z.number().int().min(-100).max(100), reason: Reason }),
  z.object({ kind: z.literal('extra-actions'), player: Id, delta: z.number().int().min(-6).max(6), reason: Reason }),
  z.object({ kind: z.literal('legion-damage'), delta: z.number().int().min(-100).max(100), reason: Reason }),
  z.object({ kind: z.literal('mission-result'), success: z.boolean().nullable(), reason: Reason }),
  z.object({ kind: z.literal('secret-mission'), player: Id, achieved: z.boolean(), reason: Reason }),
]);
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const ADJUSTMENT_PROBLEMS = [
  'unknown_figure',
  'unknown_player',
  'bad_place',
  'square_taken',
  'not_out',
  'not_on_board',
  'no_secret_mission',
  'not_a_trooper',
] as const;

const problem = (code: (typeof ADJUSTMENT_PROBLEMS)[number], path: string, params: Record<string, string | number> = {}): Problem => ({
  path,
  code,
  message: say('en', `adj.${code}` as MessageKey, params),
});

function placeProblem(ctx: Ctx, a: { square?: string | undefined; section?: string | undefined }, self: string | null): Problem | null {
  if (ctx.grid) {
    const s = a.square ? parseSquare(a.square) : null;
    if (!s || !isSquare(ctx.grid, s)) return problem('bad_place', 'square', { place: a.square ?? '' });
    const there = figureAt(ctx, s);
    if (there && there.id !== self) return problem('square_taken', 'square', { place: a.square ?? '' });
    return null;
  }
  if (!a.section || !ctx.mission.sections.some((x) => x.id === a.section)) return problem('bad_place', 'section', { place: a.section ?? '' });
  return null;
}

export function checkAdjustment(setup: Setup, players: readonly Player[], state: State, raw: unknown): Problem[] {
  const parsed = AdjustmentSchema.safeParse(raw);
  if (!parsed.success)
    return [{ path: parsed.error.issues[0]?.path.join('.') ?? '', code: 'invalid_shape', message: parsed.error.issues[0]?.message ?? 'invalid' }];
  const a = parsed.data;
  const ctx = makeCtx(setup, players, state, null, '');
  const out: Problem[] = [];
  if ('figure' in a) {
    const f = figure(ctx, a.figure);
    if (!f) return [problem('unknown_figure', 'figure', { figure: a.figure })];
    if (a.kind === 'move-figure') {
      if (f.status !== 'board' && f.status !== 'waiting') out.push(problem('not_on_board', 'figure', { figure: a.figure }));
      const p = placeProblem(ctx, a, f.id);
      if (p) out.push(p);
    }
    if (a.kind === 'strength' && f.kind !== 'trooper') out.push(problem('not_a_trooper', 'figure', { figure: a.figure }));
    if (a.kind === 'strength' && f.status !== 'board' && f.status !== 'waiting') out.push(problem('not_on_board', 'figure', { figure: a.figure }));
    if (a.kind === 'eliminate') {
      if (f.status !== 'board' && f.status !== 'waiting' && f.status !== 'pending') out.push(problem('not_on_board', 'figure', { figure: a.figure }));
      if (a.by !== null && !state.groups[a.by]) out.push(problem('unknown_player', 'by', { player: a.by }));
    }
    if (a.kind === 'restore') {
      if (f.status !== 'dead' && f.status !== 'withdrawn') out.push(problem('not_out', 'figure', { figure: a.figure }));
      if (a.by !== null && !state.groups[a.by]) out.push(problem('unknown_player', 'by', { player: a.by }));
      const p = placeProblem(ctx, a, f.id);
      if (p) out.push(p);
    }
  }
  if (a.kind === 'add-creature') {
    const p = placeProblem(ctx, a, null);
    if (p) out.push(p);
  }
  if (a.kind === 'points' || a.kind === 'credits' || a.kind === 'extra-actions' || a.kind === 'secret-mission') {
    const group = state.groups[a.player];
    const legionGroup = a.player === state.legion.player && state.legion.corporation !== null && (a.kind === 'points' || a.kind === 'credits');
    if (!group && !legionGroup) out.push(problem('unknown_player', 'player', { player: a.player }));
    else if (a.kind === 'secret-mission' && group?.secret === null) out.push(problem('no_secret_mission', 'player', { player: a.player }));
  }
  return out;
}

function place(
  ctx: Ctx,
  f: ReturnType<typeof figure> & object,
  a: { square?: string | undefined; section?: string | undefined; note?: string | undefined },
): void {
  f.status = 'board';
  f.entrance = null;
  if (ctx.grid && a.square) {
    const s = parseSquare(a.square)!;
    f.square = a.square.toLowerCase();
    f.section = ctx.grid.sectionAt(s.x, s.y);
  } else if (a.section) {
    f.section = a.section;
    f.square = null;
  }
  if (a.note !== undefined) f.note = a.note;
  if (f.section && !f.visited.includes(f.section)) f.visited.push(f.section);
}

/** The position after the corrections, in order (corrections that fail their check are skipped). */
export function applyAdjustments(setup: Setup, players: readonly Player[], state: State, adjustments: readonly unknown[]): State {
  let current: State = JSON.parse(JSON.stringify(state)) as State;
  for (const raw of adjustments) {
    if (checkAdjustment(setup, players, current, raw).length > 0) continue;
    const a = AdjustmentSchema.parse(raw);
    const ctx = makeCtx(setup, players, current, null, '');
    switch (a.kind) {
      case 'move-figure':
      case 'restore': {
        const f = figure(ctx, a.figure)!;
        const wasDead = f.status === 'dead';
        place(ctx, f, a);
        if (a.kind === 'restore') {
          f.strength = a.strength ?? (f.kind === 'trooper' ? setup.data.doomtrooper.strength : 1);
          const group = a.by !== null ? current.groups[a.by] : undefined;
          const type = f.type as CreatureType;
          if (group && f.kind === 'creature' && wasDead && (group.kills[type] ?? 0) > 0) {
            group.kills[type] = (group.kills[type] ?? 0) - 1;
            if (current.rules === 'full') addPoints(ctx, group, -(setup.data.creatures.find((c) => c.type === type)?.points ?? 0));
          }
        }
        break;
      }
      case 'strength':
        figure(ctx, a.figure)!.strength = a.strength;
        break;
      case 'eliminate': {
        const f = figure(ctx, a.figure)!;
        f.status = 'dead';
        f.square = null;
        if (f.kind === 'creature' && a.by !== null) {
          const group = current.groups[a.by]!;
          const type = f.type as CreatureType;
          group.kills[type] = (group.kills[type] ?? 0) + 1;
          if (current.rules === 'full') addPoints(ctx, group, setup.data.creatures.find((c) => c.type === type)?.points ?? 0);
        }
        if (f.kind === 'trooper') {
          f.strength = 0;
          f.equipment = [];
          f.weapon = null;
          const group = current.groups[f.owner];
          if (group && current.rules === 'full') {
            if (group.credits > 0) group.credits -= 1;
            else addPoints(ctx, group, -5);
          }
        }
        if (current.pending) current.pending.creatures = current.pending.creatures.filter((id) => id !== f.id);
        if (current.pending && current.pending.creatures.length === 0) current.pending = null;
        break;
      }
      case 'add-creature': {
        const c = createCreature(ctx, a.type, 'board', null, null);
        place(ctx, c, a);
        break;
      }
      case 'points':
        if (current.groups[a.player]) addPoints(ctx, current.groups[a.player]!, a.delta);
        else current.legion.points += a.delta;
        break;
      case 'credits':
        if (current.groups[a.player]) current.groups[a.player]!.credits = Math.max(0, current.groups[a.player]!.credits + a.delta);
        else current.legion.credits = Math.max(0, current.legion.credits + a.delta);
        break;
      case 'extra-actions': {
        const g = current.groups[a.player]!;
        g.extra = Math.max(0, Math.min(MAX_EXTRA_ACTIONS, g.extra + a.delta));
        break;
      }
      case 'legion-damage':
        current.legion.damage = Math.max(0, current.legion.damage + a.delta);
        break;
      case 'mission-result':
        current.ruling = a.success;
        break;
      case 'secret-mission':
        current.groups[a.player]!.secretAchieved = a.achieved;
        break;
    }
    current = ctx.state;
  }
  return current;
}

export function adjustmentChoices(setup: Setup, players: readonly Player[], state: State, lang: Lang): FieldChoices {
  const names = { setup, mission: makeCtx(setup, players, state, null, '').mission, state };
  return {
    kind: AdjustmentSchema.options.map((o) => ({ value: o.shape.kind.value, label: say(lang, `adj.kind.${o.shape.kind.value}` as MessageKey) })),
    figure: state.figures.map((f) => ({ value: f.id, label: figureName(names, f.id)[lang] })),
    player: players.map((p) => ({ value: p.id, label: p.name })),
    by: Object.keys(state.groups).map((id) => ({ value: id, label: players.find((p) => p.id === id)?.name ?? id })),
    section: names.mission.sections.map((s) => ({ value: s.id, label: sectionName(names, s.id)[lang] })),
    type: CREATURES.map((c) => ({ value: c, label: setup.data.creatures.find((x) => x.type === c)?.name[lang] ?? c })),
  };
}
