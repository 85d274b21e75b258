/** Why a tic-tac-toe move is rejected (closed list, in checking order; messages in src/i18n/tic-tac-toe.ts). */
export const TIC_TAC_TOE_REASONS = ['game_over', 'off_board', 'occupied_cell'] as const;
export type TicTacToeReason = (typeof TIC_TAC_TOE_REASONS)[number];

/** Problems seating a player (closed list; messages in src/i18n/tic-tac-toe.ts). */
export const TIC_TAC_TOE_PROBLEMS = ['game_full', 'duplicate_player'] as const;
export type TicTacToeProblem = (typeof TIC_TAC_TOE_PROBLEMS)[number];
