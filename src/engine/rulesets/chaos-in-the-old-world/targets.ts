import type { HitAssignment } from './events.ts';
import { GODS, TOKEN_KINDS, type God, type TokenKind } from './ids.ts';
import { DEFAULT_HIT_PRIORITY, TARGET_KINDS, type TargetKind } from './players.ts';
import { figureStats, targetTokenKinds } from './rules.ts';
import type { Setup } from './schemas.ts';
import type { BattleState, State } from './state.ts';

/**
 * Battle targets. Units of one group (one god's figures of one type, or one kind of token) are interchangeable
 * except for the damage they already took, so an answer names groups and counts: `{ target: 'nurgle/cultist',
 * count: 2 }`. Hits given to a group go to its most damaged living unit first, until it dies, then the next.
 */
export interface TargetGroup {
  key: string;
  kind: TargetKind;
  owner: God | null;
  figure: string | null;
  token: TokenKind | null;
  defense: number;
  /** Damage of each living unit, most damaged first. */
  living: number[];
}

export const figureKey = (god: God, figure: string): string => `${god}/${figure}`;
export const tokenKey = (token: TokenKind): string => `token/${token}`;

/** Parses a group key. */
export function parseKey(key: string): { god: God; figure: string } | { token: TokenKind } | null {
  const [head, tail] = key.split('/');
  if (!head || !tail) return null;
  if (head === 'token') return (TOKEN_KINDS as readonly string[]).includes(tail) ? { token: tail as TokenKind } : null;
  return (GODS as readonly string[]).includes(head) ? { god: head as God, figure: tail } : null;
}

/** Damage arrays for a battle starting in a region: every figure and every killable token at 0. */
export function initialDamage(setup: Setup, state: State, region: string): Record<string, number[]> {
  const damage: Record<string, number[]> = {};
  const r = state.regions[region];
  if (!r) return damage;
  for (const god of state.gods) {
    for (const figure of setup.data.gods[god].figures) {
      const n = r.figures[god]?.[figure.id] ?? 0;
      if (n > 0) damage[figureKey(god, figure.id)] = Array<number>(n).fill(0);
    }
  }
  for (const token of targetTokenKinds(setup)) if (r.tokens[token] > 0) damage[tokenKey(token)] = Array<number>(r.tokens[token]).fill(0);
  return damage;
}

/** The groups `roller` may hit: other gods' living figures and living killable tokens, in a stable order. */
export function targetGroups(setup: Setup, state: State, battle: BattleState, roller: God): TargetGroup[] {
  const groups: TargetGroup[] = [];
  for (const god of state.gods) {
    if (god === roller) continue;
    for (const figure of setup.data.gods[god].figures) {
      const damage = battle.damage[figureKey(god, figure.id)];
      if (!damage) continue;
      const defense = figureStats(setup, state, god, figure.id)!.defense;
      const living = damage.filter((d) => d < defense).sort((a, b) => b - a);
      if (living.length > 0) groups.push({ key: figureKey(god, figure.id), kind: figure.kind, owner: god, figure: figure.id, token: null, defense, living });
    }
  }
  for (const token of targetTokenKinds(setup)) {
    const damage = battle.damage[tokenKey(token)];
    if (!damage) continue;
    const defense = setup.data.tokens[token].defense;
    const living = damage.filter((d) => d < defense).sort((a, b) => b - a);
    if (living.length > 0) groups.push({ key: tokenKey(token), kind: token, owner: null, figure: null, token, defense, living });
  }
  return groups;
}

/** Hits a group can still absorb (the hits that kill every living unit of it). */
export const groupCapacity = (g: TargetGroup): number => g.living.reduce((sum, d) => sum + (g.defense - d), 0);
export const totalCapacity = (groups: readonly TargetGroup[]): number => groups.reduce((sum, g) => sum + groupCapacity(g), 0);

/** An assignment the roller has no real choice about: one group only, or enough hits to use every group up. */
export function forcedAssignment(groups: readonly TargetGroup[], required: number): HitAssignment[] | null {
  const open = groups.filter((g) => groupCapacity(g) > 0);
  if (open.length === 1) return [{ target: open[0]!.key, count: required }];
  if (required === totalCapacity(open)) return open.map((g) => ({ target: g.key, count: groupCapacity(g) }));
  return null;
}

/**
 * The standing priority list (default answer at the deadline): groups ordered by the player's priority of
 * kinds (default: greater daemons, warriors, cultists, peasants; unlisted kinds after, in their list order),
 * then by owner in power order. First every unit that can still be killed outright is killed, walking that
 * order; hits that cannot kill anything more are then put on the groups in the same order.
 */
export function priorityAssignment(groups: readonly TargetGroup[], required: number, priority: readonly TargetKind[] | undefined): HitAssignment[] {
  const list = priority && priority.length > 0 ? priority : DEFAULT_HIT_PRIORITY;
  const rank = (kind: TargetKind) => {
    const i = list.indexOf(kind);
    return i >= 0 ? i : list.length + TARGET_KINDS.indexOf(kind);
  };
  const owner = (g: TargetGroup) => (g.owner === null ? GODS.length : GODS.indexOf(g.owner));
  const ordered = groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => rank(a.g.kind) - rank(b.g.kind) || owner(a.g) - owner(b.g) || a.i - b.i)
    .map(({ g }) => g);
  const given = new Map<string, number>();
  let left = required;
  for (const g of ordered) {
    // Most damaged first: the cheapest kills of the group.
    for (const d of g.living) {
      const need = g.defense - d;
      if (need > left) break;
      left -= need;
      given.set(g.key, (given.get(g.key) ?? 0) + need);
    }
  }
  for (const g of ordered) {
    if (left === 0) break;
    const room = groupCapacity(g) - (given.get(g.key) ?? 0);
    const put = Math.min(room, left);
    if (put > 0) {
      given.set(g.key, (given.get(g.key) ?? 0) + put);
      left -= put;
    }
  }
  return ordered.filter((g) => given.has(g.key)).map((g) => ({ target: g.key, count: given.get(g.key)! }));
}

/** Merges repeated targets of an answer (in first-seen order). */
export function mergeAssignment(hits: readonly HitAssignment[]): HitAssignment[] {
  const merged = new Map<string, number>();
  for (const h of hits) merged.set(h.target, (merged.get(h.target) ?? 0) + h.count);
  return [...merged].map(([target, count]) => ({ target, count }));
}
