import type { Action, Activation, AttackAction, MoveAction } from '../answers.ts';
import { entrancesFor, figure, figureAt, groupOf, moveAllowance, occupied, squareOf, type Ctx } from '../context.ts';
import type { AttackMode } from '../ids.ts';
import type { Reason, Refusal } from '../reasons.ts';
import type { Figure, RolledAttack, Turn } from '../state.ts';
import { rollDice } from './dice.ts';
import { openReaction, resolveAttack } from './reaction.ts';
import { clearSight } from './sight.ts';
import {
  blastRing,
  chebyshev,
  isSquare,
  lineOfFire,
  NEIGHBOUR_OFFSETS,
  parseSquare,
  sameSquare,
  squareLabel,
  sweepArc,
  touching,
  type Square,
} from './grid.ts';
import { revealSections } from './reveal.ts';
import { entrySquares, exitSquares, stepProblem } from './steps.ts';
import { attackDice, modesOf, weaponOf } from './weapons.ts';

/**
 * Runs the activations of one answer in order, on `ctx.state` (a working copy). One figure at a time (seed:
 * "Du måste avsluta den ene Doomtrooperns handlingar innan du får påbörja den andres"): naming another figure
 * finishes the one in progress. Checking (`ctx.rng === null`): the first refusal is returned and nothing is
 * rolled or revealed. Resolving: an action the dice made impossible is skipped (`action_skipped`) and the
 * answer stops there, as it does after a move that reveals monster cards; the player is asked again. After an
 * attack whose damage waits for Doomtrooper cards (rules/reaction.ts) the rest of the answer is kept and runs
 * once the damage is done.
 */
export interface RunResult {
  refusals: Refusal[];
  /** Resolving: stopped before the end of the answer (reveal, skipped action, or an attack waiting for cards). */
  interrupted: boolean;
  /** An attack waits for Doomtrooper cards before its damage: what is left of the activations, run afterwards. */
  rest?: Activation[];
}

export const MAX_TROOPER_ACTIONS = 4;
export const FREE_TROOPER_ACTIONS = 2;
export const CREATURE_ACTIONS = 2;

export function finishFigure(ctx: Ctx, turn: Turn, id: string): void {
  if (turn.done.includes(id)) return;
  turn.done.push(id);
  if (turn.active === id) turn.active = null;
  ctx.events.push({ type: 'figure_done', figure: id, actions: turn.actions[id] ?? 0 });
}

/** The figure may still take an action this turn. */
export function canAct(ctx: Ctx, turn: Turn, f: Figure): boolean {
  if (turn.done.includes(f.id)) return false;
  if (f.status === 'board' || (f.status === 'waiting' && (f.kind === 'trooper' || f.entrance !== null))) {
    const used = turn.actions[f.id] ?? 0;
    if (f.kind === 'creature') return used < CREATURE_ACTIONS;
    const group = groupOf(ctx, f);
    return used < MAX_TROOPER_ACTIONS && (used < FREE_TROOPER_ACTIONS || (group?.extra ?? 0) > 0);
  }
  return false;
}

