import { lordsOfChaos, resolveTurn } from '../../../../src/engine/rulesets/lords-of-chaos/index.ts';
import type { LocPlayer } from '../../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { DEFAULT_MAP } from '../../../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import type { Outcome } from '../../../../src/engine/rulesets/lords-of-chaos/outcome.ts';

/**
 * A scripted whole game of Lords of Chaos on "El Ojo del Terror": five warbands, eight turns of order sheets
 * as players would write them (invasions, alliances, defence, cessions and exchanges, deed claims). Each
 * turn starts from the previous outcome's nextState.
 */

export const FULL_GAME_PLAYERS: LocPlayer[] = [
  { id: 'WE', name: 'Kharn', warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['agripinaa', 'ofidia'] },
  { id: 'DG', name: 'Typhus', warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['gudrun', 'iocanthos'] },
  { id: 'TS', name: 'Ahriman', warband: 'Thousand Sons', god: 'Tzeentch', godKind: 'major', planets: ['medusa', 'vostroya'] },
  { id: 'EC', name: 'Lucius', warband: "Emperor's Children", god: 'Slaanesh', godKind: 'major', planets: ['tabor', 'chinchare'] },
  { id: 'BL', name: 'Abaddon', warband: 'Black Legion', god: 'Undivided', godKind: 'undivided', planets: ['cypra-mundi', 'sarum'] },
];

type Sheet = Record<string, unknown>[];
const invade = (planet: string, count = 1, alliance?: Record<string, unknown>) =>
  alliance ? { type: 'invade', planet, count, alliance } : { type: 'invade', planet, count };
const defend = (planet: string, count = 1) => ({ type: 'defend', planet, count });
const defendSector = (sector: string, count = 1) => ({ type: 'defendSector', sector, count });
const cede = (planet: string, to: string, exchangeFor?: string) => (exchangeFor ? { type: 'cede', planet, to, exchangeFor } : { type: 'cede', planet, to });
const claim = (deed: string, choice?: string) => (choice ? { type: 'claimDeed', deed, choice } : { type: 'claimDeed', deed });

