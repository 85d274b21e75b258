import type { Entry } from './index.ts';

/**
 * The sections the server adds after every ruleset's report: the dice rolled during the step (the viewer's
 * copy) and how to verify the step from its revealed seed. One catalogue for every game.
 */
export const REPORT_COMMON_MESSAGES = {
  /** A report's title that does not name its game (issue 37: pasted among other games' posts). */
  titleWithGame: { es: '{game} — {title}', en: '{game} — {title}' },
  sectionOrders: { es: 'Órdenes, tal como se escriben', en: 'Orders as written' },
  sectionRolls: { es: 'Tiradas de dados', en: 'Dice rolled this turn' },
  rollLine: {
    es: '{who} tira {expr} por {reason}: {result} (tirada n.º {counter}).',
    en: '{who} rolled {expr} for {reason}: {result} (roll #{counter}).',
  },
  privateRoll: { es: '[privada]', en: '[private]' },
  rollByGm: { es: 'El máster', en: 'The game master' },
  rollsVerify: {
    es: 'Cada tirada sale de la semilla del turno y de su número de tirada: con la semilla revelada abajo, {verify} (src/engine/dice) la repite y comprueba el resultado. Los registros de las tiradas: {api}.',
    en: 'Each roll is drawn from the turn seed and its roll number: with the seed revealed below, {verify} (src/engine/dice) replays it and checks the result. The roll records: {api}.',
  },
  sectionSeed: { es: 'Semilla y verificación', en: 'Seed and verification' },
  seedRevealed: { es: 'Semilla revelada: {seed}', en: 'Revealed seed: {seed}' },
  seedHash: { es: 'SHA-256 de la semilla: {hash}', en: 'SHA-256 of the seed: {hash}' },
  seedHowTo: { es: 'Cómo verificarlo, sin fiarse del servidor:', en: 'How to verify it, without trusting the server:' },
  seedStepDownload: {
    es: 'Descarga {file} de este turno: {api} (mapa, posición, órdenes, semilla y el resultado publicado).',
    en: 'Download {file} for this turn: {api} (map, position, orders, seed and the published outcome).',
  },
  seedStepHash: {
    es: 'Comprueba que el SHA-256 de la semilla es el hash publicado al abrir el turno, por ejemplo con {command}.',
    en: 'Check that the SHA-256 of the seed equals the hash published when the turn opened, for example with {command}.',
  },
  mapImage: { es: 'Mapa tras el turno {turn}', en: 'Map after turn {turn}' },
  statusImage: { es: 'Estado de la partida ahora (turno, plazo, quién ha enviado)', en: 'The game now (turn, deadline, who has sent)' },
  online: { es: 'En la web, con el mapa y cómo verificarlo: {link}', en: 'Online, with the map and how to verify it: {link}' },
  seedStepCheck: {
    es: 'Con el código de Turnkeeper, ejecuta {adjudicate}: resuelve el turno de nuevo a partir del archivo y responde «ok» si el resultado y todos los sorteos coinciden.',
    en: "With Turnkeeper's source code, run {adjudicate}: it resolves the turn again from the file and answers “ok” when the outcome and every draw match.",
  },
} satisfies Record<string, Entry>;

export type ReportCommonMessageId = keyof typeof REPORT_COMMON_MESSAGES;