export function runActivations(ctx: Ctx, turn: Turn, activations: readonly Activation[], prefix: string, entrance: string | null): RunResult {
  const checking = ctx.rng === null;
  let flat = 0;
  /** A move of this answer revealed (or, checking, would reveal) monster cards: nothing more happens now. */
  let revealed = false;
  const seen = new Set<string>();
  const stop = (refusal: Refusal, figureId: string | null): RunResult => {
    if (checking) return { refusals: [refusal], interrupted: false };
    if (figureId !== null) ctx.events.push({ type: 'action_skipped', figure: figureId, index: refusal.index, reason: refusal.reason });
    return { refusals: [], interrupted: true };
  };
  const afterReveal = (path: string): RunResult =>
    checking ? { refusals: [{ reason: 'actions_after_reveal', path, index: flat }], interrupted: false } : { refusals: [], interrupted: true };

  for (const [ai, act] of activations.entries()) {
    const base = `${prefix}[${ai}]`;
    const at = (reason: Reason, path = `${base}.figure`): Refusal => ({ reason, path, index: flat });
    if (revealed || ctx.state.pending) {
      // The Legion places the revealed creatures before anything else happens.
      if (act.actions.length === 0) continue;
      return afterReveal(`${base}.actions[0]`);
    }
    const f = figure(ctx, act.figure);
    if (!f) return stop(at('unknown_figure'), null);
    const mine = turn.kind === 'corporation' ? f.kind === 'trooper' && f.owner === turn.player : f.kind === 'creature';
    if (!mine) return stop(at('not_your_figure'), null);
    if (seen.has(f.id)) return stop(at('duplicate_activation'), null);
    seen.add(f.id);
    if (turn.done.includes(f.id)) return stop(at('figure_done'), null);
    if (f.status !== 'board' && f.status !== 'waiting') return stop(at('figure_out'), null);
    if (f.kind === 'creature' && f.status === 'waiting' && f.entrance === null) return stop(at('reinforcement_missing'), null);
    if (turn.active !== null && turn.active !== f.id) finishFigure(ctx, turn, turn.active);
    turn.active = f.id;

    for (const [k, action] of act.actions.entries()) {
      const path = `${base}.actions[${k}]`;
      if (revealed) return afterReveal(path);
      const index = flat++;
      const here = (reason: Reason, params?: Record<string, string | number>): Refusal => ({ reason, path, index, ...(params ? { params } : {}) });
      if (f.status !== 'board' && f.status !== 'waiting') return stop(here('figure_out'), f.id);
      const used = turn.actions[f.id] ?? 0;
      const group = groupOf(ctx, f);
      if (f.kind === 'trooper') {
        if (used >= MAX_TROOPER_ACTIONS) return stop(here('action_limit', { n: MAX_TROOPER_ACTIONS }), f.id);
        if (used >= FREE_TROOPER_ACTIONS && (group?.extra ?? 0) <= 0) return stop(here('no_extra_actions'), f.id);
      } else if (used >= CREATURE_ACTIONS) return stop(here('action_limit', { n: CREATURE_ACTIONS }), f.id);
      const extra = f.kind === 'trooper' && used >= FREE_TROOPER_ACTIONS;
      const result = perform(ctx, f, action, path, index, used + 1, extra, entrance);
      if (result.refusal) return stop(result.refusal, f.id);
      turn.actions[f.id] = used + 1;
      if (extra && group) group.extra -= 1;
      if (result.revealed) revealed = true;
      // The damage waits for Doomtrooper cards; the rest of the answer goes on afterwards (stages/rounds.ts).
      if (result.paused)
        return {
          refusals: [],
          interrupted: true,
          rest: [{ figure: act.figure, actions: act.actions.slice(k + 1), hold: act.hold }, ...activations.slice(ai + 1)],
        };
    }
    if (revealed) {
      // The figure stays in progress; anything later in the answer waits for the Legion's placement.
      const later = activations.slice(ai + 1).findIndex((a) => a.actions.length > 0);
      if (later >= 0) return afterReveal(`${prefix}[${ai + 1 + later}].actions[0]`);
      return { refusals: [], interrupted: !checking };
    }
    if (!act.hold || !canAct(ctx, turn, f)) finishFigure(ctx, turn, f.id);
  }
  return { refusals: [], interrupted: false };
}

interface Performed {
  refusal: Refusal | null;
  revealed: boolean;
  /** An attack's dice are rolled and its damage waits for Doomtrooper cards: nothing more happens now. */
  paused?: boolean;
}

function perform(ctx: Ctx, f: Figure, action: Action, path: string, index: number, actionNo: number, extra: boolean, entrance: string | null): Performed {
  const refuse = (reason: Reason, field = '', params?: Record<string, string | number>): Performed => ({
    refusal: { reason, path: field ? `${path}.${field}` : path, index, ...(params ? { params } : {}) },
    revealed: false,
  });
  switch (action.type) {
    case 'move':
      return move(ctx, f, action, actionNo, extra, entrance, refuse);
    case 'withdraw': {
      if (ctx.grid) return refuse('use_path_off');
      if (f.kind !== 'trooper') return refuse('cannot_leave');
      if (f.status !== 'board') return refuse('not_on_board');
      if (!entrancesFor(ctx, false).some((e) => e.section === f.section)) return refuse('no_exit_here');
      const from = f.section;
      f.status = 'withdrawn';
      f.section = null;
      ctx.events.push({ type: 'move', figure: f.id, from, path: ['off'], section: null, action: actionNo, extra, checked: false });
      ctx.events.push({ type: 'withdrawn', figure: f.id });
      return { refusal: null, revealed: false };
    }
    case 'attack':
      return attack(ctx, f, action, actionNo, extra, refuse);
  }
}

type Refuse = (reason: Reason, field?: string, params?: Record<string, string | number>) => Performed;

