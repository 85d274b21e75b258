import { z } from 'zod';
import type { Lang, OrderError, Ruleset } from '../../core/ruleset.ts';
import { INSUFFICIENT_ACTIONS_COUNTED, REJECTION_MESSAGES } from './messages/rejection-reasons.ts';
import { format, template, translator } from '../../core/catalogue.ts';
import { applyAdjustments, checkAdjustment, LocAdjustmentSchema, type LocAdjustment } from './adjustments.ts';
import { compareExpect, exportStep, parseCase, runCase } from './case-file.ts';
import { checkSheet } from './check-sheet-api.ts';
import { localizeProblem } from './messages/map-problems.ts';
import { describeCorrection, playerLabel, renderMap, report } from './presentation/index.ts';
import { describePosition } from './presentation/position.ts';
import { adjustmentChoices, seatChoices } from './presentation/choices.ts';
import { sheetChoices } from './presentation/sheet-choices.ts';
import { labelled } from '../../core/forms.ts';
import { indexMap } from './map-index.ts';
import { LOC_WEB_MESSAGES } from './messages/web.ts';
import { refusalField } from './refusal-field.ts';
import { validateMap } from './map-validation.ts';
import { DEFAULT_MAP, MAPS } from './maps/index.ts';
import { normalizeState } from './normalize-state.ts';
import { locOrderText } from './order-text/grammar.ts';
import { sheetWarnings } from './sheet-warnings.ts';
import { invalidOrderMessage } from './invalid-order-detail.ts';
import type { OrderCheck, Outcome } from './outcome.ts';
import { resolveTurn } from './pipeline.ts';
import { LocPlayerSchema, validatePlayer, type LocPlayer } from './players.ts';
import { MapSchema, OrderSheetSchema, type GameMap, type State } from './schemas.ts';

export interface LocSetup {
  map: GameMap;
}

export const LocSetupSchema = z.object({
  map: labelled(MapSchema, {
    label: { es: 'Mapa (JSON)', en: 'Map (JSON)' },
    help: {
      es: 'Sectores, subsectores, planetas y adyacencias; se comprueba todo al guardar.',
      en: 'Sectors, subsectors, planets and adjacency; everything is checked on saving.',
    },
    widget: 'json',
  }),
});

