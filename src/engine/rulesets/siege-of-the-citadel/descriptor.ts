import { reseedHidden } from './reseed-hidden.ts';
import type { z } from 'zod';
import type { Catalogue, Text } from '../../core/catalogue.ts';
import type { OrderError, PhaseInfo, Ruleset } from '../../core/ruleset.ts';
import { SheetSchema, type Answer } from './answers.ts';
import { defaultSetup } from './data/defaults.ts';
import { decisions } from './decisions.ts';
import { MESSAGES, say } from './messages.ts';
import type { Outcome } from './outcome.ts';
import { resolveStep, startState, vetAnswer } from './pipeline.ts';
import { PlayerSchema, seatChoices, validatePlayer, type Player } from './players.ts';
import { SetupSchema, type Setup } from './setup.ts';
import { blankState } from './stages/mission-start.ts';
import { groupsInSeatOrder, type State } from './state.ts';
import { validateSetup } from './validate-setup.ts';
import { adjustmentChoices, AdjustmentSchema, applyAdjustments, checkAdjustment } from './adjustments.ts';
import { campaign } from './campaign.ts';
import { caseSupport } from './case-file.ts';
import { describePosition } from './describe.ts';
import { renderMap } from './map.ts';
import { buildReport } from './report.ts';
import { outcomeView, stateView } from './views.ts';
import { siegeOrderText } from './order-text/grammar.ts';

/** Final score of every seat (seed: points + 5 × credits; a Legion player without a group: the damage dealt). */
export function scoresOf(state: State): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const g of groupsInSeatOrder(state)) scores[g.player] = g.points + 5 * g.credits;
  const legion = state.legion;
  if (legion.player !== '')
    scores[legion.player] = legion.corporation !== null ? legion.points + (state.stage === 'over' ? 0 : legion.damage) + 5 * legion.credits : legion.damage;
  return scores;
}

/** The phase's name in both languages: the request asked (buying credits is the purchase stage's only one), else the game's. */
function phaseName(id: string): Text {
  const key = `kind.${id === 'purchase' ? 'buy-credits' : id}`;
  const known = (key in MESSAGES ? key : 'game.name') as never;
  return { es: say('es', known), en: say('en', known) };
}

export const siegeOfTheCitadel: Ruleset<Setup, Player, State, Answer, Outcome> = {
  id: 'siege-of-the-citadel',
  names: { es: say('es', 'game.name'), en: say('en', 'game.name') },
  summary: { es: say('es', 'game.summary'), en: say('en', 'game.summary') },
  turnStructure: 'sequential',
  maxTurns: null,
  seats: { min: 2, max: 5 },

  setupSchema: SetupSchema as unknown as z.ZodType<Setup>,
  defaultSetup,
  validateSetup,

  playerSchema: PlayerSchema as unknown as z.ZodType<Player>,
  validatePlayer,
  playerId: (player) => player.id,
  seatChoices,

  initialState: (setup, players, ctx) => startState(setup, players, blankState(setup, players), ctx?.gameSeed, ctx?.fixedDraws),

  sheetSchema: SheetSchema,
  orderText: siegeOrderText,
  checkSheet(setup, players, state, player, sheet, lang) {
    const vetted = vetAnswer(setup, players, state, player, sheet);
    const errors: OrderError[] = vetted.refusals.map((r) => ({
      index: r.index,
      ...(r.path ? { path: r.path } : {}),
      reason: r.reason,
      message: say(lang, `reason.${r.reason}`, r.params ?? {}),
    }));
    const actions = sheet.kind === 'doomtroopers' || sheet.kind === 'legion' ? sheet.activations.reduce((n, a) => n + a.actions.length, 0) : 1;
    const ok = errors.length === 0;
    return { errors, summary: { costs: [ok ? actions : null] } };
  },

  resolve: ({ setup, players, state, orders, seed, rngVersion, gameSeed, defaulted, fixedDraws }) =>
    resolveStep({
      setup,
      players,
      state,
      orders,
      seed,
      ...(rngVersion ? { rngVersion } : {}),
      ...(gameSeed !== undefined ? { gameSeed } : {}),
      ...(defaulted ? { defaulted } : {}),
      ...(fixedDraws ? { fixedDraws } : {}),
    }),

  publicState: (_setup, state) => ({ turn: state.round?.number ?? 0, scores: scoresOf(state) }),

  messages: MESSAGES as unknown as Catalogue,

  phase(setup, state): PhaseInfo {
    const asked = decisions(setup, [], state).filter((r) => r.required);
    const id = state.stage === 'round' ? (asked[0]?.kind ?? 'round') : state.stage;
    return {
      turn: state.round?.number ?? 0,
      index: ['purchase', 'draft', 'round', 'over'].indexOf(state.stage),
      count: 4,
      id,
      name: phaseName(id),
      secret: false,
      acceptsOrders: state.stage !== 'over',
    };
  },
  activePlayers: (setup, players, state) =>
    decisions(setup, players, state)
      .filter((r) => r.required)
      .map((r) => r.player),
  decisions: (setup, players, state) => decisions(setup, players, state),
  sheetChoices: (setup, players, state, player) => decisions(setup, players, state).find((r) => r.player === player)?.choices ?? {},

  playerView: (_setup, _players, state, viewer) => stateView(state, viewer),
  outcomeView: (_setup, _players, outcome, viewer) => outcomeView(outcome, viewer),
  hiddenInformation: true,
  reseedHidden: (setup, _players, state, ctx) => reseedHidden(setup, state, ctx.gameSeed),
  isOver: (_setup, state) => state.stage === 'over',

  report: (input) => buildReport(input),
  describePosition: (input) => describePosition(input),
  renderMap: (setup, state, lang, viewer) => renderMap(setup, state, lang, viewer),

  adjustmentSchema: AdjustmentSchema,
  checkAdjustment: (setup, players, state, adjustment) => checkAdjustment(setup, players, state, adjustment),
  applyAdjustments: (setup, players, state, adjustments) => applyAdjustments(setup, players, state, adjustments),
  adjustmentChoices: (setup, players, state, lang) => adjustmentChoices(setup, players, state, lang),

  campaign,
};

siegeOfTheCitadel.cases = caseSupport(siegeOfTheCitadel);
