import type { Catalogue } from '../../../core/catalogue.ts';

/** Cthulhu Wars texts of answers as text: usages, problems of a whole answer, notes. */
export const CW_TEXT_MESSAGES = {
  'usage.move': { es: 'Muevo <unidad> y <unidad> a <zona>', en: 'Move <unit> and <unit> to <area>' },
  'usage.move-count': {
    es: 'Muevo <unidad> y <unidad> a <zona> (o <n> <tipo> de <zona> a <zona>)',
    en: 'Move <unit> and <unit> to <area> (or <n> <type> from <area> to <area>)',
  },
  'usage.recruit': { es: 'Recluto un <cultista> en <zona>', en: 'Recruit an <cultist> in <area>' },
  'usage.summon': { es: 'Invoco un <monstruo> en <zona>', en: 'Summon a <monster> in <area>' },
  'usage.awaken': { es: 'Despierto a <Primigenio> en <zona>', en: 'Awaken <Great Old One> in <area>' },
  'usage.build-gate': { es: 'Construyo un portal en <zona> [con <unidad>]', en: 'Build a gate in <area> [with <unit>]' },
  'usage.control-gate': { es: 'Controlo el portal de <zona> con <unidad>', en: 'Control the gate in <area> with <unit>' },
  'usage.abandon-gate': { es: 'Abandono el portal de <zona>', en: 'Abandon the gate in <area>' },
  'usage.capture': { es: 'Capturo <unidad de otra facción>', en: 'Capture <unit of another faction>' },
  'usage.battle': { es: 'Lucho contra <jugador> en <zona>', en: 'Battle <player> in <area>' },
  'usage.use': { es: 'Uso <habilidad>', en: 'Use <ability>' },
  'usage.pass': { es: 'Paso', en: 'Pass' },
  'usage.reveal-signs': { es: 'Revelo los Signos Arcanos <signo> y <signo>', en: 'Reveal Elder Signs <sign> and <sign>' },
  'usage.done': { es: 'Termino', en: 'Done' },
  'usage.clockwise': { es: 'Sentido horario', en: 'Clockwise' },
  'usage.counterclockwise': { es: 'Sentido antihorario', en: 'Counterclockwise' },
  'usage.first-player': { es: 'Primer jugador: <jugador>', en: 'First player: <player>' },
  'usage.kills': { es: 'Muertes: <unidad> y <unidad>', en: 'Kills: <unit> and <unit>' },
  'usage.pains': { es: 'Dolores: <unidad> y <unidad>', en: 'Pains: <unit> and <unit>' },
  'usage.eliminate': { es: 'Elimino <unidad>', en: 'Eliminate <unit>' },
  'usage.ritual': { es: 'Realizo el ritual', en: 'Perform the ritual' },
  'usage.no-ritual': { es: 'No realizo el ritual', en: 'No ritual' },
  'answer.direction': { es: 'la elección del sentido de juego', en: 'the choice of the direction of play' },
  'answer.first-player': { es: 'la elección del primer jugador', en: 'the choice of the first player' },
  'answer.actions': { es: 'una orden de tu iniciativa', en: 'an order of your initiative' },
  'answer.abilities': { es: 'una declaración de habilidades de batalla', en: 'a declaration of battle abilities' },
  'answer.assign': { es: 'una asignación de muertes y dolores', en: 'an assignment of kills and pains' },
  'answer.retreat': { es: 'una orden de retirada', en: 'a retreat order' },
  'answer.ritual': { es: 'la decisión sobre el ritual', en: 'the decision on the ritual' },
  'problem.wrongRequest': {
    es: '«{text}» es {answer}, pero ahora se te pide esto: {prompt}',
    en: '“{text}” is {answer}, but this is what you are asked now: {prompt}',
  },
  'problem.mixed': {
    es: '«{text}» es {answer}, y la línea {first} es {other}: una respuesta es de un solo tipo.',
    en: '“{text}” is {answer}, and line {first} is {other}: an answer is of one kind only.',
  },
  'problem.oneLine': {
    es: 'esta decisión se responde con una sola línea, y ya está la línea {first}.',
    en: 'this decision takes one line only, and line {first} already gives it.',
  },
  'problem.needed': { es: 'Falta la respuesta. Se te pide esto: {prompt}', en: 'The answer is missing. This is what you are asked: {prompt}' },
  'problem.fromNeeded': {
    es: 'tienes {type} en {areas}: di de dónde salen («… de <zona> a …»).',
    en: 'you have {type} in {areas}: say where they leave from (“… from <area> to …”).',
  },
  'problem.tooFew': {
    es: { one: 'solo te queda {n} {type} que mover{where}.', other: 'solo te quedan {n} {type} que mover{where}.' },
    en: { one: 'you have only {n} {type} left to move{where}.', other: 'you have only {n} {type} left to move{where}.' },
  },
  'problem.where': { es: ' en {area}', en: ' in {area}' },
  'problem.notThere': { es: '{unit} no está en {from} (está en {area}).', en: '{unit} is not in {from} (it is in {area}).' },
  'problem.whichOpponent': {
    es: 'di contra quién luchas en {area} («Lucho contra <jugador> en <zona>»): {names}.',
    en: 'say whom you battle in {area} (“Battle <player> in <area>”): {names}.',
  },
  'problem.noOpponent': {
    es: 'no hay unidades de otra facción en {area}: di contra quién luchas.',
    en: 'there are no units of another faction in {area}: say whom you battle.',
  },
  'note.picked': { es: 'se mueven {units}.', en: 'moving {units}.' },
  'note.opponent': { es: 'luchas contra {player}, la única otra facción en {area}.', en: 'you battle {player}, the only other faction in {area}.' },
} satisfies Catalogue;

export type CwTextMessageKey = keyof typeof CW_TEXT_MESSAGES;
