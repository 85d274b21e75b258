import type { Ability, Combat, Faction, UnitType } from '../setup.ts';

/**
 * Default faction sheets. The seed names two factions in its footnote (Great Cthulhu, the Windwalker) and the
 * acolyte's cost (1 Power, footnote 4); everything else here — unit stats, costs, pools, spellbooks, start areas,
 * ability timings — is NOT from the seed: published values as far as they are known (bacontime/games-mirror
 * ref/cthulhu.md and the game's faction sheets), GM data editable in the setup. Ability effects are applied by
 * the GM (corrections); the engine knows only when an ability may be declared and what it costs.
 */
const text = (en: string, es: string) => ({ es, en });

const unit = (id: string, en: string, es: string, kind: UnitType['kind'], cost: number, combat: Combat, count: number, extra: Partial<UnitType> = {}): UnitType => ({
  id,
  name: text(en, es),
  kind,
  cost,
  combat,
  count,
  startAreaOnly: false,
  ...extra,
});

const acolyte = unit('acolyte', 'Acolyte', 'Acólito', 'cultist', 1, 0, 6);

const ability = (id: string, en: string, es: string, timing: Ability['timing'], extra: Partial<Ability> = {}): Ability => ({ id, name: text(en, es), timing, cost: 0, ...extra });

const books = (...entries: [string, string, string][]) => entries.map(([id, en, es]) => ({ id, name: text(en, es) }));