function move(ctx: Ctx, f: Figure, action: MoveAction, actionNo: number, extra: boolean, entrance: string | null, refuse: Refuse): Performed {
  const group = groupOf(ctx, f);
  let fromLabel = f.status === 'board' ? (f.square ?? f.section) : (f.entrance ?? group?.entrance ?? entrance);
  const touched: string[] = [];
  if (ctx.grid) {
    const grid = ctx.grid;
    if (!action.path) return refuse('move_needs_path', 'path');
    const allowance = moveAllowance(ctx, f);
    if (action.path.length > allowance) return refuse('path_too_long', 'path', { n: allowance });
    const blocked = occupied(ctx, [f.id]);
    let at: Square | null = f.status === 'board' ? squareOf(f) : null;
    let enteredBy: string | null = null;
    const steps: Square[] = [];
    let leaves = false;
    for (const [i, raw] of action.path.entries()) {
      const field = `path[${i}]`;
      if (raw.trim().toLowerCase() === 'off') {
        if (f.kind !== 'trooper') return refuse('cannot_leave', field);
        if (i !== action.path.length - 1 || at === null || !exitSquares(ctx).includes(squareLabel(at))) return refuse('exit_not_here', field);
        leaves = true;
        continue;
      }
      const s = parseSquare(raw);
      if (!s) return refuse('not_a_square', field, { square: raw });
      // Stepping in from outside: onto one of the entrance's squares (rules/steps.ts, shared with the form's reach).
      const problem = stepProblem(grid, at, s, at === null ? entrySquares(ctx, f, entrance) : [], blocked);
      if (problem) return refuse(problem, field, { square: problem === 'not_a_square' ? raw : squareLabel(s) });
      if (at === null && f.kind === 'trooper' && !group?.entrance)
        enteredBy = entrance ?? entrancesFor(ctx, false).find((e) => e.squares.includes(squareLabel(s)))?.id ?? null;
      steps.push(s);
      at = s;
    }
    if (fromLabel === null && enteredBy) fromLabel = enteredBy;
    if (group && enteredBy && !group.entrance) {
      group.entrance = enteredBy;
      ctx.events.push({ type: 'entrance_chosen', player: group.player, entrance: enteredBy });
      for (const id of group.troopers) {
        const t = figure(ctx, id);
        if (t && t.status === 'waiting') t.entrance = enteredBy;
      }
    }
    for (const s of steps) {
      const section = grid.sectionAt(s.x, s.y)!;
      if (!touched.includes(section)) touched.push(section);
    }
    const last = steps.at(-1) ?? null;
    if (leaves) {
      f.status = 'withdrawn';
      f.square = null;
      f.section = null;
    } else if (last) {
      f.status = 'board';
      f.square = squareLabel(last);
      f.section = grid.sectionAt(last.x, last.y);
      f.entrance = null;
    }
    for (const section of touched) if (!f.visited.includes(section)) f.visited.push(section);
    ctx.events.push({
      type: 'move',
      figure: f.id,
      from: fromLabel,
      path: action.path.map((p) => p.trim().toLowerCase()),
      section: f.section,
      action: actionNo,
      extra,
      checked: true,
    });
    if (leaves) ctx.events.push({ type: 'withdrawn', figure: f.id });
  } else {
    if (!action.section) return refuse('move_needs_section', 'section');
    if (!ctx.mission.sections.some((s) => s.id === action.section)) return refuse('unknown_section', 'section', { section: action.section });
    if (f.status === 'waiting' && f.kind === 'trooper' && group && !group.entrance) {
      if (entrance === null) return refuse('entrance_required');
      group.entrance = entrance;
      ctx.events.push({ type: 'entrance_chosen', player: group.player, entrance });
      for (const id of group.troopers) {
        const t = figure(ctx, id);
        if (t && t.status === 'waiting') t.entrance = entrance;
      }
    }
    f.status = 'board';
    f.section = action.section;
    f.entrance = null;
    f.note = action.note ?? null;
    touched.push(action.section);
    if (!f.visited.includes(action.section)) f.visited.push(action.section);
    ctx.events.push({ type: 'move', figure: f.id, from: fromLabel, path: [action.section], section: action.section, action: actionNo, extra, checked: false });
  }
  if (f.kind !== 'trooper') return { refusal: null, revealed: false };
  const faceDown = touched.filter((s) => (ctx.state.sections[s]?.cards.length ?? 0) > 0);
  if (faceDown.length === 0) return { refusal: null, revealed: false };
  if (ctx.rng !== null) revealSections(ctx, faceDown, f.id);
  return { refusal: null, revealed: true };
}

