import type { Catalogue } from '../../../core/catalogue.ts';

/** Siege of the Citadel texts of answers as text: usages, problems of a whole answer, and what a pinned refusal adds. */
export const SIEGE_TEXT_MESSAGES = {
  'usage.buy': { es: 'Compro <n> créditos', en: 'Buy <n> credits' },
  'usage.pick': { es: 'Tomo <carta> para <Doomtrooper>', en: 'Take <card> for <Doomtrooper>' },
  'usage.pass': { es: 'Paso', en: 'Pass' },
  'usage.entrance': { es: 'Entro por <entrada>', en: 'Enter by <entrance>' },
  'usage.activate': { es: 'Activo <figura>', en: 'Activate <figure>' },
  'usage.move': { es: '<figura> mueve por <casilla>, <casilla>…', en: '<figure> moves to <square>, <square>…' },
  'usage.withdraw': { es: '<figura> sale del tablero', en: '<figure> leaves the board' },
  'usage.melee': { es: '<figura> ataca cuerpo a cuerpo a <blanco>', en: '<figure> attacks <target> in close combat' },
  'usage.ranged': { es: '<figura> dispara a <blanco>', en: '<figure> shoots <target>' },
  'usage.twin': { es: '<figura> dispara a dos blancos: <blanco> y <blanco>', en: '<figure> fires at two targets: <target> and <target>' },
  'usage.sweep': { es: '<figura> barre desde <casilla> en sentido horario', en: '<figure> sweeps from <square> clockwise' },
  'usage.line': { es: '<figura> dispara en línea de fuego a <casilla>', en: '<figure> fires a line of fire at <square>' },
  'usage.grenade': { es: '<figura> lanza una granada a <casilla>', en: '<figure> throws a grenade at <square>' },
  'usage.hold': { es: 'Mantengo abierto el turno de <figura>', en: 'Hold the turn of <figure>' },
  'usage.end': { es: 'Fin del turno', en: 'End of turn' },
  'usage.card': { es: 'Juego <carta>, efecto <1|2> [sobre <Doomtrooper>]', en: 'Play <card>, effect <1|2> [on <Doomtrooper>]' },
  'usage.reinforce': { es: '<criatura> entra por <entrada>', en: '<creature> enters by <entrance>' },
  'usage.place': { es: 'Coloco <criatura> en <casilla>', en: 'Place <creature> on <square>' },
  'usage.reveal': { es: 'Revelo <sección>', en: 'Reveal <section>' },
  'problem.effect': {
    es: 'una carta Doomtrooper tiene dos efectos: escribe «efecto 1» o «efecto 2», no {n}.',
    en: 'a Doomtrooper card has two effects: write “effect 1” or “effect 2”, not {n}.',
  },
  'problem.needsTarget': {
    es: 'di a qué figuras alcanza el ataque o a qué casilla apunta.',
    en: 'say which figures the attack reaches or which square it aims at.',
  },
  'problem.whichFigure': {
    es: '¿qué figura? Nómbrala en la línea («Valerie Duval mueve por a5, a6») o en una línea anterior («Activo Valerie Duval»).',
    en: 'which figure? Name it on the line (“Valerie Duval moves to a5, a6”) or on a line before (“Activate Valerie Duval”).',
  },
  'problem.wrongRequest': {
    es: '«{text}» es una orden de «{answer}», pero ahora se te pide esto: {prompt}',
    en: '“{text}” is an order of “{answer}”, but this is what you are asked now: {prompt}',
  },
  'problem.mixed': {
    es: '«{text}» es una orden de «{answer}», y la línea {first} es de «{other}»: una respuesta es de un solo tipo.',
    en: '“{text}” is an order of “{answer}”, and line {first} is of “{other}”: an answer is of one kind only.',
  },
  'problem.once': {
    es: 'esta respuesta lleva una sola orden así, y ya está la de la línea {first}.',
    en: 'this answer takes one such order only, and line {first} already gives it.',
  },
  'problem.needsLine': { es: 'Escribe la orden: {usage}.', en: 'Write the order: {usage}.' },
  'explain.hand': { es: 'Tu mano: {names}.', en: 'Your hand: {names}.' },
  'explain.figures': { es: 'Figuras que pueden actuar: {names}.', en: 'Figures that can act: {names}.' },
  'explain.entrances': { es: 'Entradas: {names}.', en: 'Entrances: {names}.' },
  'explain.sections': { es: 'Secciones con cartas boca abajo: {names}.', en: 'Sections with face-down cards: {names}.' },
  'explain.none': { es: 'ninguna', en: 'none' },
} satisfies Catalogue;

export type SiegeTextMessageKey = keyof typeof SIEGE_TEXT_MESSAGES;
