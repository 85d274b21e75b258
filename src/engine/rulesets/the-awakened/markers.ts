import { z } from 'zod';
import { LIMITS } from './constants.ts';

/**
 * Land markers (seed step 4): `[population cap | production modifier]`. The modifier is one of `+1`, `-1`,
 * `x2`, `=`, `=<N` (N ≥ 1) and `0`, written exactly as on the marker.
 */
export const MODIFIER_PATTERN = /^(\+1|-1|x2|=|0|=<([1-9]|1[0-9]|20))$/;

export const ModifierSchema = z.string().max(5).regex(MODIFIER_PATTERN);
export const MarkerSchema = z.object({ cap: z.number().int().min(0).max(LIMITS.markerCap), mod: ModifierSchema }).strict();
export type Marker = z.infer<typeof MarkerSchema>;

/** `[3 | =<3]` as the seed writes it. */
export function markerText(marker: Marker): string {
  return `[${marker.cap} | ${marker.mod}]`;
}

/**
 * Resources a land produces before its Factory (seed step 4): `+1` one more than the population, `-1` one less
 * (never below 0), `x2` twice, `=` as many, `=<N` as many up to N, `0` none. [D] A land without population
 * produces nothing whatever its modifier ("A Land produces as many Resources as its current Population").
 */
export function baseProduction(mod: string, population: number): number {
  if (population <= 0) return 0;
  if (mod === '+1') return population + 1;
  if (mod === '-1') return Math.max(0, population - 1);
  if (mod === 'x2') return population * 2;
  if (mod === '=') return population;
  if (mod === '0') return 0;
  const upTo = /^=<(\d+)$/.exec(mod);
  if (upTo) return Math.min(population, Number(upTo[1]));
  return population;
}

/** Production with the Factory: "A Factory adds one to the Resource production of a Land, after any Land modifications". */
export function production(mod: string, population: number, factory: boolean): number {
  if (population <= 0) return 0;
  return baseProduction(mod, population) + (factory ? 1 : 0);
}

function repeat(cap: number, mod: string, times: number): Marker[] {
  return Array.from({ length: times }, () => ({ cap, mod }));
}

/**
 * The shipped mix of the 50 land markers (GM data: the seed lists the modifiers, not the mix). Mostly `=`
 * lands, some rich (`+1`, `x2`) and poor (`-1`, `=<N`, `0`) ones; caps 1–6 (3.7 on average); includes the
 * seed's `[3 | =<3]`.
 */
export const DEFAULT_MARKERS: Marker[] = [
  ...repeat(2, '=', 2),
  ...repeat(3, '=', 4),
  ...repeat(4, '=', 4),
  ...repeat(5, '=', 3),
  ...repeat(6, '=', 1),
  ...repeat(2, '+1', 2),
  ...repeat(3, '+1', 3),
  ...repeat(4, '+1', 2),
  ...repeat(5, '+1', 1),
  ...repeat(3, '-1', 1),
  ...repeat(4, '-1', 2),
  ...repeat(5, '-1', 3),
  ...repeat(6, '-1', 2),
  ...repeat(1, 'x2', 1),
  ...repeat(2, 'x2', 2),
  ...repeat(3, 'x2', 2),
  ...repeat(4, 'x2', 1),
  ...repeat(3, '=<3', 2),
  ...repeat(4, '=<2', 1),
  ...repeat(4, '=<3', 1),
  ...repeat(5, '=<3', 2),
  ...repeat(6, '=<4', 2),
  ...repeat(1, '0', 1),
  ...repeat(2, '0', 2),
  ...repeat(3, '0', 2),
  ...repeat(5, '0', 1),
];
