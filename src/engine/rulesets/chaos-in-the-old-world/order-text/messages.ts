import type { Catalogue } from '../../../core/catalogue.ts';

/** Chaos in the Old World texts of answers as text: usages, problems of a whole answer, and what a pinned refusal adds. */
export const COW_TEXT_MESSAGES = {
  'usage.summon': { es: 'Invoco <seguidor> en <región> [desde <región>]', en: 'Summon <follower> in <region> [from <region>]' },
  'usage.card': { es: 'Juego <carta> en <región>', en: 'Play <card> in <region>' },
  'usage.pass': { es: 'Paso', en: 'Pass' },
  'usage.hit': { es: 'Asigno <n> impactos a <objetivo>', en: 'Assign <n> hits to <target>' },
  'usage.upgrade': { es: 'Elijo las mejoras <mejora> y <mejora>', en: 'Choose upgrades <upgrade> and <upgrade>' },
  'answer.summon': { es: 'una orden del turno de invocación', en: 'an order of a summoning turn' },
  'answer.assign-hits': { es: 'una asignación de impactos', en: 'a hit assignment' },
  'answer.upgrade': { es: 'una elección de mejoras', en: 'an upgrade choice' },
  'problem.wrongRequest': {
    es: '«{text}» es {answer}, pero ahora se te pide esto: {prompt}',
    en: '“{text}” is {answer}, but this is what you are asked now: {prompt}',
  },
  'problem.mixed': {
    es: '«{text}» es {answer}, y la línea {first} es {other}: una respuesta es de un solo tipo.',
    en: '“{text}” is {answer}, and line {first} is {other}: an answer is of one kind only.',
  },
  'problem.oneAction': {
    es: 'en un turno de invocación se da una sola orden (invocar, jugar una carta o pasar), y ya está la de la línea {first}.',
    en: 'a summoning turn takes one order only (summon, play a card or pass), and line {first} already gives it.',
  },
  'problem.upgradesNeeded': {
    es: {
      one: 'Tienes que elegir {n} carta de mejora: escribe «Elijo la mejora …».',
      other: 'Tienes que elegir {n} cartas de mejora: escribe «Elijo las mejoras … y …».',
    },
    en: { one: 'You must choose {n} upgrade card: write “Choose upgrade …”.', other: 'You must choose {n} upgrade cards: write “Choose upgrades … and …”.' },
  },
  'explain.summonRegions': { es: 'Puedes invocar en: {names}.', en: 'You may summon in: {names}.' },
  'explain.cardRegions': { es: 'Puedes jugar cartas en: {names}.', en: 'You may play cards in: {names}.' },
  'explain.hand': { es: 'Tu mano: {names}.', en: 'Your hand: {names}.' },
  'explain.power': { es: 'Tienes {n} de poder.', en: 'You have {n} power.' },
  'explain.targets': { es: 'Objetivos vivos (impactos que los matan): {names}.', en: 'Living targets (hits that kill them): {names}.' },
  'explain.hits': { es: 'Has sacado {hits} impactos y debes asignar {required}.', en: 'You rolled {hits} hits and must assign {required}.' },
  'explain.upgradesLeft': { es: 'Mejoras que te quedan: {names}.', en: 'Upgrades left to you: {names}.' },
  'explain.none': { es: 'ninguna', en: 'none' },
} satisfies Catalogue;

export type CowTextMessageKey = keyof typeof COW_TEXT_MESSAGES;
