import type { Problem, Ruleset } from '../../core/ruleset.ts';
import { format } from '../../core/catalogue.ts';
import { TIC_TAC_TOE_PROBLEM_MESSAGES } from './messages.ts';
import { MARKS, boardText, cellName, isOver, toMove } from './board.ts';
import { renderMap } from './map-svg.ts';
import { checkMove, initialState, resolveMove } from './play.ts';
import { describeTicTacToe, ticTacToeReport } from './report.ts';
import { PlayerSchema, SetupSchema, SheetSchema, type Outcome, type Player, type Setup, type Sheet, type State } from './schemas.ts';

export { TIC_TAC_TOE_REASONS } from './reasons.ts';
export type { Outcome as TicTacToeOutcome, State as TicTacToeState } from './schemas.ts';

/**
 * Tic-tac-toe on a 3×3 to 5×5 board (a full row, column or diagonal wins): the SEQUENTIAL example of
 * docs/rulesets.md. Two players in seat order, X then O; each server step is one move of the player to move
 * (`activePlayers`), whom the server alone lets send a sheet. Nothing is secret. Draws the board (`renderMap`).
 */
export const ticTacToe: Ruleset<Setup, Player, State, Sheet, Outcome> = {
  id: 'tic-tac-toe',
  names: { es: 'Tres en raya', en: 'Tic-tac-toe' },
  turnStructure: 'sequential',
  maxTurns: null,

  setupSchema: SetupSchema,
  defaultSetup: () => ({ size: 3 }),
  validateSetup: () => [],

  playerSchema: PlayerSchema,
  validatePlayer(_setup, seated, player): Problem[] {
    if (seated.length >= MARKS.length) return [{ path: 'id', code: 'game_full', message: TIC_TAC_TOE_PROBLEM_MESSAGES.game_full.en }];
    if (seated.some((p) => p.id === player.id)) {
      return [{ path: 'id', code: 'duplicate_player', message: format(TIC_TAC_TOE_PROBLEM_MESSAGES.duplicate_player.en, { id: player.id }) }];
    }
    return [];
  },
  playerId: (player) => player.id,

  initialState: (setup, players) =>
    initialState(
      setup,
      players.map((player) => player.id),
    ),
  activePlayers: (_setup, _players, state) => {
    const next = toMove(state);
    return next === null ? [] : [next];
  },

  sheetSchema: SheetSchema,
  checkSheet(setup, _players, state, _player, sheet, lang) {
    const errors = checkMove(setup, state, sheet, lang);
    return { errors, summary: { costs: [errors.length === 0 ? 1 : null] } };
  },

  resolve: ({ setup, state, orders }) => resolveMove(setup, state, orders),
  isOver: (_setup, state) => isOver(state),

  publicState(setup, state) {
    const control = Object.fromEntries(
      state.cells.map((mark, index) => [cellName(setup.size, index), mark === null ? null : (state.seats[MARKS.indexOf(mark)] ?? null)]),
    );
    const scores = Object.fromEntries(state.seats.map((id) => [id, state.winner === id ? 1 : 0]));
    return { turn: state.turn, scores, summary: { control } };
  },
  playerView: (setup, _players, state) => ({
    turn: state.turn,
    toMove: toMove(state),
    board: boardText(state.cells, setup.size),
    winners: state.winner === null ? [] : [state.winner],
    line: state.line,
    draw: state.draw,
  }),

  // The free cells, the only legal moves (the form offers just these).
  sheetChoices: (setup, _players, state) => ({
    cell: state.cells.flatMap((mark, index) => (mark === null ? [{ value: cellName(setup.size, index), label: cellName(setup.size, index) }] : [])),
  }),
  report: ticTacToeReport,
  describePosition: describeTicTacToe,
  renderMap,
};