export const DEFAULT_FACTIONS: Faction[] = [
  {
    id: 'gc',
    name: text('Great Cthulhu', 'Gran Cthulhu'),
    color: '#2e9d5b',
    firstPlayer: 'always',
    startArea: 'south-pacific',
    startUnits: [{ type: 'acolyte', count: 6 }],
    startGate: true,
    units: [
      acolyte,
      unit('deep-one', 'Deep One', 'Profundo', 'monster', 1, 0, 4),
      unit('shoggoth', 'Shoggoth', 'Shoggoth', 'monster', 2, 2, 2),
      unit('starspawn', 'Starspawn', 'Engendro estelar', 'monster', 3, 3, 2),
      unit('cthulhu', 'Cthulhu', 'Cthulhu', 'goo', 10, 6, 1, { startAreaOnly: true }),
    ],
    spellbooks: books(
      ['absorb', 'Absorb', 'Absorber'],
      ['devolve', 'Devolve', 'Involución'],
      ['dreams', 'Dreams', 'Sueños'],
      ['regenerate', 'Regenerate', 'Regenerar'],
      ['submerge', 'Submerge', 'Sumergirse'],
      ['yha-nthlei', "Y'ha Nthlei", "Y'ha Nthlei"],
    ),
    abilities: [
      ability('devour', 'Devour', 'Devorar', 'pre-battle', { unit: 'cthulhu' }),
      ability('absorb', 'Absorb', 'Absorber', 'pre-battle', { spellbook: 'absorb', unit: 'shoggoth' }),
      ability('dreams', 'Dreams', 'Sueños', 'action', { spellbook: 'dreams', cost: 2 }),
      ability('submerge', 'Submerge', 'Sumergirse', 'action', { spellbook: 'submerge', unit: 'cthulhu', cost: 1 }),
      ability('devolve', 'Devolve', 'Involución', 'unlimited', { spellbook: 'devolve' }),
    ],
    powerBonus: 0,
  },
  {
    id: 'cc',
    name: text('Crawling Chaos', 'Caos Reptante'),
    color: '#4a78d4',
    firstPlayer: 'alphabetical',
    startArea: 'south-asia',
    startUnits: [{ type: 'acolyte', count: 6 }],
    startGate: true,
    units: [
      acolyte,
      unit('nightgaunt', 'Nightgaunt', 'Alimaña descarnada', 'monster', 1, 0, 3),
      unit('flying-polyp', 'Flying Polyp', 'Pólipo volante', 'monster', 2, 1, 3),
      unit('hunting-horror', 'Hunting Horror', 'Horror cazador', 'monster', 3, 2, 2),
      unit('nyarlathotep', 'Nyarlathotep', 'Nyarlathotep', 'goo', 10, { sum: ['own-spellbooks', 'opponent-spellbooks'], plus: 0 }, 1),
    ],
    spellbooks: books(
      ['abduct', 'Abduct', 'Rapto'],
      ['emissary', 'Emissary of the Outer Gods', 'Emisario de los Dioses Exteriores'],
      ['invisibility', 'Invisibility', 'Invisibilidad'],
      ['madness', 'Madness', 'Locura'],
      ['seek-and-destroy', 'Seek and Destroy', 'Buscar y destruir'],
      ['thousand-forms', 'The Thousand Forms', 'Las mil formas'],
    ),
    abilities: [
      ability('abduct', 'Abduct', 'Rapto', 'pre-battle', { spellbook: 'abduct', unit: 'nightgaunt' }),
      ability('invisibility', 'Invisibility', 'Invisibilidad', 'pre-battle', { spellbook: 'invisibility', unit: 'flying-polyp' }),
      ability('seek-and-destroy', 'Seek and Destroy', 'Buscar y destruir', 'pre-battle', { spellbook: 'seek-and-destroy' }),
      ability('madness', 'Madness', 'Locura', 'post-battle', { spellbook: 'madness' }),
      ability('thousand-forms', 'The Thousand Forms', 'Las mil formas', 'action', { spellbook: 'thousand-forms', unit: 'nyarlathotep' }),
    ],
    powerBonus: 0,
  },
  {
    id: 'bg',
    name: text('Black Goat', 'Cabra Negra'),
    color: '#c94c3c',
    firstPlayer: 'alphabetical',
    startArea: 'west-africa',
    startUnits: [{ type: 'acolyte', count: 6 }],
    startGate: true,
    units: [
      acolyte,
      unit('ghoul', 'Ghoul', 'Necrófago', 'monster', 1, 0, 2),
      unit('fungi', 'Fungi from Yuggoth', 'Hongos de Yuggoth', 'monster', 2, 1, 4),
      unit('dark-young', 'Dark Young', 'Retoño oscuro', 'monster', 3, 2, 3),
      unit('shub-niggurath', 'Shub-Niggurath', 'Shub-Niggurath', 'goo', 8, { sum: ['own-cultists', 'own-gates'], plus: 0 }, 1),
    ],
    spellbooks: books(
      ['avatar', 'Avatar', 'Avatar'],
      ['blood-sacrifice', 'Blood Sacrifice', 'Sacrificio de sangre'],
      ['frenzy', 'Frenzy', 'Frenesí'],
      ['ghroth', 'Ghroth', 'Ghroth'],
      ['necrophagy', 'Necrophagy', 'Necrofagia'],
      ['red-sign', 'The Red Sign', 'El Signo Rojo'],
    ),
    abilities: [
      // Published: Ghouls from anywhere join the battle area, even when the Black Goat is not in the battle.
      ability('necrophagy', 'Necrophagy', 'Necrofagia', 'post-battle', { spellbook: 'necrophagy', unit: 'ghoul', outsiders: true }),
      ability('avatar', 'Avatar', 'Avatar', 'action', { spellbook: 'avatar', unit: 'shub-niggurath', cost: 1 }),
      ability('ghroth', 'Ghroth', 'Ghroth', 'action', { spellbook: 'ghroth', cost: 2 }),
    ],
    powerBonus: 0,
  },
  {
    id: 'ys',
    name: text('Yellow Sign', 'Signo Amarillo'),
    color: '#b8901a',
    firstPlayer: 'alphabetical',
    startArea: 'europe',
    startUnits: [{ type: 'acolyte', count: 6 }],
    startGate: true,
    units: [
      acolyte,
      unit('undead', 'Undead', 'No muerto', 'monster', 1, 1, 6),
      unit('byakhee', 'Byakhee', 'Byakhee', 'monster', 2, 1, 4),
      unit('king-in-yellow', 'The King in Yellow', 'El Rey de Amarillo', 'goo', 4, 0, 1),
      unit('hastur', 'Hastur', 'Hastur', 'goo', 10, { sum: ['ritual-cost'], plus: 0 }, 1, { requiresUnit: 'king-in-yellow' }),
    ],
    spellbooks: books(
      ['he-who', 'He Who Is Not To Be Named', 'Aquel que no debe ser nombrado'],
      ['passion', 'Passion', 'Pasión'],
      ['screaming-dead', 'The Screaming Dead', 'Los muertos que gritan'],
      ['shriek', 'Shriek of the Byakhee', 'Chillido de los Byakhee'],
      ['third-eye', 'Third Eye', 'Tercer ojo'],
      ['zingaya', 'Zingaya', 'Zingaya'],
    ),
    abilities: [
      ability('desecrate', 'Desecrate', 'Profanar', 'action', { unit: 'king-in-yellow', cost: 2 }),
      ability('screaming-dead', 'The Screaming Dead', 'Los muertos que gritan', 'action', { spellbook: 'screaming-dead', cost: 1 }),
      ability('shriek', 'Shriek of the Byakhee', 'Chillido de los Byakhee', 'action', { spellbook: 'shriek', cost: 1 }),
      ability('zingaya', 'Zingaya', 'Zingaya', 'action', { spellbook: 'zingaya', cost: 1 }),
    ],
    powerBonus: 0,
  },
  {
    id: 'ww',
    name: text('Windwalker', 'Caminante del Viento'),
    color: '#3aa0b0',
    firstPlayer: 'never',
    startArea: 'arctic-ocean',
    startUnits: [{ type: 'acolyte', count: 6 }],
    startGate: true,
    units: [
      acolyte,
      unit('wendigo', 'Wendigo', 'Wendigo', 'monster', 1, 1, 4),
      unit('gnoph-keh', 'Gnoph-Keh', 'Gnoph-Keh', 'monster', 4, 3, 4),
      unit('rhan-tegoth', 'Rhan-Tegoth', 'Rhan-Tegoth', 'goo', 6, 3, 1),
      unit('ithaqua', 'Ithaqua', 'Ithaqua', 'goo', 6, { sum: ['opponent-doom-half'], plus: 0 }, 1),
    ],
    spellbooks: books(
      ['arctic-wind', 'Arctic Wind', 'Viento ártico'],
      ['berserkergang', 'Berserkergang', 'Berserkergang'],
      ['cannibalism', 'Cannibalism', 'Canibalismo'],
      ['herald', 'Herald of the Outer Gods', 'Heraldo de los Dioses Exteriores'],
      ['howl', 'Howl', 'Aullido'],
      ['ice-age', 'Ice Age', 'Edad de hielo'],
    ),
    abilities: [
      ability('howl', 'Howl', 'Aullido', 'pre-battle', { spellbook: 'howl', unit: 'wendigo' }),
      ability('berserkergang', 'Berserkergang', 'Berserkergang', 'post-battle', { spellbook: 'berserkergang' }),
      ability('cannibalism', 'Cannibalism', 'Canibalismo', 'post-battle', { spellbook: 'cannibalism' }),
      ability('ice-age', 'Ice Age', 'Edad de hielo', 'action', { spellbook: 'ice-age', cost: 1 }),
    ],
    powerBonus: 0,
  },
];
