import type { Action } from '../answers.ts';
import type { RequestKind } from '../ids.ts';

/**
 * What one line of a pasted answer says. answer.ts puts the lines together into the answer of the request open
 * for the writer: one line for credits, a draft pick, a revealed section or a card; several for a turn (entrance,
 * card, the figures' actions one per line, the end of the turn), the Legion's reinforcements and placements.
 */
export type LineOrder =
  | { line: 'buy'; credits: number }
  | { line: 'pick'; card: string; trooper?: string }
  | { line: 'pass' }
  | { line: 'entrance'; entrance: string }
  | { line: 'activate'; figure: string }
  | { line: 'action'; figure?: string; action: Action }
  | { line: 'hold'; figure?: string }
  | { line: 'end' }
  | { line: 'card'; card: string; effect: 1 | 2; target?: string }
  | { line: 'reinforce'; creature: string; entrance: string }
  | { line: 'place'; creature: string; square?: string }
  | { line: 'reveal'; section: string };

export type LineKind = LineOrder['line'];

/** The requests a line may answer, the most likely first (a writer asked nothing gets the first all lines share). */
export const ANSWERS_OF: Readonly<Record<LineKind, readonly RequestKind[]>> = {
  buy: ['buy-credits'],
  pick: ['draft'],
  pass: ['draft', 'doomtroopers', 'legion', 'react', 'buy-credits', 'play-card'],
  entrance: ['doomtroopers'],
  activate: ['doomtroopers', 'legion'],
  action: ['doomtroopers', 'legion'],
  hold: ['doomtroopers', 'legion'],
  end: ['doomtroopers', 'legion'],
  card: ['play-card', 'doomtroopers', 'react'],
  reinforce: ['legion'],
  place: ['place-monsters'],
  reveal: ['reveal-card'],
};

/** English orders often start with "I" or "we" ("I buy 2 credits"): each English pattern is also read after them. */
export const withSubject = (patterns: readonly string[]): string[] => [...patterns, ...patterns.map((p) => `i|we ${p}`)];
