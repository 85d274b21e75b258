import type { TicTacToeProblem, TicTacToeReason } from './reasons.ts';
import type { Entry } from '../../core/catalogue.ts';

/** Player-facing explanation of each rejected tic-tac-toe move. */
export const TIC_TAC_TOE_REASON_MESSAGES: Record<TicTacToeReason, Entry> = {
  game_over: { en: 'The game is over: no more moves.', es: 'La partida ha terminado: no se admiten más jugadas.' },
  off_board: {
    en: 'There is no cell {cell} on a {size}×{size} board (columns a–{last}, rows 1–{size}).',
    es: 'No hay casilla {cell} en un tablero de {size}×{size} (columnas a–{last}, filas 1–{size}).',
  },
  occupied_cell: { en: 'Cell {cell} is already taken by {mark}.', es: 'La casilla {cell} ya la ocupa {mark}.' },
};

/** Problems seating a player (the plugin API gives no language here: the GM reads the English text). */
export const TIC_TAC_TOE_PROBLEM_MESSAGES: Record<TicTacToeProblem, Entry> = {
  game_full: { en: 'Tic-tac-toe is for two players.', es: 'El tres en raya es para dos jugadores.' },
  duplicate_player: { en: 'Player {id} is already seated.', es: 'El jugador {id} ya está sentado.' },
};

/** Words of the report and of the board picture. */
export const TIC_TAC_TOE_TEXT = {
  heading: { en: 'Turn {turn}', es: 'Turno {turn}' },
  played: { en: '{player} ({mark}) plays {cell}.', es: '{player} ({mark}) juega en {cell}.' },
  passed: { en: '{player} ({mark}) did not move.', es: '{player} ({mark}) no ha jugado.' },
  won: { en: '{player} ({mark}) wins with {cells}.', es: 'Gana {player} ({mark}) con {cells}.' },
  draw: { en: 'Draw: the board is full.', es: 'Tablas: el tablero está lleno.' },
  next: { en: 'Next: {player} ({mark}).', es: 'Siguiente: {player} ({mark}).' },
  mapTitle: { en: 'Tic-tac-toe {size}×{size} after {moves} moves: {state}', es: 'Tres en raya {size}×{size} tras {moves} jugadas: {state}' },
  mapToPlay: { en: '{mark} to play', es: 'juega {mark}' },
  mapWon: { en: '{mark} wins ({cells})', es: 'gana {mark} ({cells})' },
  mapDraw: { en: 'draw', es: 'tablas' },
  mapWaiting: { en: 'waiting for players', es: 'esperando jugadores' },
  cellTitle: { en: '{cell}: {mark}', es: '{cell}: {mark}' },
  empty: { en: 'empty', es: 'vacía' },
} satisfies Record<string, Entry>;