/** Why a figure cannot be the target of an attacker (null: it can). */
function targetProblem(ctx: Ctx, attacker: Figure, target: Figure | undefined, troopersAllowed: boolean): Reason | null {
  if (!target) return 'unknown_target';
  if (target.status !== 'board') return 'target_not_on_board';
  if (target.id === attacker.id) return 'target_not_enemy';
  if (attacker.kind === 'creature') return target.kind === 'trooper' ? null : 'target_not_enemy';
  if (target.kind === 'trooper' && !troopersAllowed) return 'target_is_doomtrooper';
  return null;
}

const isEnemy = (a: Figure, b: Figure): boolean => (a.kind === 'creature') !== (b.kind === 'creature');

/**
 * Some enemy stands on a square touching the figure. Seed "SKJUTVAPENATTACK": "Om din Doom-trooper inte står i
 * rutan bredvid ett monster, men har fri sikt mot en fiendefigur, kan du anfalla monstret i en
 * skjutvapenattack": a figure with an enemy next to it makes no firearm attack at all (the Legion alike: "Reglerna
 * för strid … är desamma"); option `shootWhenEngaged` (house rule) lets it fire at a distant target.
 */
function engaged(ctx: Ctx, f: Figure): boolean {
  const at = squareOf(f);
  if (!ctx.grid || !at) return false;
  const grid = ctx.grid;
  return ctx.state.figures.some((o) => {
    if (o.status !== 'board' || !isEnemy(f, o)) return false;
    const s = squareOf(o);
    return s !== null && touching(grid, at, s);
  });
}

/** Geometry of a single-target attack on the grid (null: legal). */
function geometryProblem(ctx: Ctx, attacker: Figure, target: Figure, mode: 'melee' | 'ranged', range: number): Reason | null {
  const grid = ctx.grid;
  if (!grid) return null;
  const a = squareOf(attacker);
  const t = squareOf(target);
  if (!a || !t) return 'target_not_on_board';
  if (mode === 'melee') return touching(grid, a, t) ? null : 'not_adjacent';
  if (chebyshev(a, t) <= 1) return 'target_adjacent';
  if (chebyshev(a, t) > range) return 'out_of_range';
  if (!clearSight(ctx, a, t, [attacker.id, target.id])) return 'no_line_of_sight';
  return engagedProblem(ctx, attacker);
}

const engagedProblem = (ctx: Ctx, attacker: Figure): Reason | null => (!ctx.setup.options.shootWhenEngaged && engaged(ctx, attacker) ? 'engaged' : null);

interface Plan {
  /** Target groups, each rolled with its own dice; `offset` hits fewer for the grenade's ring. */
  groups: { targets: Figure[]; ring: Figure[] }[];
  square: string | null;
}

