import type { GenericOrderReason, GenericProblem } from '../engine/rulesets/generic/reasons.ts';
import type { Entry } from './index.ts';

/** Player-facing explanation of each rejected generic order sheet. */
export const GENERIC_ORDER_MESSAGES: Record<GenericOrderReason, Entry> = {
  game_over: { en: 'The game is over: no more orders.', es: 'La partida ha terminado: no se admiten más órdenes.' },
  not_a_player: { en: 'Only seated players can send orders.', es: 'Solo los jugadores de la partida pueden enviar órdenes.' },
  no_orders_phase: {
    en: 'Players send no orders in this phase ({phase}): the GM acts alone.',
    es: 'En esta fase ({phase}) los jugadores no envían órdenes: actúa solo el máster.',
  },
  empty_text: { en: 'Your orders are empty: write something.', es: 'Tus órdenes están vacías: escribe algo.' },
  text_too_long: {
    en: 'Your orders are too long: at most {max} characters (you wrote {length}).',
    es: 'Tus órdenes son demasiado largas: máximo {max} caracteres (has escrito {length}).',
  },
};

/** Problems in a generic setup, a new player or the GM's resolution. */
export const GENERIC_PROBLEM_MESSAGES: Record<GenericProblem, Entry> = {
  duplicate_phase: { en: 'Two phases share the id "{id}".', es: 'Dos fases tienen el mismo id "{id}".' },
  duplicate_track: { en: 'Two tracks share the id "{id}".', es: 'Dos marcadores tienen el mismo id "{id}".' },
  unknown_score_track: { en: 'The score track "{id}" is not one of the tracks.', es: 'El marcador de puntuación "{id}" no es uno de los marcadores.' },
  bad_track_range: { en: 'Track "{id}": min is greater than max.', es: 'Marcador "{id}": el mínimo es mayor que el máximo.' },
  initial_out_of_range: {
    en: 'Track "{id}": the initial value is outside min..max.',
    es: 'Marcador "{id}": el valor inicial está fuera de mínimo..máximo.',
  },
  duplicate_player: { en: 'A player with id "{id}" is already seated.', es: 'Ya hay un jugador con el id "{id}".' },
  duplicate_name: { en: 'A player named "{name}" is already seated.', es: 'Ya hay un jugador llamado "{name}".' },
  too_many_players: { en: 'The game is full (at most {max} players).', es: 'La partida está llena (máximo {max} jugadores).' },
  game_over: { en: 'The game is over.', es: 'La partida ha terminado.' },
  unknown_player: { en: 'There is no player "{id}" in this game.', es: 'No hay ningún jugador "{id}" en esta partida.' },
  unknown_track: { en: 'There is no track "{id}" in this game.', es: 'No hay ningún marcador "{id}" en esta partida.' },
  delta_or_set: {
    en: 'A track update needs exactly one of "delta" (add) or "set" (replace).',
    es: 'Un cambio de marcador necesita exactamente uno de "delta" (sumar) o "set" (fijar).',
  },
  track_out_of_range: {
    en: '{player}\'s {track} would become {value}, outside {min}..{max}.',
    es: 'El marcador {track} de {player} quedaría en {value}, fuera de {min}..{max}.',
  },
  winners_without_end: { en: 'Winners can only be named when ending the game.', es: 'Solo se nombran ganadores al terminar la partida.' },
  unknown_winner: { en: 'The winner "{id}" is not a player of this game.', es: 'El ganador "{id}" no es un jugador de esta partida.' },
};

/** Words of the generic report. */
export const GENERIC_REPORT: Record<string, Entry> = {
  heading: { en: 'Turn {turn} — {phase}', es: 'Turno {turn} — {phase}' },
  orders: { en: 'Orders', es: 'Órdenes' },
  noOrders: { en: '(no orders)', es: '(sin órdenes)' },
  report: { en: 'Game master', es: 'Máster' },
  tracks: { en: 'Tracks', es: 'Marcadores' },
  trackLine: { en: '{player}: {track} {from} → {to}', es: '{player}: {track} {from} → {to}' },
  standings: { en: 'Standings', es: 'Clasificación' },
  hidden: { en: '(hidden)', es: '(oculto)' },
  board: { en: 'Board', es: 'Tablero' },
  dice: { en: 'Dice', es: 'Dados' },
  rollLine: { en: '{who} ({reason}), roll #{counter}: {result}', es: '{who} ({reason}), tirada n.º {counter}: {result}' },
  privateRoll: { en: '[GM only]', es: '[solo máster]' },
  gm: { en: 'GM', es: 'Máster' },
  gameOver: { en: 'The game is over.', es: 'La partida ha terminado.' },
  winners: { en: 'Winners: {names}.', es: 'Ganadores: {names}.' },
  noWinners: { en: 'Nobody wins.', es: 'Nadie gana.' },
};
