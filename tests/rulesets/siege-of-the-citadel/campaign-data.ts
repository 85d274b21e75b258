import type { Mission } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';

const L = (es: string, en: string) => ({ es, en });

/**
 * A short campaign for the tests (GM data): two small missions on an 8 × 4 board. Section 1 (a–d) has the
 * Doomtrooper entrance a2/a3; section 2 (e–h) lies on the citadel wall, with the Legion's gate h2/h3. A wall
 * between them has a door in rows 2–3. Two event cards each: two rounds.
 */
const grid = {
  width: 8,
  height: 4,
  rows: ['11112222', '11112222', '11112222', '11112222'],
  walls: [
    [4, 0, 4, 1],
    [4, 3, 4, 4],
  ] as [number, number, number, number][],
};

export const CAMPAIGN_MISSIONS: Mission[] = [
  {
    id: 'raid',
    number: 1,
    name: L('Incursión', 'Raid'),
    text: L('Conseguid 2 puntos entre todos.', 'Score 2 points between you.'),
    rules: 'full',
    sections: [
      { id: '1', name: L('Patio', 'Yard'), citadel: false, cards: 0 },
      { id: '2', name: L('Puerta', 'Gate'), citadel: true, cards: 1 },
    ],
    entrances: [
      { id: 'west', name: L('Oeste', 'West'), legion: false, section: '1', squares: ['a2', 'a3'] },
      { id: 'gate', name: L('Puerta', 'Gate'), legion: true, section: '2', squares: ['h2', 'h3'] },
    ],
    grid,
    stairs: null,
    monsterCards: ['mc-1'],
    events: 2,
    placements: [],
    objective: { kind: 'points', type: null, count: 1, points: 2, section: null },
    rewardCredits: 2,
    secretMissions: 'none',
  },
  {
    id: 'escape',
    number: 2,
    name: L('Huida', 'Escape'),
    text: L('Sacad un Doomtrooper por la entrada oeste después de tocar la puerta.', 'Get a Doomtrooper out by the west entrance.'),
    rules: 'full',
    sections: [
      { id: '1', name: L('Patio', 'Yard'), citadel: false, cards: 0 },
      { id: '2', name: L('Puerta', 'Gate'), citadel: true, cards: 1 },
    ],
    entrances: [
      { id: 'west', name: L('Oeste', 'West'), legion: false, section: '1', squares: ['a2', 'a3'] },
      { id: 'gate', name: L('Puerta', 'Gate'), legion: true, section: '2', squares: ['h2', 'h3'] },
    ],
    grid,
    stairs: null,
    monsterCards: ['mc-5'],
    events: 2,
    placements: [],
    objective: { kind: 'withdraw', type: null, count: 1, points: 0, section: null },
    rewardCredits: 1,
    secretMissions: 'none',
  },
];
