import type { Grid, Mission } from '../setup.ts';

/**
 * Default missions. The mission book is not part of the seed: these are ours, built to exercise every rule
 * (training rules, a grid with walls and the citadel, a mission without a grid, secret missions, a boss).
 * The GM replaces them with the book's missions (sections, entrances, grid, cards, events, objective, reward).
 */

const L = (es: string, en: string) => ({ es, en });

/** Section blocks of 8×8 squares; `.` = no square (the citadel is solid). */
function rowsOf(width: number, height: number, sectionAt: (x: number, y: number) => string): string[] {
  return Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => sectionAt(x, y)).join(''));
}

/** Training board: four sections in a square, walls with doors between them and a few inner walls. */
export const TRAINING_GRID: Grid = {
  width: 16,
  height: 16,
  rows: rowsOf(16, 16, (x, y) => (y < 8 ? (x < 8 ? '1' : '2') : x < 8 ? '3' : '4')),
  walls: [
    // between sections 1|2 and 3|4, doors at rows 4–5 and 12–13
    [8, 0, 8, 3],
    [8, 5, 8, 11],
    [8, 13, 8, 16],
    // between sections 1/3 and 2/4, doors at columns d–e and l–m
    [0, 8, 3, 8],
    [5, 8, 11, 8],
    [13, 8, 16, 8],
    // inner walls
    [5, 2, 5, 5],
    [10, 3, 14, 3],
    [2, 11, 2, 14],
    [10, 13, 14, 13],
  ],
};

/** Mission board: six sections (2 rows of 3), the citadel (solid) in the middle of sections 2 and 5. */
export const CITADEL_GRID: Grid = {
  width: 24,
  height: 16,
  rows: rowsOf(24, 16, (x, y) => {
    if (x >= 10 && x <= 13 && y >= 6 && y <= 9) return '.';
    const column = x < 8 ? 0 : x < 16 ? 1 : 2;
    return String((y < 8 ? 1 : 4) + column);
  }),
  walls: [
    // x = 8: doors at rows 4–5 and 12–13
    [8, 0, 8, 3],
    [8, 5, 8, 11],
    [8, 13, 8, 16],
    // x = 16: doors at rows 3–4 and 13–14
    [16, 0, 16, 2],
    [16, 4, 16, 12],
    [16, 14, 16, 16],
    // y = 8: doors at columns d–e (1/4), i–j (2/5), t–u (3/6)
    [0, 8, 3, 8],
    [5, 8, 8, 8],
    [14, 8, 16, 8],
    [16, 8, 19, 8],
    [21, 8, 24, 8],
    // inner walls
    [3, 2, 3, 6],
    [19, 3, 22, 3],
    [2, 11, 6, 11],
    [19, 10, 19, 14],
  ],
};

const SIX_SECTIONS = (cards: (id: string) => number) =>
  ['1', '2', '3', '4', '5', '6'].map((id) => ({
    id,
    name: L(`Sección ${id}`, `Section ${id}`),
    citadel: id === '2' || id === '5',
    cards: cards(id),
  }));

