import type { Faction, GameMap } from '../setup.ts';
import { DEFAULT_FACTIONS } from './default-factions.ts';
import { DEFAULT_MAP } from './default-map.ts';

/**
 * The shipped GM data. From the seed: the acolyte costs 1 (footnote 4), a ritual costs 5–10 (the track's
 * values), a returned captive gives 1 Power. NOT from the seed (published values, bacontime/games-mirror
 * ref/cthulhu.md; editable): 8 starting Power, Move 1 per unit, Battle 1, Capture 1, Build Gate 3, 1 Power per
 * cultist, 2 per controlled gate, 1 per abandoned gate, the Elder Sign mix (18 × 1, 12 × 2, 6 × 3) and the
 * ten-space ritual track.
 */
export const DEFAULT_DATA: {
  map: GameMap;
  factions: Faction[];
  elderSigns: { value: number; count: number }[];
  ritualTrack: number[];
  costs: { movePerUnit: number; battle: number; capture: number; buildGate: number };
  power: { start: number; perCultist: number; perControlledGate: number; perAbandonedGate: number; perCaptive: number };
} = {
  map: DEFAULT_MAP,
  factions: DEFAULT_FACTIONS,
  elderSigns: [
    { value: 1, count: 18 },
    { value: 2, count: 12 },
    { value: 3, count: 6 },
  ],
  ritualTrack: [5, 6, 7, 8, 9, 10, 10, 10, 10, 10],
  costs: { movePerUnit: 1, battle: 1, capture: 1, buildGate: 3 },
  power: { start: 8, perCultist: 1, perControlledGate: 2, perAbandonedGate: 1, perCaptive: 1 },
};

