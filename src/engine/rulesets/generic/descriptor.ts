import type { z } from 'zod';
import type { Ruleset } from '../../core/ruleset.ts';
import { checkGmResolution } from './check-gm-input.ts';
import { checkGenericSheet } from './check-sheet.ts';
import { genericReport } from './report.ts';
import { resolveGeneric } from './resolve.ts';
import {
  GENERIC_LIMITS,
  GenericPlayerSchema,
  GenericSetupSchema,
  GenericSheetSchema,
  GenericStateSchema,
  GmResolutionSchema,
  type GenericOutcome,
  type GenericPlayer,
  type GenericSetup,
  type GenericSheet,
  type GenericState,
  type GmResolution,
} from './schemas.ts';
import { defaultGenericSetup, validateGenericPlayer, validateGenericSetup } from './setup.ts';
import { currentPhase, initialGenericState } from './state.ts';
import { genericPlayerView, genericPublicState, visibleGenericSheets, describeGenericPosition, genericOutcomeView } from './views.ts';

/**
 * "Any game": GM-defined phases (secret or public orders), free-text orders, the GM resolves each phase by
 * writing the report and updating per-player tracks and an optional board, and ends the game.
 */
export const generic: Ruleset<GenericSetup, GenericPlayer, GenericState, GenericSheet, GenericOutcome, GmResolution> = {
  id: 'generic',
  names: { es: 'Juego genérico (cualquier juego)', en: 'Generic (any game)' },
  turnStructure: 'simultaneous',
  maxTurns: null,
  seats: { min: 1, max: GENERIC_LIMITS.maxPlayers },

  // Schemas with defaults have an input type wider than the output; the server only relies on the output.
  setupSchema: GenericSetupSchema as unknown as z.ZodType<GenericSetup>,
  defaultSetup: defaultGenericSetup,
  validateSetup: validateGenericSetup,

  playerSchema: GenericPlayerSchema,
  validatePlayer: (_setup, seated, player) => validateGenericPlayer(seated, player),
  playerId: (player) => player.id,

  initialState: initialGenericState,

  sheetSchema: GenericSheetSchema,
  checkSheet: checkGenericSheet,

  resolve: resolveGeneric,
  publicState: genericPublicState,

  phase: currentPhase,
  gmInputSchema: GmResolutionSchema as unknown as z.ZodType<GmResolution>,
  checkGmInput: checkGmResolution,
  visibleSheets: visibleGenericSheets,
  playerView: (setup, _players, state, viewer) => genericPlayerView(setup, state, viewer),
  describePosition: ({ setup, players, state, lang, viewer }) => describeGenericPosition(setup, players, state, viewer, lang),
  outcomeView: (setup, _players, outcome, viewer) => genericOutcomeView(setup, outcome, viewer),
  hiddenInformation: true,
  validateState: (_setup, _players, state) => {
    const parsed = GenericStateSchema.safeParse(state);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: 'invalid_shape', message: issue.message }));
  },
  gmInputChoices: (setup, players) => {
    const people = players.map((p) => ({ value: p.id, label: p.name }));
    return { 'tracks[].player': people, 'tracks[].track': setup.tracks.map((t) => ({ value: t.id, label: t.name })), 'winners[]': people };
  },
  isOver: (_setup, state) => state.ended,
  report: genericReport,
  playerLabel: (player) => player.name,
  customDice: (setup) => setup.dice,
};