/** Order sheets per turn (index 0 = turn 1). */
export const FULL_GAME_ORDERS: Record<string, Sheet>[] = [
  // Turn 1: everybody expands from a 4-action start.
  {
    WE: [invade('vraks'), invade('planet-of-the-sorcerers'), defend('agripinaa')],
    DG: [invade('eustis-majoris'), invade('thracian-primaris'), invade('svellgard'), defend('gudrun')],
    TS: [invade('fenris', 3), defend('medusa')],
    EC: [invade('iydris'), invade('shaa-dom'), invade('nemesis-tessera'), invade('belis-corona')],
    BL: [invade('belis-corona', 2), invade('subiaco-diablo'), defend('cypra-mundi')],
  },
  // Turn 2: Cadia falls, Tzeentch opens a warp portal, the Black Legion betrays the Emperor's Children.
  {
    WE: [invade('mordian', 4), defend('planet-of-the-sorcerers')],
    DG: [invade('medrengard', 2), invade('sicarus'), defend('svellgard')],
    TS: [invade('temporia'), invade('urum'), claim('warp_portal')],
    EC: [invade('cadia', 5), invade('drakaasi'), claim('fall_of_cadia'), claim('delirium')],
    BL: [invade('harmony'), invade('ghalmek'), invade('tabor', 2), defend('belis-corona')],
  },
  // Turn 3: Khorne pushes into the Daemon Worlds, the Black Legion raids the Crone Worlds, Nurgle and Tzeentch swap worlds.
  {
    WE: [invade('skalathrax', 2), invade('drakaasi', 2), invade('plague-planet', 2), defend('mordian'), claim('skulls')],
    DG: [invade('ghalmek', 3), invade('harmony', 2), defend('medrengard'), defend('eustis-majoris'), cede('iocanthos', 'TS', 'fenris')],
    TS: [cede('fenris', 'DG', 'iocanthos'), invade('planet-of-the-sorcerers', 3), defend('urum'), defend('temporia', 2)],
    EC: [invade('tabor', 3), defend('drakaasi', 2), defend('cadia')],
    BL: [invade('iydris', 3), invade('shaa-dom', 2), defend('tabor', 3)],
  },
  // Turn 4: an alliance of three takes Drakaasi for the World Eaters, who are named warlord; Nurgle betrays Tzeentch.
  {
    WE: [
      invade('drakaasi', 2, { members: ['WE', 'TS', 'BL'], beneficiary: 'WE', warlord: 'WE' }),
      invade('nemesis-tessera', 2),
      invade('cadia', 4),
      claim('warlord'),
      claim('skulls'),
      claim('fall_of_cadia'),
    ],
    TS: [
      invade('drakaasi', 1, { members: ['BL', 'TS', 'WE'], beneficiary: 'WE', warlord: 'WE' }),
      invade('sicarus', 2),
      invade('medrengard', 3),
      defend('planet-of-the-sorcerers', 2),
    ],
    BL: [
      invade('drakaasi', 1, { members: ['WE', 'BL', 'TS'], beneficiary: 'WE', warlord: 'WE' }),
      defend('tabor', 2),
      invade('harmony', 2),
      invade('ghalmek', 2),
    ],
    EC: [defend('drakaasi', 2), defend('cadia', 2)],
    DG: [defend('medrengard', 2), defend('harmony'), defend('ghalmek'), invade('iocanthos', 2), defend('sicarus')],
  },
  // Turn 5: a harvest of deeds; the Black Legion consecrates the Crone Worlds and finishes the Emperor's Children.
  {
    BL: [invade('chinchare', 4), claim('consecration', 'Slaanesh'), defend('iydris', 2), defend('harmony', 2), defend('belis-corona', 2)],
    EC: [defend('chinchare', 3)],
    WE: [invade('planet-of-the-sorcerers', 3), invade('tabor', 4), claim('avatar'), claim('pirate_king'), claim('no_mercy'), defend('cadia', 2)],
    TS: [defend('planet-of-the-sorcerers', 2), invade('medrengard', 4), defend('sicarus')],
    DG: [defend('medrengard', 2), invade('vostroya', 2), invade('medusa', 3), claim('plague')],
  },
  // Turn 6: the Black Legion turns on Khorne's Daemon Worlds; the eliminated Emperor's Children come back from nowhere.
  {
    EC: [invade('subiaco-diablo'), invade('tabor')],
    WE: [invade('urum', 3), invade('temporia', 3), defend('drakaasi', 2), defend('skalathrax', 2), defend('cadia', 2)],
    TS: [defend('urum', 2), defend('temporia', 2), defend('medrengard'), cede('sicarus', 'DG', 'iocanthos'), invade('harmony', 2)],
    BL: [invade('drakaasi', 4), invade('skalathrax', 4), defend('chinchare', 2), defend('harmony', 2), defend('iydris'), claim('rivalry')],
    DG: [invade('sicarus', 2), defend('medusa', 2), defend('fenris', 2), defendSector('scarus-sector'), claim('plague')],
  },
  // Turn 7 (points doubled): Khorne burns two warbands; a three-way pact fails because the Black Legion never wrote it.
  {
    WE: [invade('tabor', 3), invade('medrengard', 3), defend('urum'), defend('temporia'), defend('vraks'), claim('burn')],
    EC: [defend('tabor', 2)],
    TS: [invade('urum', 1, { members: ['DG', 'TS', 'BL'], beneficiary: 'DG' }), defend('medrengard')],
    DG: [invade('urum', 3, { members: ['BL', 'DG', 'TS'], beneficiary: 'DG' }), invade('temporia', 3), defend('sicarus', 2), defend('iocanthos', 2)],
    BL: [
      invade('planet-of-the-sorcerers', 4),
      invade('plague-planet', 4),
      defend('skalathrax', 2),
      defend('drakaasi', 2),
      defend('chinchare'),
      claim('chosen', 'Tzeentch'),
    ],
  },
  // Turn 8 (points doubled, last turn): Nurgle and the Black Legion swap worlds, Medusa stands invincible, the fallen return.
  {
    DG: [
      invade('medrengard', 4),
      defend('medusa', 4),
      defendSector('fenris-sector'),
      defend('urum'),
      cede('sicarus', 'BL', 'ghalmek'),
      claim('rivalry'),
      claim('invincible'),
    ],
    BL: [
      invade('urum', 3),
      invade('temporia', 3),
      defend('planet-of-the-sorcerers', 2),
      defend('plague-planet', 2),
      defend('chinchare', 2),
      defend('skalathrax', 2),
      defend('iydris'),
      cede('ghalmek', 'DG', 'sicarus'),
    ],
    WE: [defend('medrengard', 2), invade('chinchare', 3), defend('cadia'), defend('vraks', 2)],
    EC: [invade('svellgard'), invade('nemesis-tessera')],
    TS: [invade('tabor')],
  },
];

export const FULL_GAME_TURNS = FULL_GAME_ORDERS.length;

export interface PlayedTurn {
  turn: number;
  seed: string;
  outcome: Outcome;
}

export function playFullGame(turns = FULL_GAME_TURNS): PlayedTurn[] {
  const players = FULL_GAME_PLAYERS;
  let state = lordsOfChaos.initialState({ map: DEFAULT_MAP }, players);
  const played: PlayedTurn[] = [];
  for (let t = 1; t <= turns; t++) {
    const seed = `full-game-turn-${t}`;
    const outcome = resolveTurn({ map: DEFAULT_MAP, players, state, orders: FULL_GAME_ORDERS[t - 1] ?? {}, seed });
    played.push({ turn: t, seed, outcome });
    state = outcome.nextState;
  }
  return played;
}