/** The Lords of Chaos plugin for the server (src/engine/core/ruleset.ts). */
export const lordsOfChaos: Ruleset<LocSetup, LocPlayer, State, unknown[], Outcome> = {
  id: 'lords-of-chaos',
  names: { es: 'Señores del Caos', en: 'Lords of Chaos' },
  turnStructure: 'simultaneous',
  maxTurns: 8,

  setupSchema: LocSetupSchema,
  defaultSetup: () => ({ map: DEFAULT_MAP }),
  setupPresets: Object.entries(MAPS).map(([id, map]) => ({
    id,
    names: { es: map.names?.es ?? map.name ?? id, en: map.names?.en ?? map.name ?? id },
    setup: () => ({ map }),
  })),
  localizeProblem: (problem, lang) => localizeProblem(problem, lang),
  validateSetup(setup) {
    const result = validateMap(setup.map);
    return result.ok ? [] : result.problems.map((p) => ({ ...p, path: p.path === '' ? 'map' : `map.${p.path}` }));
  },

  playerSchema: LocPlayerSchema as unknown as z.ZodType<LocPlayer>,
  validatePlayer: (setup, seated, player) => validatePlayer(setup.map, seated, player),
  playerId: (player) => player.id,

  initialState(setup, players) {
    const control: Record<string, string> = {};
    for (const player of players) for (const planet of player.planets) control[planet] ??= player.id;
    return normalizeState(setup.map, players, { turn: 1, control });
  },

  sheetSchema: OrderSheetSchema as z.ZodType<unknown[]>,
  orderText: locOrderText,
  checkSheet(setup, players, state, player, sheet, lang: Lang) {
    const check = checkSheet(setup.map, players, state, player, sheet);
    const t = translator(LOC_WEB_MESSAGES, lang);
    const errors: OrderError[] = [];
    for (const c of check.checks) {
      if (c.ok) continue;
      // The page shows the reason beside the field it is about (`[2].planet`), or under the order as a whole.
      const field = refusalField(c, player);
      errors.push({ index: c.index, path: field ? `[${c.index}].${field}` : `[${c.index}]`, reason: c.reason, message: rejectionMessage(c, player, lang) });
    }
    const { actionsAvailable, actionsUsed, actionsLeft } = check;
    return {
      errors,
      summary: {
        costs: check.checks.map((c) => (c.ok ? c.cost : null)),
        warnings: sheetWarnings(setup.map, players, () => normalizeState(setup.map, players, state), Array.isArray(sheet) ? sheet : [], lang),
        notes: check.checks.map((c) => (c.ok ? t('order.cost', { n: c.cost }) : null)),
        lines: [t('summary.actions', { available: actionsAvailable, used: actionsUsed, left: actionsLeft })],
        totals: { actionsAvailable, actionsUsed, actionsLeft },
      },
    };
  },

  resolve({ setup, players, state, orders, seed, rngVersion }) {
    const outcome = resolveTurn({ map: setup.map, players, state, orders, seed, ...(rngVersion ? { rngVersion } : {}) });
    return { outcome, nextState: outcome.nextState, gameOver: outcome.gameOver !== null };
  },

  cases: {
    parse(json) {
      const parsed = parseCase(json);
      if (!parsed.ok) return parsed;
      const c = parsed.value;
      return {
        ok: true,
        value: {
          name: c.name,
          expect: c.expect,
          run: () => runCase(c) as unknown as Record<string, unknown>,
          compare: (expect, result) => compareExpect(expect, result as unknown as Outcome),
        },
      };
    },
    exportStep,
  },

  demo: {
    name: { es: 'Demo — El Ojo del Terror', en: 'Demo — The Eye of Terror' },
    // One warband per major god, each in its own corner of the default map "El Ojo del Terror".
    seats: [
      { name: 'Kharn', data: { warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] } },
      { name: 'Mortarion', data: { warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['sarum', 'subiaco-diablo'] } },
      { name: 'Ahriman', data: { warband: 'Thousand Sons', god: 'Tzeentch', godKind: 'major', planets: ['iocanthos', 'thracian-primaris'] } },
      { name: 'Lucius', data: { warband: "Emperor's Children", god: 'Slaanesh', godKind: 'major', planets: ['chinchare', 'nemesis-tessera'] } },
    ],
    exampleSheet: [{ type: 'invade', planet: 'mordian', count: 2 }],
  },
  report,
  describeCorrection,
  renderMap,
  playerLabel,
  describePosition,
  sheetChoices,
  seatChoices: (setup, seated, lang) => seatChoices(setup, seated, lang),
  adjustmentChoices: (setup, players, _state, lang) => adjustmentChoices(setup, players, lang),

  adjustmentSchema: LocAdjustmentSchema,
  checkAdjustment: (setup, players, state, adjustment) => checkAdjustment(setup.map, players, state, adjustment as LocAdjustment),
  applyAdjustments: (_setup, _players, state, adjustments) => applyAdjustments(state, adjustments as LocAdjustment[]),

  /** Public summary: `control`, planet id → the player holding it (null: nobody). */
  publicState(setup, state) {
    const control = Object.fromEntries(indexMap(setup.map).planetIds.map((p) => [p, state.control[p] ?? null]));
    return { turn: state.turn, scores: { ...state.scores }, summary: { control } };
  },
};

/** A refusal in the player's words; a budget refusal says what the order costs and what is left. */
function rejectionMessage(check: Extract<OrderCheck, { ok: false }>, player: string, lang: Lang): string {
  if (check.reason === 'invalid_order') return invalidOrderMessage(check.order, player, lang);
  if (check.reason === 'insufficient_actions' && check.cost !== undefined && check.left !== undefined) {
    return format(template(INSUFFICIENT_ACTIONS_COUNTED[lang], lang, { n: check.cost }), { cost: check.cost, left: check.left });
  }
  return REJECTION_MESSAGES[check.reason][lang];
}
