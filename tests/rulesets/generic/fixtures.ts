import { generic, GenericSetupSchema, type GenericPlayer, type GenericSetup } from '../../../src/engine/rulesets/generic/index.ts';

/** A three-phase game: secret orders, a public diplomacy phase, a GM-only upkeep phase. */
export const SETUP: GenericSetup = GenericSetupSchema.parse({
  phases: [
    { id: 'orders', name: 'Orders', secret: true },
    { id: 'diplomacy', name: 'Diplomacy', secret: false },
    { id: 'upkeep', name: 'Upkeep', secret: false, orders: false },
  ],
  tracks: [
    { id: 'vp', name: 'VP', initial: 0 },
    { id: 'doom', name: 'Doom', initial: 2, min: 0, max: 10 },
    { id: 'power', name: 'Power', initial: 5, hidden: true },
  ],
  board: 'Empty board',
  dice: [{ id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] }],
});

export const ANA: GenericPlayer = { id: 'p-ana', name: 'Ana' };
export const BO: GenericPlayer = { id: 'p-bo', name: 'Bo' };
export const CY: GenericPlayer = { id: 'p-cy', name: 'Cy' };
export const PLAYERS = [ANA, BO, CY];

export const start = () => generic.initialState(SETUP, PLAYERS);
