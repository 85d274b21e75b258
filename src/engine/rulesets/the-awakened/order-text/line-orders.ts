import type { PrintTools } from '../../../core/order-text/index.ts';
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

/**
 * The candidate texts of an order: lands by their printed names ("c3 (Ash Flats)"), then by their ids alone, for
 * a land whose name reads as order words around it ("b5 (Para Saquear)" after "desde"): the first that reads
 * back to the same order is printed.
 */
export function landCandidates<Ctx>(tools: PrintTools<Ctx>, render: (t: PrintTools<Ctx>) => string): string[] {
  const byId: PrintTools<Ctx> = { ...tools, name: (kind, id) => (kind === 'land' ? id : tools.name(kind, id)) };
  return [render(tools), render(byId)];
}
