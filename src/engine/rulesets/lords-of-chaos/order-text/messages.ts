import type { Catalogue } from '../../../core/catalogue.ts';

/** Lords of Chaos texts of orders as text: usages, notes on understood lines, and what a pinned refusal adds. */
export const LOC_TEXT_MESSAGES = {
  'usage.invade': {
    es: 'Invado <planeta> con <n> [en alianza con <bandas> para <banda>]',
    en: 'Invade <planet> with <n> [allied with <warbands> for <warband>]',
  },
  'usage.defend': { es: 'Defiendo <planeta> con <n>', en: 'Defend <planet> with <n>' },
  'usage.defendSector': { es: 'Defiendo el sector <sector> con <n>', en: 'Defend sector <sector> with <n>' },
  'usage.cede': { es: 'Cedo <planeta> a <banda> [a cambio de <planeta>]', en: 'Cede <planet> to <warband> [in exchange for <planet>]' },
  'usage.claimDeed': { es: 'Reclamo la gesta <gesta> [con el favor de <dios>]', en: 'Claim the deed <deed> [with the favour of <god>]' },
  'note.from': {
    es: '«desde {planet}» no cambia nada: el alcance sale de todos los subsectores donde tienes planetas y el coste es el mismo (reglas §5).',
    en: '“from {planet}” changes nothing: reach comes from every subsector where you hold a planet, and the cost is the same (rules §5).',
  },
  'note.fromNotYours': { es: 'Además, {planet} no es tuyo al empezar el turno.', en: 'Besides, {planet} is not yours at the start of the turn.' },
  'note.beneficiary': {
    es: 'no dices quién recibe el planeta: se lo queda {me}. Tus aliados deben escribir lo mismo («para {me}») o la alianza no vale.',
    en: 'you do not say who receives the planet: {me} does. Your allies must write the same (“for {me}”) or the alliance does not hold.',
  },
  'problem.allianceAlone': { es: 'una alianza necesita al menos otra banda además de la tuya.', en: 'an alliance needs at least one warband besides yours.' },
  'problem.termsWithoutAllies': {
    es: 'el beneficiario, el Señor de la Guerra y el orden de bajas son términos de una alianza: di con quién («en alianza con …»).',
    en: 'a beneficiary, a Warlord and a kill order are terms of an alliance: say with whom (“allied with …”).',
  },
  'explain.reachable': { es: 'Puedes alcanzar: {names}.', en: 'Within reach: {names}.' },
  'explain.nothingReachable': { es: 'Ahora no alcanzas ningún planeta.', en: 'No planet is within your reach now.' },
  'explain.yourPlanets': { es: 'Tus planetas: {names}.', en: 'Your planets: {names}.' },
  'explain.yourSectors': { es: 'Sectores que controlas por completo: {names}.', en: 'Sectors you control entirely: {names}.' },
  'explain.none': { es: 'ninguno', en: 'none' },
} satisfies Catalogue;

export type LocTextMessageKey = keyof typeof LOC_TEXT_MESSAGES;
