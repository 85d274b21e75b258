import type { z } from 'zod';
import type { Lang } from '../../core/catalogue.ts';
import type { Choice, FieldChoices } from '../../core/forms.ts';
import type { OrderError, PhaseInfo, Ruleset } from '../../core/ruleset.ts';
import { AdjustmentSchema, applyAdjustments, checkAdjustment, type Adjustment } from './adjustments.ts';
import { checkAnswer, isAsked, upgradesDue } from './answers.ts';
import { defaultSetup } from './data/index.ts';
import { decisions } from './decisions.ts';
import type { Outcome } from './events.ts';
import { PHASES, TOKEN_KINDS, phaseOfCursor } from './ids.ts';
import { indexMap } from './map-index.ts';
import { renderMap } from './map-svg.ts';
import { messages, t } from './messages.ts';
import { initialState, resolveStep } from './pipeline.ts';
import { PlayerSchema, SEATS, seatChoices, validatePlayer, type Player } from './players.ts';
import { describePosition } from './position.ts';
import { report } from './report.ts';
import { describeCorrection } from './correction-words.ts';
import { reseedHidden } from './reseed-hidden.ts';
import { cardData, figureCount, figureStats, godOf } from './rules.ts';
import { SetupSchema, type Setup } from './schemas.ts';
import { SheetSchema, type Sheet } from './sheets.ts';
import { normalizeState, playersFromState, type State } from './state.ts';
import { cowOrderText } from './order-text/grammar.ts';
import { validateSetup } from './validate-setup.ts';
import { validateState } from './validate-state.ts';
import { outcomeView, playerView } from './views.ts';

export { REASONS } from './reasons.ts';
export type { Outcome as ChaosOutcome } from './events.ts';
export type { State as ChaosState } from './state.ts';
export type { Setup as ChaosSetup } from './schemas.ts';
export type { Player as ChaosPlayer } from './players.ts';

const ID = 'chaos-in-the-old-world';

function phaseInfo(setup: Setup, stored: unknown): PhaseInfo {
  const state = normalizeState(setup, playersFromState(stored), stored);
  const phase = phaseOfCursor(state.at);
  const over = state.result !== null;
  const index = PHASES.indexOf(phase);
  const names = (lang: Lang) => (over ? t('phase_over', lang) : t(`phase_${phase}` as 'phase_draw', lang));
  return {
    turn: state.round,
    index,
    count: PHASES.length,
    id: over ? 'over' : phase,
    name: names('en'),
    secret: false,
    acceptsOrders: !over && state.pending !== null && state.pending.kind !== 'gm' && state.pending.kind !== 'continue',
  };
}

