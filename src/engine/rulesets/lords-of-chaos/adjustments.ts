import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import type { Problem } from '../../core/ruleset.ts';
import { DEEDS, isDeedId } from './deeds/index.ts';
import type { LocPlayer } from './players.ts';
import type { GameMap, State } from './schemas.ts';

/**
 * GM corrections (the lifecycle's "adjustments"), applied to the position before the open turn is resolved
 * and listed in that turn's report. Pure.
 *
 * Decisions (docs/lifecycle.md):
 * - award_deed: the deed becomes taken (rules §9: each deed once per game), the player gets exactly `points`
 *   (the GM states the final figure; nothing is doubled in turns 7–8 on top of it), +1 permanent action when
 *   the deed gives one, and the favour of `favour` when given.
 * - revoke_deed: the deed is free again, `points` are subtracted, and the permanent action / favour given by
 *   the deed (when the deed gives one / `favour` is named) are removed.
 * - set_control: the planet's controller becomes `player` (null: nobody).
 */
const PLAYER = labelled(z.string().min(1).max(100), { label: { es: 'Banda', en: 'Warband' } });
const DEED = labelled(z.string().min(1).max(64), { label: { es: 'Gesta', en: 'Deed' } });
const POINTS = labelled(z.number().int().min(0).max(1000), { label: { es: 'Puntos', en: 'Points' } });
const FAVOUR = labelled(z.string().min(1).max(64).optional(), {
  label: { es: 'Favor de un dios (si la gesta lo da)', en: "A god's favour (when the deed gives one)" },
});

export const LocAdjustmentSchema = labelled(
  z.discriminatedUnion('kind', [
    labelled(z.object({ kind: z.literal('award_deed'), player: PLAYER, deed: DEED, points: POINTS, favour: FAVOUR }).strict(), {
      label: { es: 'Conceder una gesta', en: 'Award a deed' },
    }),
    labelled(z.object({ kind: z.literal('revoke_deed'), player: PLAYER, deed: DEED, points: POINTS, favour: FAVOUR }).strict(), {
      label: { es: 'Retirar una gesta', en: 'Revoke a deed' },
    }),
    labelled(
      z
        .object({
          kind: z.literal('set_control'),
          planet: labelled(z.string().min(1).max(64), { label: { es: 'Planeta', en: 'Planet' } }),
          player: labelled(z.string().min(1).max(100).nullable(), { label: { es: 'Nuevo dueño (vacío: nadie)', en: 'New owner (empty: nobody)' } }),
        })
        .strict(),
      { label: { es: 'Cambiar el dueño de un planeta', en: "Change a planet's owner" } },
    ),
  ]),
  { label: { es: 'Corrección', en: 'Correction' } },
);
export type LocAdjustment = z.infer<typeof LocAdjustmentSchema>;

const problem = (path: string, code: string, message: string): Problem => ({ path, code, message });

/** Checks an adjustment against the map, the seated players and the position; [] when it can be applied. */
export function checkAdjustment(map: GameMap, players: readonly LocPlayer[], state: State, adjustment: LocAdjustment): Problem[] {
  const seated = new Set(players.map((p) => p.id));
  if (adjustment.kind === 'set_control') {
    const problems: Problem[] = [];
    if (!map.planets.some((p) => p.id === adjustment.planet)) problems.push(problem('planet', 'unknown_planet', `Unknown planet "${adjustment.planet}"`));
    if (adjustment.player !== null && !seated.has(adjustment.player)) problems.push(problem('player', 'unknown_player', 'Unknown player'));
    return problems;
  }
  const problems: Problem[] = [];
  if (!seated.has(adjustment.player)) problems.push(problem('player', 'unknown_player', 'Unknown player'));
  if (!isDeedId(adjustment.deed)) problems.push(problem('deed', 'unknown_deed', `Unknown deed "${adjustment.deed}"`));
  else if (adjustment.kind === 'award_deed' && state.deedsTaken.includes(adjustment.deed)) {
    problems.push(problem('deed', 'deed_taken', 'That deed has already been achieved in this game'));
  } else if (adjustment.kind === 'revoke_deed' && !state.deedsTaken.includes(adjustment.deed)) {
    problems.push(problem('deed', 'deed_not_taken', 'That deed has not been achieved'));
  }
  return problems;
}

/** The position after the adjustments, in order. Adjustments that no longer apply change nothing. */
export function applyAdjustments(state: State, adjustments: readonly LocAdjustment[]): State {
  let next: State = structuredClone(state);
  for (const adjustment of adjustments) next = applyOne(next, adjustment);
  return next;
}

function applyOne(state: State, adjustment: LocAdjustment): State {
  switch (adjustment.kind) {
    case 'set_control':
      return { ...state, control: { ...state.control, [adjustment.planet]: adjustment.player } };
    case 'award_deed': {
      if (!isDeedId(adjustment.deed) || state.deedsTaken.includes(adjustment.deed)) return state;
      const rule = DEEDS[adjustment.deed];
      const next = { ...state, deedsTaken: [...state.deedsTaken, adjustment.deed] };
      next.scores = { ...state.scores, [adjustment.player]: (state.scores[adjustment.player] ?? 0) + adjustment.points };
      if (rule.permanentAction) {
        next.permanentActions = { ...state.permanentActions, [adjustment.player]: (state.permanentActions[adjustment.player] ?? 0) + 1 };
      }
      if (adjustment.favour) {
        const own = state.favours[adjustment.player] ?? [];
        next.favours = { ...state.favours, [adjustment.player]: own.includes(adjustment.favour) ? own : [...own, adjustment.favour] };
      }
      return next;
    }
    case 'revoke_deed': {
      if (!isDeedId(adjustment.deed) || !state.deedsTaken.includes(adjustment.deed)) return state;
      const rule = DEEDS[adjustment.deed];
      const next = { ...state, deedsTaken: state.deedsTaken.filter((deed) => deed !== adjustment.deed) };
      next.scores = { ...state.scores, [adjustment.player]: (state.scores[adjustment.player] ?? 0) - adjustment.points };
      if (rule.permanentAction && (state.permanentActions[adjustment.player] ?? 0) > 0) {
        next.permanentActions = { ...state.permanentActions, [adjustment.player]: state.permanentActions[adjustment.player]! - 1 };
      }
      if (adjustment.favour) {
        next.favours = { ...state.favours, [adjustment.player]: (state.favours[adjustment.player] ?? []).filter((god) => god !== adjustment.favour) };
      }
      return next;
    }
  }
}
