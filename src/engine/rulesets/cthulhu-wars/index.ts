import { z } from 'zod';
import { translate } from '../../core/catalogue.ts';
import type { OrderError, PhaseInfo, Ruleset } from '../../core/ruleset.ts';
import { adjustmentChoices } from './adjustment-choices.ts';
import { applyAdjustments, checkAdjustment, AdjustmentSchema } from './adjustments.ts';
import { SheetSchema, type Sheet } from './answers.ts';
import { askedPlayers, refusalsOf } from './check.ts';
import { buildRequests } from './decisions.ts';
import { describePosition } from './describe.ts';
import { checkActionList, isMain } from './initiative.ts';
import { renderMap } from './map-svg.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import type { Outcome } from './outcome.ts';
import { resolveStep, settledState } from './pipeline.ts';
import { SEATS, seatChoices, validatePlayer } from './players.ts';
import { initialState, normalizeState } from './position.ts';
import { buildReport } from './report.ts';
import { reseedHidden } from './reseed-hidden.ts';
import { SetupSchema, defaultSetup, type Setup } from './setup.ts';
import { PlayerSchema, type Player, type State } from './types.ts';
import { validateSetup } from './validate-setup.ts';
import { outcomeView, publicSummary, stateView } from './views.ts';
import { validateState } from './validate-state.ts';
import { buildWorld } from './world.ts';
import { displayParams } from './names.ts';
import { cwOrderText } from './order-text/grammar.ts';

export { REASONS } from './reasons.ts';
export type { Outcome as CthulhuWarsOutcome } from './outcome.ts';
export type { State as CthulhuWarsState, Player as CthulhuWarsPlayer } from './types.ts';
export type { Setup as CthulhuWarsSetup } from './setup.ts';

const PHASE_INDEX: Record<State['phase'], number> = { action: 0, gather: 1, 'first-player': 2, start: 2, doom: 3, over: 3 };

/**
 * Cthulhu Wars (seed 001, a Swedish summary; docs/rulesets/cthulhu-wars.md): phases Action → Gather Power →
 * First Player → Doom in the order of the first-player marker; one decision step per initiative, battles as
 * steps (attacker's then defender's pre-battle abilities, dice, secret assignment of kills then pains with the
 * post-battle abilities between them, retreats), rituals, hidden Elder Signs.
 */
export const cthulhuWars: Ruleset<Setup, Player, State, Sheet, Outcome> = {
  id: 'cthulhu-wars',
  names: { es: 'Guerras de Cthulhu', en: 'Cthulhu Wars' },
  summary: {
    es: 'Facciones primigenias se disputan la Tierra: Poder, portales, batallas con muertes y dolores, rituales y Signos Arcanos ocultos.',
    en: 'Great Old One factions fight over the Earth: Power, gates, battles with kills and pains, rituals and hidden Elder Signs.',
  },
  turnStructure: 'sequential',
  maxTurns: null,
  seats: { ...SEATS },

  setupSchema: SetupSchema as z.ZodType<Setup>,
  defaultSetup,
  validateSetup,

  playerSchema: PlayerSchema as z.ZodType<Player>,
  validatePlayer,
  playerId: (player) => player.id,
  seatChoices: (setup, seated) => seatChoices(setup, seated),

  initialState: (setup, players, ctx) => initialState(buildWorld(setup, players), ctx?.gameSeed, ctx?.fixedDraws),

  phase(setup, state): PhaseInfo {
    const settled = settledState(buildWorld(setup, state.seats ?? []), state);
    const id = settled.battle ? 'battle' : settled.phase;
    const pending = settled.pending;
    return {
      turn: settled.round,
      index: PHASE_INDEX[settled.phase],
      count: 4,
      id,
      name: translate(MESSAGES, `phase.${id}` as MessageKey, 'en'),
      secret: pending?.kind === 'assign',
      acceptsOrders: pending !== null && pending.kind !== 'battle-gm' && pending.kind !== 'over',
    };
  },
  activePlayers: (setup, players, state) => askedPlayers(settledState(buildWorld(setup, players), state).pending),
  decisions(setup, players, state) {
    const world = buildWorld(setup, players);
    return buildRequests(world, settledState(world, state));
  },
  sheetChoices(setup, players, state, player) {
    const world = buildWorld(setup, players);
    return buildRequests(world, settledState(world, state)).find((r) => r.player === player)?.choices ?? {};
  },

  sheetSchema: SheetSchema as z.ZodType<Sheet>,
  orderText: cwOrderText,
  checkSheet(setup, players, state, player, sheet, lang) {
    const world = buildWorld(setup, players);
    const settled = settledState(world, state);
    const refusals = refusalsOf(world, settled, player, sheet);
    const errors: OrderError[] = refusals.map((r) => ({
      index: r.index,
      ...(r.path !== undefined ? { path: r.path } : {}),
      reason: r.reason,
      message: translate(MESSAGES, `reason.${r.reason}`, lang, displayParams(world, player, r.params ?? {}, lang)),
    }));
    if ('actions' in sheet && (settled.pending?.kind === 'initiative' || settled.pending?.kind === 'continue')) {
      const check = checkActionList(world, settled, player, sheet.actions, settled.pending.kind === 'continue');
      const used = sheet.actions.filter((a) => a.type !== 'battle' && isMain(world, player, a)).length;
      const available = settled.pending.kind === 'continue' && settled.initiative?.mainDone ? 0 : 1;
      return { errors, summary: { costs: check.costs, totals: { available, used, left: Math.max(0, available - used) } } };
    }
    return { errors, summary: { costs: [errors.length === 0 ? 0 : null] } };
  },

  resolve: (input) => resolveStep(input),
  isOver: (_setup, state) => state.phase === 'over',

  publicState(setup, state) {
    const world = buildWorld(setup, state.seats ?? []);
    const { turn, scores, control } = publicSummary(world, normalizeState(world, state));
    return { turn, scores, summary: { control } };
  },
  hiddenInformation: true,
  reseedHidden: (setup, players, state, ctx) => reseedHidden(buildWorld(setup, players), state, ctx.gameSeed),
  validateState: (setup, players, state) => validateState(buildWorld(setup, players), state),
  playerView(setup, players, state, viewer) {
    return stateView(normalizeState(buildWorld(setup, players), state), viewer);
  },
  outcomeView: (_setup, _players, outcome, viewer) => outcomeView(outcome, viewer),

  messages: MESSAGES,
  report: (input) => buildReport(input),
  describePosition: (input) => describePosition(input),
  renderMap: (setup, state, lang, viewer) => renderMap(setup, state, lang, viewer),
  customDice: () => [{ id: 'cw', name: 'Cthulhu Wars', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] }],

  adjustmentSchema: AdjustmentSchema,
  adjustmentChoices: (setup, players, state, lang) => adjustmentChoices(setup, players, state, lang),
  checkAdjustment: (setup, players, state, adjustment) => {
    const world = buildWorld(setup, players);
    return checkAdjustment(world, normalizeState(world, state), adjustment);
  },
  applyAdjustments: (setup, players, state, adjustments) => {
    const world = buildWorld(setup, players);
    return applyAdjustments(world, normalizeState(world, state), adjustments);
  },
};
