import type { Entry } from './index.ts';

/**
 * Texts of the notifications (webhook messages and e-mails). Secrecy: they name players and turns, never
 * orders; the reminder only lists who has not sent a sheet (public, like `submitted` on the game view).
 */
export const NOTIFICATION_MESSAGES = {
  turnOpenedSubject: { es: '{game}: turno {turn} abierto', en: '{game}: turn {turn} is open' },
  turnOpenedText: {
    es: 'El turno {turn} de {game} está abierto. Fecha límite: {deadline}.\n{url}',
    en: 'Turn {turn} of {game} is open. Deadline: {deadline}.\n{url}',
  },
  turnOpenedNoDeadline: {
    es: 'El turno {turn} de {game} está abierto. El máster lo resolverá.\n{url}',
    en: 'Turn {turn} of {game} is open. The game master will resolve it.\n{url}',
  },
  reminderSubject: { es: '{game}: faltan tus órdenes del turno {turn}', en: '{game}: your orders for turn {turn} are missing' },
  reminderText: {
    es: 'Aún no has enviado órdenes para el turno {turn} de {game}. Fecha límite: {deadline}.\n{url}',
    en: 'You have not sent orders for turn {turn} of {game} yet. Deadline: {deadline}.\n{url}',
  },
  reminderWebhook: {
    es: 'Turno {turn} de {game}: fecha límite {deadline}. Faltan órdenes de: {players}.',
    en: 'Turn {turn} of {game}: deadline {deadline}. Orders still missing from: {players}.',
  },
  reportSubject: { es: '{game}: informe del turno {turn}', en: '{game}: report of turn {turn}' },
  reportText: {
    es: 'El turno {turn} de {game} se ha resuelto. Informe: {url}',
    en: 'Turn {turn} of {game} has been resolved. Report: {url}',
  },
  gameOverSubject: { es: '{game}: fin de la partida', en: '{game}: game over' },
  gameOverText: {
    es: 'La partida {game} ha terminado tras el turno {turn}. Clasificación final: {url}',
    en: 'The game {game} is over after turn {turn}. Final standings: {url}',
  },
  deadlineExtendedSubject: { es: '{game}: plazo del turno {turn} ampliado', en: '{game}: deadline of turn {turn} extended' },
  deadlineExtendedText: {
    es: 'Faltaban órdenes al llegar la fecha límite: el turno {turn} de {game} se amplía hasta {deadline}.\n{url}',
    en: 'Orders were missing at the deadline: turn {turn} of {game} is extended until {deadline}.\n{url}',
  },
  civilDisorderSubject: { es: '{game}: {player} en desorden civil', en: '{game}: {player} in civil disorder' },
  civilDisorderText: {
    es: '{player} no ha enviado órdenes en {missed} turnos seguidos y queda en desorden civil. El máster puede reemplazarlo.',
    en: '{player} has missed {missed} turns in a row and is now in civil disorder. The game master can replace the player.',
  },
} satisfies Record<string, Entry>;

export type NotificationMessageId = keyof typeof NOTIFICATION_MESSAGES;
