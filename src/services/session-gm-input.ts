import type { Lang } from '../engine/core/ruleset.ts';
import { ServiceError } from './errors.ts';
import { zodProblems, type AnyRuleset } from './ruleset-context.ts';

/**
 * The GM's resolution input (`POST .../resolve` body `gm`), parsed with the ruleset's `gmInputSchema`:
 * undefined when absent; 400 when the ruleset takes none or the input does not match its schema.
 */
export function parseGmInput(ruleset: AnyRuleset, gm: unknown): unknown {
  if (gm === undefined) return undefined;
  if (!ruleset.gmInputSchema) throw new ServiceError(400, 'gm_input_not_accepted', `The ruleset "${ruleset.id}" resolves without GM input`);
  const parsed = ruleset.gmInputSchema.safeParse(gm);
  if (!parsed.success)
    throw new ServiceError(
      400,
      'invalid_gm_input',
      zodProblems(parsed.error, 'gm')
        .map((p) => p.message)
        .join('; '),
    );
  return parsed.data;
}

/** Semantic checks of the GM's input against the position (422 with the problems; the resolution rolls back). */
export function assertGmInput(ruleset: AnyRuleset, setup: unknown, players: unknown[], state: unknown, input: unknown, lang: Lang): void {
  if (input === undefined || !ruleset.checkGmInput) return;
  const problems = ruleset.checkGmInput(setup, players, state, input, lang);
  if (problems.length > 0) {
    throw new ServiceError(422, 'invalid_gm_input', problems.map((p) => p.message).join('; '), { problems });
  }
}

/** A game ends when the resolution says so or the ruleset's end check holds on the next position. */
export function endsGame(ruleset: AnyRuleset, setup: unknown, result: { gameOver: boolean; nextState: unknown }): boolean {
  return result.gameOver || (ruleset.isOver?.(setup, result.nextState) ?? false);
}
