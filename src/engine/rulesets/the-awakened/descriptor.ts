import { reseedMarkers } from './stack.ts';
import type { PhaseInfo, Ruleset } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import { AdjustmentSchema, applyAdjustments, checkAdjustment } from './adjustments.ts';
import { checkSheet } from './check-sheet.ts';
import { awakenedOrderText } from './order-text/grammar.ts';
import { FALLBACK_GAME_SEED, type Ctx } from './context.ts';
import { describePosition } from './describe.ts';
import { initialState } from './init.ts';
import { renderMap } from './map-svg.ts';
import { MESSAGES } from './messages.ts';
import type { Outcome } from './outcome.ts';
import { resolveStep } from './pipeline.ts';
import { SEATS, seatChoices, validatePlayer } from './players.ts';
import { indexBoard } from './position.ts';
import { report } from './report.ts';
import { choicesFor, decisionsFor } from './requests.ts';
import { PlayerSchema, SetupSchema, SheetSchema, type Player, type Setup, type Sheet, type State } from './schemas.ts';
import { defaultSetup, validateSetup } from './setup.ts';
import { positionView, publicState } from './views.ts';
import { validateState } from './validate-state.ts';
import type { FixedDraws } from '../../core/fixed-draws.ts';

function ctxOf(setup: Setup, state: Pick<State, 'board'>, gameSeed?: string, fixedDraws?: FixedDraws): Ctx {
  return { setup, index: indexBoard(setup.data.boards[state.board]), gameSeed: gameSeed ?? FALLBACK_GAME_SEED, ...(fixedDraws ? { fixedDraws } : {}) };
}

/** Where the game is: the round, whose turn and which of its two steps (index = seat × 2 + step). */
function phaseOf(_setup: Setup, state: State): PhaseInfo {
  const seat = state.active === null ? 0 : Math.max(0, state.order.indexOf(state.active));
  const colour = state.active === null ? null : state.colours[state.active];
  const name =
    state.over || colour === undefined || colour === null
      ? translate(MESSAGES, 'phase.over', 'en')
      : translate(MESSAGES, 'phase.name', 'en', {
          round: state.round,
          colour: translate(MESSAGES, `colour.${colour}`, 'en'),
          step: translate(MESSAGES, state.step === 'moves' ? 'step.moves' : 'step.actions', 'en'),
        });
  return {
    turn: state.round,
    index: seat * 2 + (state.step === 'moves' ? 0 : 1),
    count: state.order.length * 2,
    id: state.step,
    name,
    secret: false,
    acceptsOrders: !state.over,
  };
}

/**
 * The Awakened (seed 002, Tobias' game of the month, July 2010): sequential, one player's whole turn at a
 * time, as two answered steps (A: moves; B: build, form and military), everything else automatic. The
 * face-down land markers come from the game's hidden stream and are never stored in the state.
 */
export const theAwakened: Ruleset<Setup, Player, State, Sheet, Outcome> = {
  id: 'the-awakened',
  names: { es: 'The Awakened', en: 'The Awakened' },
  summary: { es: translate(MESSAGES, 'game.summary', 'es'), en: translate(MESSAGES, 'game.summary', 'en') },
  turnStructure: 'sequential',
  maxTurns: null,
  seats: { ...SEATS },

  setupSchema: SetupSchema,
  defaultSetup,
  validateSetup,

  playerSchema: PlayerSchema,
  validatePlayer,
  playerId: (player) => player.id,
  seatChoices,

  initialState: (setup, players, ctx) => initialState(setup, players, ctx),

  sheetSchema: SheetSchema as unknown as Ruleset<Setup, Player, State, Sheet, Outcome>['sheetSchema'],
  checkSheet: (setup, players, state, player, sheet, lang) => checkSheet(ctxOf(setup, state), players, state, player, sheet, lang),
  orderText: awakenedOrderText,
  resolve: ({ setup, state, orders, gameSeed, defaulted, fixedDraws }) => {
    const { outcome, nextState } = resolveStep(ctxOf(setup, state, gameSeed, fixedDraws), state, orders, defaulted ?? []);
    return { outcome, nextState, gameOver: nextState.over };
  },

  messages: MESSAGES,
  phase: phaseOf,
  activePlayers: (_setup, _players, state) => (state.over || state.active === null ? [] : [state.active]),
  decisions: (setup, players, state) => decisionsFor(ctxOf(setup, state), players, state),
  sheetChoices: (setup, _players, state, player) => (state.active === player && !state.over ? choicesFor(ctxOf(setup, state), state, player) : {}),

  publicState: (setup, state) => publicState(ctxOf(setup, state), state),
  playerView: (setup, _players, state) => positionView(ctxOf(setup, state), state),
  outcomeView: (_setup, _players, outcome) => outcome,
  hiddenInformation: true,
  reseedHidden: (setup, _players, state, ctx) => reseedMarkers(setup, state, ctx.previousGameSeed ?? FALLBACK_GAME_SEED),
  validateState,
  isOver: (_setup, state) => state.over,

  adjustmentSchema: AdjustmentSchema,
  checkAdjustment: (setup, players, state, adjustment) => checkAdjustment(ctxOf(setup, state), players, state, adjustment),
  applyAdjustments: (setup, players, state, adjustments) => applyAdjustments(ctxOf(setup, state), players, state, adjustments),
  adjustmentChoices: (setup, players, state) => ({
    land: ctxOf(setup, state)
      .index.order.filter((id) => state.lands[id]?.marker !== null)
      .map((id) => ({ value: id, label: id })),
    owner: players.map((p) => ({ value: p.id, label: p.name })),
  }),

  report,
  describePosition,
  renderMap,
};
