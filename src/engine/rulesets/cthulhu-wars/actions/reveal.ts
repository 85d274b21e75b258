import type { Action } from '../answers.ts';
import { addDoom } from '../context.ts';
import { problem, type ActionRule } from './types.ts';

type Reveal = Extract<Action, { type: 'reveal-signs' }>;

/** Unlimited action: reveal Elder Signs; each adds its value to Doom and is spent (not from the seed: when). */
export const revealRule: ActionRule<Reveal> = {
  cost: () => 0,
  check(ctx, player, action) {
    const own = new Set((ctx.state.elderSigns[player] ?? []).map((s) => s.id));
    const seen = new Set<string>();
    for (const [i, id] of action.signs.entries()) {
      if (!own.has(id)) return problem('unknown_sign', `signs[${i}]`, { sign: id });
      if (seen.has(id)) return problem('duplicate_sign', `signs[${i}]`, { sign: id });
      seen.add(id);
    }
    return null;
  },
  apply(ctx, player, action) {
    const chosen = new Set(action.signs);
    const signs = (ctx.state.elderSigns[player] ?? []).filter((s) => chosen.has(s.id));
    ctx.state.elderSigns[player] = (ctx.state.elderSigns[player] ?? []).filter((s) => !chosen.has(s.id));
    addDoom(
      ctx.state,
      player,
      signs.reduce((sum, s) => sum + s.value, 0),
    );
    ctx.events.push({ type: 'signs-revealed', player, signs, doom: ctx.state.doom[player] ?? 0 });
    return {};
  },
};