/** The Chaos in the Old World plugin (docs/rulesets/chaos-in-the-old-world.md). */
export const chaosInTheOldWorld: Ruleset<Setup, Player, State, Sheet, Outcome, never> = {
  id: ID,
  names: { es: 'Chaos in the Old World', en: 'Chaos in the Old World' },
  summary: {
    es: 'Los cuatro Poderes Ruinosos invocan, combaten y corrompen el Viejo Mundo (3–4 jugadores).',
    en: 'The four Ruinous Powers summon, fight and corrupt the Old World (3–4 players).',
  },
  turnStructure: 'sequential',
  maxTurns: null,
  seats: { ...SEATS },

  setupSchema: SetupSchema as unknown as z.ZodType<Setup>,
  defaultSetup,
  validateSetup,

  playerSchema: PlayerSchema as unknown as z.ZodType<Player>,
  validatePlayer,
  playerId: (player) => player.id,

  initialState: (setup, players, ctx) => initialState(setup, players, ctx?.gameSeed, ctx?.fixedDraws),

  sheetSchema: SheetSchema as unknown as z.ZodType<Sheet>,
  orderText: cowOrderText,
  checkSheet(setup, players, stored, player, sheet, lang) {
    const state = normalizeState(setup, players, stored);
    const god = godOf(state, player);
    const errors: OrderError[] = [];
    if (!god) {
      errors.push({ index: 0, path: 'action', reason: 'not_asked', message: t('reason_not_asked', lang) });
      return { errors, summary: { costs: [null], totals: { available: 0, used: 0, left: 0 } } };
    }
    const refusal = checkAnswer(setup, state, god, sheet);
    if (refusal) {
      const n = state.pending?.kind === 'upgrade' ? upgradesDue(setup, state, god) : 0;
      errors.push({ index: 0, path: refusal.path, reason: refusal.reason, message: t(`reason_${refusal.reason}`, lang, { n }) });
    }
    // The summary counts what the answer spends: power for summons and cards, hits for an assignment, cards for upgrades.
    let available = state.power[god] ?? 0;
    let used = 0;
    if (sheet.action === 'summon') used = figureStats(setup, state, god, sheet.figure)?.cost ?? 0;
    else if (sheet.action === 'card') used = cardData(setup, god, sheet.card)?.cost ?? 0;
    else if (sheet.action === 'assign') {
      available = state.pending?.kind === 'assign' ? state.pending.required : 0;
      used = sheet.hits.reduce((sum, h) => sum + h.count, 0);
    } else if (sheet.action === 'upgrade') {
      available = upgradesDue(setup, state, god);
      used = sheet.upgrades.length;
    }
    const ok = errors.length === 0;
    return { errors, summary: { costs: [ok ? used : null], totals: { available, used: ok ? used : 0, left: available - (ok ? used : 0) } } };
  },

  resolve(input) {
    const { outcome, nextState, gameOver } = resolveStep(input);
    return { outcome, nextState, gameOver };
  },

  publicState(setup, stored) {
    const state = normalizeState(setup, playersFromState(stored), stored);
    const control: Record<string, string | null> = {};
    for (const region of indexMap(setup).order) {
      const counts = state.gods.map((g) => [g, figureCount(state, region, g)] as const).filter(([, n]) => n > 0);
      const most = Math.max(0, ...counts.map(([, n]) => n));
      const leaders = counts.filter(([, n]) => n === most);
      control[region] = leaders.length === 1 ? (state.seats[leaders[0]![0]] ?? null) : null;
    }
    const scores = Object.fromEntries(state.gods.map((g) => [state.seats[g]!, state.vp[g] ?? 0]));
    return { turn: state.round, scores, summary: { control } };
  },

  messages,
  phase: phaseInfo,
  activePlayers: (setup, players, state) => decisions(setup, players, normalizeState(setup, players, state)).map((r) => r.player),
  decisions: (setup, players, state) => decisions(setup, players, normalizeState(setup, players, state)),
  sheetChoices(setup, players, stored, player) {
    const state = normalizeState(setup, players, stored);
    const god = godOf(state, player);
    if (!god || !isAsked(state, god)) return {};
    return decisions(setup, players, state).find((r) => r.player === player)?.choices ?? {};
  },
  seatChoices,

  playerView: (setup, players, stored, viewer) => playerView(players, normalizeState(setup, players, stored), viewer),
  outcomeView: (_setup, players, outcome, viewer) => outcomeView(players, outcome, viewer),
  hiddenInformation: true,
  reseedHidden: (setup, players, state, ctx) => reseedHidden(setup, players, state, ctx.gameSeed),
  validateState: (setup, players, state) => validateState(setup, players, state),
  isOver: (setup, stored) => normalizeState(setup, playersFromState(stored), stored).result !== null,

  report: (input) => report(input),
  describeCorrection,
  describePosition: (input) => describePosition(input),
  renderMap: (setup, stored, lang, viewer) => renderMap(setup, stored, lang, viewer),

  adjustmentSchema: AdjustmentSchema,
  checkAdjustment: (setup, players, state, adjustment) => checkAdjustment(setup, players, state, adjustment as Adjustment),
  applyAdjustments: (setup, players, state, adjustments) => applyAdjustments(setup, players, state, adjustments),
  adjustmentChoices(setup, players, stored, lang) {
    const state = normalizeState(setup, players, stored);
    const index = indexMap(setup);
    const gods: Choice[] = state.gods.map((g) => ({ value: g, label: setup.data.gods[g].name }));
    const regions: Choice[] = index.order.map((id) => ({ value: id, label: index.byId.get(id)!.name }));
    const figures: Choice[] = [...new Set(state.gods.flatMap((g) => setup.data.gods[g].figures.map((f) => f.id)))].map((id) => ({ value: id, label: id }));
    const kinds: Choice[] = ['vp', 'power', 'counters', 'threat', 'figures', 'tokens', 'corruption', 'discard', 'draw', 'remove-card', 'upgrade'].map((k) => ({
      value: k,
      label: { es: t(`adj_${k}` as 'adj_vp', 'es'), en: t(`adj_${k}` as 'adj_vp', 'en') },
    }));
    const tokens: Choice[] = TOKEN_KINDS.map((k) => ({ value: k, label: t(`token_${k}` as 'token_hero', lang, { n: 1 }) }));
    const choices: FieldChoices = { kind: kinds, god: gods, region: regions, figure: figures, token: tokens };
    return choices;
  },
};
