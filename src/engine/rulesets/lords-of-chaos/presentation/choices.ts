import type { Lang } from '../../../core/catalogue.ts';
import type { Choice, FieldChoices } from '../../../core/forms.ts';
import { DEEDS_IN_ORDER } from '../deeds/index.ts';
import { DEED_NAMES, GOD_NAMES } from '../messages/deeds.ts';
import type { LocPlayer } from '../players.ts';
import { GOD_KINDS, MAJOR_GODS, type GameMap } from '../schemas.ts';
import { mapNames } from './place-names.ts';

interface Setup {
  map: GameMap;
}

const KIND_NAMES: Record<(typeof GOD_KINDS)[number], Record<Lang, string>> = {
  major: { es: 'dios mayor', en: 'major god' },
  minor: { es: 'dios menor', en: 'minor god' },
  undivided: { es: 'Caos Absoluto', en: 'Chaos Undivided' },
  renegade: { es: 'renegado', en: 'renegade' },
};

/**
 * What the GM may pick when seating a warband (rules §3): the gods (the four major gods, Chaos Undivided, the
 * renegades, and every minor god the map makes sacred), the god kinds, and the starting planets nobody holds yet.
 */
export function seatChoices(setup: Setup, seated: LocPlayer[], lang: Lang): FieldChoices {
  const names = mapNames(setup.map, lang);
  const minor = [
    ...new Set(setup.map.planets.flatMap((p) => (p.sacredTo && !(MAJOR_GODS as readonly string[]).includes(p.sacredTo) ? [p.sacredTo] : []))),
  ].sort();
  const gods: Choice[] = [
    ...MAJOR_GODS.map((god) => ({ value: god, label: god, hint: KIND_NAMES.major[lang] })),
    ...minor.map((god) => ({ value: god, label: god, hint: KIND_NAMES.minor[lang] })),
    { value: 'Undivided', label: GOD_NAMES.Undivided?.[lang] ?? 'Undivided', hint: KIND_NAMES.undivided[lang] },
    { value: 'Renegade', label: GOD_NAMES.Renegade?.[lang] ?? 'Renegade', hint: KIND_NAMES.renegade[lang] },
  ];
  const taken = new Set(seated.flatMap((p) => p.planets));
  const planets: Choice[] = setup.map.planets
    .filter((p) => !taken.has(p.id))
    .map((p) => ({ value: p.id, label: names.planet(p.id), hint: names.subsector(p.subsector) }));
  return {
    god: gods,
    godKind: GOD_KINDS.map((kind) => ({ value: kind, label: KIND_NAMES[kind][lang] })),
    'planets[]': planets,
  };
}

/** The lists a GM correction offers (issue 19: never typed ids): warbands, deeds, planets, gods. */
export function adjustmentChoices(setup: Setup, players: LocPlayer[], lang: Lang): FieldChoices {
  const names = mapNames(setup.map, lang);
  const warbands = players.map((p) => ({ value: p.id, label: p.warband || p.name, hint: p.name }));
  const deeds = DEEDS_IN_ORDER.map((d) => ({ value: d.id, label: DEED_NAMES[d.id]?.[lang] ?? d.id }));
  return {
    player: warbands,
    deed: deeds,
    favour: MAJOR_GODS.map((god) => ({ value: god, label: god })),
    planet: setup.map.planets.map((p) => ({ value: p.id, label: names.planet(p.id), hint: names.subsector(p.subsector) })),
  };
}
