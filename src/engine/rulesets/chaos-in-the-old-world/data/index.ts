import type { Setup } from '../schemas.ts';
import { DEFAULT_GODS } from './gods.ts';
import { DEFAULT_ADJACENCY, DEFAULT_REGIONS, DEFAULT_RUINATION, DEFAULT_SETUP_TOKENS, DEFAULT_TOKENS } from './map.ts';
import { DEFAULT_OLD_WORLD } from './old-world.ts';

/** The shipped setup: default options (digest decisions) and default GM data (a fresh deep copy each call). */
export function defaultSetup(): Setup {
  return structuredClone({
    options: {
      ruinLimit: 12,
      ruinRule: 'above-limit',
      victoryPoints: 50,
      ruinedRegionsToEnd: 5,
      oldWorldDeckThree: 8,
      oldWorldDeckFour: 7,
      startingHand: 3,
      passIsFinal: true,
      wounds: 'battle',
      gmEndPhaseStep: 'auto',
      cardPlacement: 'anywhere',
    },
    data: {
      regions: DEFAULT_REGIONS,
      adjacency: DEFAULT_ADJACENCY,
      tokens: DEFAULT_TOKENS,
      setupTokens: DEFAULT_SETUP_TOKENS,
      gods: DEFAULT_GODS,
      oldWorld: DEFAULT_OLD_WORLD,
      ruination: DEFAULT_RUINATION,
    },
  } satisfies Setup);
}
