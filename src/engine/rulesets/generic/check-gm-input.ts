import type { Lang, Problem } from '../../core/ruleset.ts';
import { problem } from './problems.ts';
import type { GenericPlayer, GenericSetup, GenericState, GmResolution } from './schemas.ts';
import { currentPhase } from './state.ts';
import { applyTrackUpdates } from './track-updates.ts';

/** Checks the GM's resolution against the position; [] when `resolve` can apply all of it. */
export function checkGmResolution(setup: GenericSetup, players: readonly GenericPlayer[], state: GenericState, input: GmResolution, lang: Lang): Problem[] {
  if (state.ended) return [problem('', 'game_over', {}, lang)];
  const phase = currentPhase(setup, state);
  const problems = [...applyTrackUpdates(setup, players, state, input.tracks, { step: state.step, turn: state.turn, phase: phase.id }, lang).problems];
  if (input.winners !== undefined) {
    // An empty list (the form's winner boxes left unticked) names nobody.
    if (!input.end && input.winners.length > 0) problems.push(problem('winners', 'winners_without_end', {}, lang));
    input.winners.forEach((id, index) => {
      if (!players.some((p) => p.id === id)) problems.push(problem(`winners[${index}]`, 'unknown_winner', { id }, lang));
    });
  }
  return problems;
}
