/**
 * Closed lists of Chaos in the Old World (seed: ../shared/seeds/000_9102bd8d553da7bd.txt). Everything that is
 * iterated is iterated in the order of these arrays (power order, standard region order from the setup), never
 * in object key order.
 */

/** The four Ruinous Powers in POWER ORDER (seed: "først Khorne, så Nurgle, derpå Tzeentch og til slut Slaanesh"). */
export const GODS = ['khorne', 'nurgle', 'tzeentch', 'slaanesh'] as const;
export type God = (typeof GODS)[number];

/** The six kinds of Old World tokens (seed: "Event, Hero, Noble, Peasent, Skaven og Warpstone"). */
export const TOKEN_KINDS = ['event', 'hero', 'noble', 'peasant', 'skaven', 'warpstone'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The six phases of a round, in order (seed: "hver runde er delt op i seks faser"). */
export const PHASES = ['old-world', 'draw', 'summoning', 'battle', 'corruption', 'end'] as const;
export type PhaseId = (typeof PHASES)[number];

/** What kind of follower a figure type is (seed: "Hver spiller har tre forskellige tilhængere"). */
export const FIGURE_KINDS = ['cultist', 'warrior', 'greater-daemon'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** The four endings in the order the project checks them ([D] precedence when several happen at once). */
export const ENDINGS = ['threat', 'victory-points', 'ruin', 'old-world-deck'] as const;
export type Ending = (typeof ENDINGS)[number];

/** Where the automatic part of a round is (the pipeline's cursor). */
export const CURSORS = [
  'old-world',
  'draw',
  'summoning',
  'battle',
  'corruption',
  'end-discard',
  'end-heroes',
  'end-old-world',
  'end-ruins',
  'end-dials',
  'end-check',
] as const;
export type Cursor = (typeof CURSORS)[number];

/** The phase a cursor belongs to. */
export function phaseOfCursor(cursor: Cursor): PhaseId {
  if (cursor.startsWith('end-')) return 'end';
  return cursor as PhaseId;
}

export const isGod = (value: unknown): value is God => typeof value === 'string' && (GODS as readonly string[]).includes(value);

/** Gods sorted by power order. */
export function inPowerOrder<T extends God>(gods: readonly T[]): T[] {
  return [...gods].sort((a, b) => GODS.indexOf(a) - GODS.indexOf(b));
}

/** Limits of what a GM or player may type (every size is bounded). */
export const LIMITS = {
  regions: 20,
  figureTypes: 6,
  figuresPerType: 30,
  cardsPerGod: 40,
  cardCopies: 10,
  upgradesPerGod: 10,
  dialLength: 30,
  oldWorldCards: 60,
  ruinationCards: 30,
  effectsPerCard: 6,
  text: 600,
  name: 60,
  id: 40,
  /** At most this many extra dice from sixes in one roll (never reached in practice: P < 6^-100). */
  explosions: 200,
  hitsPerAnswer: 100,
  points: 1000,
} as const;