export const DEFAULT_MISSIONS: Mission[] = [
  {
    id: 'training',
    number: 0,
    name: L('Bautismo de fuego (entrenamiento)', 'Baptism of fire (training)'),
    text: L(
      'Misión de entrenamiento: las corporaciones eliminan a todas las criaturas de la Legión; la Legión, a todos los Doomtroopers. Gana quien elimina más figuras.',
      'Training mission: the corporations eliminate every creature of the Legion, the Legion every Doomtrooper. Whoever eliminates the most figures wins.',
    ),
    rules: 'training',
    sections: ['1', '2', '3', '4'].map((id) => ({ id, name: L(`Sección ${id}`, `Section ${id}`), citadel: false, cards: 1 })),
    entrances: [
      { id: 'north-west', name: L('Entrada noroeste', 'North-west entrance'), legion: false, section: '1', squares: ['b1', 'c1'] },
      { id: 'north-east', name: L('Entrada noreste', 'North-east entrance'), legion: false, section: '2', squares: ['n1', 'o1'] },
      { id: 'south', name: L('Puerta sur', 'South gate'), legion: true, section: '4', squares: ['l16', 'm16'] },
    ],
    grid: TRAINING_GRID,
    stairs: null,
    monsterCards: ['mc-1', 'mc-2', 'mc-4', 'mc-5', 'mc-7'],
    events: 0,
    placements: [],
    objective: { kind: 'eliminate-all', type: null, count: 1, points: 0, section: null },
    rewardCredits: 0,
    secretMissions: 'none',
  },
  {
    id: 'first-strike',
    number: 1,
    name: L('Primer golpe', 'First strike'),
    text: L(
      'Entrad en el citadel y cobrad 12 puntos entre todos los grupos antes de que caiga la última carta de suceso.',
      'Break into the citadel and score 12 points between all groups before the last event card is drawn.',
    ),
    rules: 'full',
    sections: SIX_SECTIONS(() => 1),
    entrances: [
      { id: 'west', name: L('Entrada oeste', 'West entrance'), legion: false, section: '1', squares: ['a4', 'a5'] },
      { id: 'south-west', name: L('Entrada suroeste', 'South-west entrance'), legion: false, section: '4', squares: ['c16', 'd16'] },
      { id: 'east', name: L('Entrada este', 'East entrance'), legion: false, section: '6', squares: ['x12', 'x13'] },
      { id: 'gate-north', name: L('Puerta norte del citadel', 'Citadel north gate'), legion: true, section: '2', squares: ['l6', 'm6'] },
      { id: 'gate-south', name: L('Puerta sur del citadel', 'Citadel south gate'), legion: true, section: '5', squares: ['l11', 'm11'] },
    ],
    grid: CITADEL_GRID,
    stairs: null,
    monsterCards: ['mc-1', 'mc-2', 'mc-3', 'mc-5', 'mc-6', 'mc-7', 'mc-9', 'mc-12'],
    events: 5,
    placements: [],
    objective: { kind: 'points', type: null, count: 1, points: 12, section: null },
    rewardCredits: 2,
    secretMissions: 'none',
  },
  {
    id: 'way-out',
    number: 2,
    name: L('La salida', 'The way out'),
    text: L(
      'Cruzad el citadel de oeste a este y sacad dos Doomtroopers por la entrada este. Con más de dos grupos, dos reciben la misión y los demás misiones secretas.',
      'Cross the citadel from west to east and get two Doomtroopers out through the east entrance. With more than two groups, two get the mission and the others secret missions.',
    ),
    rules: 'full',
    sections: SIX_SECTIONS((id) => (id === '1' ? 0 : 1)),
    entrances: [
      { id: 'west', name: L('Entrada oeste', 'West entrance'), legion: false, section: '1' },
      { id: 'east', name: L('Entrada este', 'East entrance'), legion: false, section: '6' },
      { id: 'gate', name: L('Puerta del citadel', 'Citadel gate'), legion: true, section: '2' },
    ].map((e) => ({ ...e, squares: [] })),
    grid: null,
    stairs: null,
    monsterCards: ['mc-2', 'mc-4', 'mc-6', 'mc-8', 'mc-10'],
    events: 5,
    placements: [],
    objective: { kind: 'withdraw', type: null, count: 2, points: 0, section: null },
    rewardCredits: 2,
    secretMissions: 'others',
  },
  {
    id: 'nefarite-hunt',
    number: 3,
    name: L('Caza del nefarita', 'Nefarite hunt'),
    text: L('Un nefarita guarda la sección 3. Eliminadlo.', 'A nefarite guards section 3. Eliminate it.'),
    rules: 'full',
    sections: SIX_SECTIONS((id) => (id === '3' ? 0 : 1)),
    entrances: [
      { id: 'west', name: L('Entrada oeste', 'West entrance'), legion: false, section: '1', squares: ['a4', 'a5'] },
      { id: 'south-west', name: L('Entrada suroeste', 'South-west entrance'), legion: false, section: '4', squares: ['c16', 'd16'] },
      { id: 'gate-north', name: L('Puerta norte del citadel', 'Citadel north gate'), legion: true, section: '2', squares: ['l6', 'm6'] },
      { id: 'gate-south', name: L('Puerta sur del citadel', 'Citadel south gate'), legion: true, section: '5', squares: ['l11', 'm11'] },
    ],
    grid: CITADEL_GRID,
    stairs: null,
    monsterCards: ['mc-1', 'mc-3', 'mc-5', 'mc-6', 'mc-8', 'mc-12'],
    events: 6,
    placements: [{ type: 'nefarite', section: '3', square: 'u6' }],
    objective: { kind: 'eliminate', type: 'nefarite', count: 1, points: 0, section: null },
    rewardCredits: 3,
    secretMissions: 'all',
  },
];
