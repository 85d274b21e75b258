import type { CardAnswer, SummonAnswer } from '../sheets.ts';

/**
 * What one line of a pasted answer says. A summoning turn is one line (summon, card or pass); a hit assignment is
 * one line per target (`hit`); upgrade cards may be listed on one line or several (`upgrade`). answer.ts puts the
 * lines together into the sheet of the open request.
 */
export type LineOrder = SummonAnswer | CardAnswer | { action: 'pass' } | HitLine | UpgradeLine;
export interface HitLine {
  action: 'hit';
  target: string;
  count: number;
}
export interface UpgradeLine {
  action: 'upgrade';
  upgrades: string[];
}

/** The request kind (decisions.ts) a line answers. */
export type AnswerKind = 'summon' | 'assign-hits' | 'upgrade';

export function answerKindOf(line: LineOrder): AnswerKind {
  return line.action === 'hit' ? 'assign-hits' : line.action === 'upgrade' ? 'upgrade' : 'summon';
}

/** English orders often start with "I" ("I summon…", "I pass"): each English pattern is also read after "I" or "we". */
export const withSubject = (patterns: readonly string[]): string[] => [...patterns, ...patterns.map((p) => `i|we ${p}`)];
