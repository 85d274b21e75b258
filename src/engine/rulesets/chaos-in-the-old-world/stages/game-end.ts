import type { Ctx } from '../context.ts';
import type { Ending, God } from '../ids.ts';
import { dialMax, ruinedRegions } from '../rules.ts';
import type { Setup } from '../schemas.ts';
import type { GameResult, State } from '../state.ts';

/**
 * End phase step 6 (seed, "Sådan slutter spillet"). [D] When several endings happen at once the first of this
 * list decides: a dial at maximum, 50+ VP, 5+ ruined regions, the Old World deck exhausted.
 * - Maximum Threat: that god wins; several at once: most VP among them, a tie shares the win.
 * - 50 victory points (option): most VP wins; a tie: highest threat; [Decision 9] still tied: shared.
 * - Five regions ruined (option): most VP wins; a tie: highest threat; still tied: shared.
 * - Old World deck exhausted: everybody loses (no winners; the Old World wins).
 */
export function gameEnd(setup: Setup, state: State): GameResult | null {
  const gods = state.gods;
  const vp = (g: God) => state.vp[g] ?? 0;
  const threat = (g: God) => state.threat[g] ?? 0;
  const result = (ending: Ending, winners: God[], candidates: God[]): GameResult => ({ ending, winners, round: state.round, candidates });
  const atMax = gods.filter((g) => threat(g) >= dialMax(setup, g));
  if (atMax.length > 0) return result('threat', best(atMax, [vp]), atMax);
  if (gods.some((g) => vp(g) >= setup.options.victoryPoints)) return result('victory-points', best(gods, [vp, threat]), [...gods]);
  if (ruinedRegions(state).length >= setup.options.ruinedRegionsToEnd) return result('ruin', best(gods, [vp, threat]), [...gods]);
  if (state.oldWorld.deck.length === 0) return result('old-world-deck', [], [...gods]);
  return null;
}

/** The gods that are best on the first key, ties broken by the next keys; whoever is still tied shares. */
export function best(candidates: readonly God[], keys: readonly ((g: God) => number)[]): God[] {
  let left = [...candidates];
  for (const key of keys) {
    const top = Math.max(...left.map(key));
    left = left.filter((g) => key(g) === top);
    if (left.length <= 1) break;
  }
  return left;
}

export function gameEndStep(ctx: Ctx): boolean {
  const result = gameEnd(ctx.setup, ctx.state);
  if (!result) return false;
  ctx.state.result = result;
  ctx.state.pending = null;
  ctx.events.push({
    type: 'game_over',
    ending: result.ending,
    winners: result.winners,
    candidates: result.candidates,
    vp: { ...ctx.state.vp },
    threat: { ...ctx.state.threat },
  });
  return true;
}