function attack(ctx: Ctx, f: Figure, action: AttackAction, actionNo: number, extra: boolean, refuse: Refuse): Performed {
  if (f.status !== 'board') return refuse('not_on_board');
  const mode: AttackMode = action.mode;
  if (!modesOf(ctx, f).includes(mode)) return refuse('no_weapon_for_mode', 'mode', { mode });
  const weapon = weaponOf(ctx, f);
  const troopers = ctx.setup.options.fireOnDoomtroopers;
  const grid = ctx.grid;
  const at = squareOf(f);
  let plan: Plan;

  const single = (id: string | undefined, field: string, kind: 'melee' | 'ranged'): Figure | Performed => {
    const target = id === undefined ? undefined : figure(ctx, id);
    const problem = targetProblem(ctx, f, target, troopers) ?? geometryProblem(ctx, f, target!, kind, weapon.range);
    return problem ? refuse(problem, field, { target: id ?? '' }) : target!;
  };
  const reported = (ids: readonly string[] | undefined, field: string): Figure[] | Performed => {
    if (!ids || ids.length === 0) return refuse('targets_needed', field);
    const out: Figure[] = [];
    for (const [i, id] of ids.entries()) {
      const target = figure(ctx, id);
      const problem = targetProblem(ctx, f, target, true);
      if (problem) return refuse(problem, `${field}[${i}]`, { target: id });
      if (out.includes(target!)) return refuse('twin_needs_two', `${field}[${i}]`);
      out.push(target!);
    }
    return out;
  };
  const isPerformed = (x: unknown): x is Performed => typeof x === 'object' && x !== null && 'refusal' in x;

  switch (mode) {
    case 'melee':
    case 'ranged': {
      const target = single(action.target, 'target', mode);
      if (isPerformed(target)) return target;
      plan = { groups: [{ targets: [target], ring: [] }], square: null };
      break;
    }
    case 'twin': {
      const ids = action.targets ?? [];
      if (ids.length !== 2 || ids[0] === ids[1]) return refuse('twin_needs_two', 'targets');
      const first = single(ids[0], 'targets[0]', 'ranged');
      if (isPerformed(first)) return first;
      const second = single(ids[1], 'targets[1]', 'ranged');
      if (isPerformed(second)) return second;
      plan = {
        groups: [
          { targets: [first], ring: [] },
          { targets: [second], ring: [] },
        ],
        square: null,
      };
      break;
    }
    case 'sweep': {
      if (!grid || !at) {
        const targets = reported(action.targets, 'targets');
        if (isPerformed(targets)) return targets;
        plan = { groups: [{ targets, ring: [] }], square: null };
        break;
      }
      const start = action.square ? parseSquare(action.square) : null;
      if (!start || !NEIGHBOUR_OFFSETS.some(([dx, dy]) => at.x + dx === start.x && at.y + dy === start.y)) return refuse('sweep_start', 'square');
      const swept = sweepArc(grid, at, start, action.direction ?? 'cw');
      plan = { groups: [{ targets: figuresOn(ctx, swept), ring: [] }], square: squareLabel(start) };
      break;
    }
    case 'line': {
      if (!grid || !at) {
        const targets = reported(action.targets, 'targets');
        if (isPerformed(targets)) return targets;
        plan = { groups: [{ targets, ring: [] }], square: null };
        break;
      }
      const aim = action.square ? parseSquare(action.square) : null;
      if (!aim) return refuse('needs_square', 'square');
      if (!isSquare(grid, aim) || sameSquare(aim, at)) return refuse('not_a_square', 'square', { square: action.square ?? '' });
      if (engagedProblem(ctx, f)) return refuse('engaged', 'square');
      const line = lineOfFire(grid, at, aim, weapon.range);
      plan = { groups: [{ targets: figuresOn(ctx, line), ring: [] }], square: squareLabel(aim) };
      break;
    }
    case 'grenade': {
      if (!grid || !at) {
        const centre = action.target === undefined ? [] : [action.target];
        const all = reported([...centre, ...(action.targets ?? [])], 'targets');
        if (isPerformed(all)) return all;
        plan = { groups: [{ targets: all.slice(0, centre.length), ring: all.slice(centre.length) }], square: null };
        break;
      }
      const target = action.square ? parseSquare(action.square) : null;
      if (!target) return refuse('needs_square', 'square');
      if (!isSquare(grid, target)) return refuse('not_a_square', 'square', { square: action.square ?? '' });
      if (chebyshev(at, target) > weapon.range) return refuse('out_of_range', 'square');
      if (engagedProblem(ctx, f)) return refuse('engaged', 'square');
      const centreFigure = figureAt(ctx, target);
      if (!clearSight(ctx, at, target, [f.id, ...(centreFigure ? [centreFigure.id] : [])])) return refuse('no_line_of_sight', 'square');
      plan = { groups: [{ targets: centreFigure ? [centreFigure] : [], ring: figuresOn(ctx, blastRing(grid, target)) }], square: squareLabel(target) };
      break;
    }
  }
  if (ctx.rng === null) return { refusal: null, revealed: false };

  const dice = attackDice(ctx, f, mode);
  const rolled: RolledAttack = {
    attacker: f.id,
    mode,
    weapon: weapon.id,
    square: plan.square,
    rolls: plan.groups.map((_, i) => rollDice(ctx.rng!, ctx.setup.data, dice.colour, dice.counts[i] ?? 0)),
    groups: plan.groups.map((g) => ({ targets: g.targets.map((t) => t.id), ring: g.ring.map((t) => t.id) })),
    checked: grid !== null,
    action: actionNo,
    extra,
  };
  // Doomtroopers about to be damaged: their groups may play a card before the damage (the answer stops here).
  if (openReaction(ctx, rolled)) return { refusal: null, revealed: false, paused: true };
  resolveAttack(ctx, rolled, []);
  return { refusal: null, revealed: false };
}

/** Figures standing on the squares, in the squares' order. */
function figuresOn(ctx: Ctx, squares: readonly Square[]): Figure[] {
  return squares.flatMap((s) => {
    const f = figureAt(ctx, s);
    return f ? [f] : [];
  });
}
