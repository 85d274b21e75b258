import type { Building, RaidOption } from '../constants.ts';

/**
 * What one line of a pasted answer says. `from` may be left out (the only land that can send is taken) and a
 * count of military may not say which are "M" and which veterans (`units`): answer.ts settles both on the
 * position, with a note, or refuses the line.
 */
export interface MoveLine {
  kind: 'move';
  from?: string;
  to: string;
  via?: string;
  population: number;
  resources: number;
}
export interface BuildLine {
  kind: 'build';
  land: string;
  buildings: Building[];
}
export interface FormLine {
  kind: 'form';
  land: string;
  count: number;
}
/** A count of military: "M" units and veterans, or a bare number. */
export type Units = { m: number; v: number } | { units: number };
export interface MarchLine {
  kind: 'march';
  from?: string;
  to: string;
  via?: string;
  units: Units;
}
export interface RaidLine {
  kind: 'raid';
  from?: string;
  to: string;
  units: Units;
  option: RaidOption;
  buildings: Building[];
  moveIn: number;
}
export type MovesLine = MoveLine;
export type ActionsLine = BuildLine | FormLine | MarchLine | RaidLine;
export type LineOrder = MovesLine | ActionsLine;

/** English orders often start with "I" ("I move…", "I build…"): each English pattern is also read after "I" or "we". */
export const withSubject = (patterns: readonly string[]): string[] => [...patterns, ...patterns.map((p) => `i|we ${p}`)];
