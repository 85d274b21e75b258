import { translate } from '../../../core/catalogue.ts';
import type { NameEntry, NameKind, Vocabulary } from '../../../core/order-text/index.ts';
import { BUILDINGS, RAID_OPTIONS, type Building, type RaidOption } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import type { AwakenedReadContext } from './context.ts';

/**
 * Lands by their id ("c3"), their name ("Ash Flats") or both as the form shows them ("c3 (Ash Flats)", the name
 * printed); the writer's cryo chamber also as "mi cámara" / "my chamber".
 */
function landEntries(ctx: AwakenedReadContext): NameEntry[] {
  const chamber = ctx.state.chambers[ctx.player];
  return ctx.game.index.board.lands.map((land) => {
    // The id is a name too (not only an alias), so that "c3" ranks with the names the player may have meant.
    const names = [`${land.id} (${land.name})`, land.name, land.id];
    return {
      id: land.id,
      names: { es: names, en: names },
      ...(land.id === chamber ? { aliases: ['mi cámara', 'mi cámara criogénica', 'my chamber', 'my cryo chamber'] } : {}),
    };
  });
}

/** Plurals and other spellings players use (the first names are the ruleset's own, messages.ts). */
const BUILDING_WORDS: Readonly<Record<Building, { es: string[]; en: string[]; aliases: string[] }>> = {
  city: { es: ['Ciudades'], en: ['Cities'], aliases: ['una Ciudad', 'a City'] },
  factory: { es: ['Fábricas'], en: ['Factories'], aliases: ['una Fábrica', 'a Factory'] },
  defence: { es: ['Defensas'], en: ['Defences', 'Defense', 'Defenses'], aliases: ['una Defensa', 'a Defence', 'a Defense'] },
  railroad: { es: ['Ferrocarriles', 'Vía férrea', 'Tren'], en: ['Railroads', 'Railway', 'Railways'], aliases: ['un Ferrocarril', 'a Railroad', 'a Railway'] },
};

const BUILDING_KIND: NameKind = {
  label: { es: 'edificio', en: 'building' },
  entries: BUILDINGS.map((b) => ({
    id: b,
    names: {
      es: [translate(MESSAGES, `building.${b}`, 'es'), ...BUILDING_WORDS[b].es],
      en: [translate(MESSAGES, `building.${b}`, 'en'), ...BUILDING_WORDS[b].en],
    },
    aliases: BUILDING_WORDS[b].aliases,
  })),
};

/** What the survivors of a raid do (seed step 8), as verbs and as the form's labels. */
const OPTION_WORDS: Readonly<Record<RaidOption, { es: string[]; en: string[] }>> = {
  none: { es: ['solo combate', 'solo combatir', 'nada más', 'sin más'], en: ['battle only', 'just fight', 'nothing else', 'fight only'] },
  plunder: {
    es: ['saquear', 'saqueo', 'saquear recursos', 'saqueando', 'robar recursos'],
    en: ['plunder', 'plunder resources', 'plundering', 'loot', 'looting'],
  },
  kill: { es: ['matar población', 'matar', 'mato', 'matando', 'matar a la población'], en: ['kill population', 'kill', 'killing', 'kill the population'] },
  destroy: {
    es: ['destruir', 'destruyo', 'destruir edificios', 'destruyendo', 'destruir los edificios'],
    en: ['destroy', 'destroy buildings', 'destroying', 'destroy the buildings'],
  },
  conquer: {
    es: ['conquistar', 'conquisto', 'conquistar la tierra', 'conquistando', 'conquista'],
    en: ['conquer', 'conquer the land', 'conquering', 'conquest'],
  },
};

const OPTION_KIND: NameKind = {
  label: { es: 'opción de asalto', en: 'raid option' },
  entries: RAID_OPTIONS.map((o) => ({
    id: o,
    names: { es: OPTION_WORDS[o].es, en: OPTION_WORDS[o].en },
    aliases: [translate(MESSAGES, `raid.${o}`, 'es'), translate(MESSAGES, `raid.${o}`, 'en')],
  })),
};

/** Everything an answer of The Awakened may name on this board. */
export function awakenedVocabulary(ctx: AwakenedReadContext): Vocabulary {
  return { land: { label: { es: 'tierra', en: 'land' }, entries: landEntries(ctx) }, building: BUILDING_KIND, option: OPTION_KIND };
}
