import type { z } from 'zod';
import type { RngVersion } from './rng.ts';
import type { CustomDie } from '../dice/custom-dice.ts';
import type { DiceRoll } from '../dice/roll.ts';

/**
 * The ruleset plugin contract. One descriptor per game under src/engine/rulesets/<id>/, registered in
 * src/engine/registry.ts. Everything here is pure: no I/O, no clock, no Math.random. The server stores the
 * opaque values (setup, player data, state, order sheets, outcomes) as JSON and calls these functions.
 */

/** A problem found while validating setup data, with its JSON path (e.g. `planets[3].subsector`). */
export interface Problem {
  path: string;
  code: string;
  message: string;
}

/** A rejected order in a sheet, as the API reports it. `message` is in the requested language. */
export interface OrderError {
  index: number;
  reason: string;
  message: string;
}

export type Lang = 'es' | 'en';

export interface ResolveInput<Setup, PlayerData, State, Sheet, GmInput = unknown> {
  setup: Setup;
  players: PlayerData[];
  state: State;
  /** player id -> order sheet (players who sent nothing are absent). */
  orders: Record<string, Sheet>;
  /** Revealed turn seed (its SHA-256 was published when the turn opened). */
  seed: string;
  /** How the seed becomes a generator (src/engine/core/rng.ts): the version the turn opened with. Absent: current. */
  rngVersion?: RngVersion;
  /**
   * The GM's resolution (rulesets with `gmInputSchema`, e.g. the generic one): parsed with `gmInputSchema` and
   * accepted by `checkGmInput` before the call. Absent when the GM resolves without input (or at a deadline).
   */
  gmInput?: GmInput;
}

/** Who is looking: the GM sees everything, a player their own secrets, the public nothing secret. */
export type Viewer = { role: 'gm' } | { role: 'player'; id: string } | { role: 'public' };

/** Where a game is inside its turn (rulesets with phases). The server's "turn" is one resolution step. */
export interface PhaseInfo {
  /** The game's own turn number (several steps when a turn has several phases). */
  turn: number;
  /** 0-based index of the phase within the turn, and how many phases a turn has. */
  index: number;
  count: number;
  id: string;
  name: string;
  /** Secret: orders stay hidden from other players until resolution. Public: visible as soon as sent. */
  secret: boolean;
  /** False for phases in which only the GM acts: players cannot send orders. */
  acceptsOrders: boolean;
}

/** A stored server roll as reports show it. */
export interface ReportRoll {
  /** Player id, or 'gm'. */
  by: string;
  reason: string;
  private: boolean;
  roll: DiceRoll;
}

export interface ReportInput<Setup, PlayerData, Outcome> {
  setup: Setup;
  players: PlayerData[];
  outcome: Outcome;
  lang: Lang;
  /** The rolls made during this step that the audience may see (private rolls only in the GM's copy). */
  rolls: ReportRoll[];
  /** Whose copy: the GM's shows everything. Absent: the public copy. */
  viewer?: Viewer;
}

export interface ResolveResult<State, Outcome> {
  outcome: Outcome;
  nextState: State;
  gameOver: boolean;
}

export interface SheetSummary {
  actionsAvailable: number;
  actionsUsed: number;
  actionsLeft: number;
  costs: (number | null)[]; // per order, null when rejected
}

export interface Ruleset<Setup = unknown, PlayerData = unknown, State = unknown, Sheet = unknown, Outcome = unknown, GmInput = unknown> {
  id: string;
  names: Record<Lang, string>;
  /** simultaneous: secret orders, resolved together at the deadline; sequential: players act in order. */
  turnStructure: 'simultaneous' | 'sequential';
  maxTurns: number | null;

  setupSchema: z.ZodType<Setup>;
  defaultSetup(): Setup;
  /** Semantic checks beyond the schema; [] when valid. */
  validateSetup(setup: Setup): Problem[];

  playerSchema: z.ZodType<PlayerData>;
  /** Checks a new player against the setup and the players already seated; [] when valid. */
  validatePlayer(setup: Setup, seated: PlayerData[], player: PlayerData): Problem[];
  playerId(player: PlayerData): string;

  initialState(setup: Setup, players: PlayerData[]): State;

  sheetSchema: z.ZodType<Sheet>;
  /** Validates one player's sheet against the position; errors empty = every order is legal. */
  checkSheet(
    setup: Setup,
    players: PlayerData[],
    state: State,
    player: string,
    sheet: Sheet,
    lang: Lang,
  ): { errors: OrderError[]; summary: SheetSummary };

  resolve(input: ResolveInput<Setup, PlayerData, State, Sheet, GmInput>): ResolveResult<State, Outcome>;

  /** What anybody may see of a position: no secrets. */
  publicState(setup: Setup, state: State): { turn: number; control: Record<string, string | null>; scores: Record<string, number> };

  // ---- Optional members (docs/rulesets.md). When absent, the server uses the behaviour described on each. ----

  /** Current phase. Absent: one phase per turn, secret when `turnStructure` is simultaneous, public otherwise. */
  phase?(setup: Setup, state: State): PhaseInfo;
  /** Player ids who may send orders now (sequential games: whose turn it is). Absent or null: every seated player. */
  activePlayers?(setup: Setup, players: PlayerData[], state: State): string[] | null;

  /** The GM's resolution input (games the GM adjudicates by hand). Absent: resolve takes no GM input. */
  gmInputSchema?: z.ZodType<GmInput>;
  /** Semantic checks of the GM's input against the position; [] when valid. */
  checkGmInput?(setup: Setup, players: PlayerData[], state: State, input: GmInput, lang: Lang): Problem[];

  /**
   * The open step's sheets a viewer may see before resolution (player id -> sheet). Absent: the GM sees all,
   * a player only their own, the public none. After resolution every sheet is public in the outcome.
   */
  visibleSheets?(setup: Setup, state: State, viewer: Viewer, sheets: Record<string, Sheet>): Record<string, Sheet>;
  /** The position as a viewer may see it (secrets stripped). Absent: `publicState` for everybody. */
  playerView?(setup: Setup, players: PlayerData[], state: State, viewer: Viewer): unknown;
  /** End-of-game check on a position. Absent: only `ResolveResult.gameOver` ends a game. */
  isOver?(setup: Setup, state: State): boolean;

  /** Plain-text report of one resolution. Absent: the server's own renderer (src/reports, Lords of Chaos). */
  renderReport?(input: ReportInput<Setup, PlayerData, Outcome>): string;
  /** SVG picture of the position. Absent: no map. */
  renderMap?(setup: Setup, state: State, lang: Lang): string;
  /** Dice defined by faces that `POST /api/games/:id/rolls` accepts for this game (e.g. `3dcw`). Absent: none. */
  customDice?(setup: Setup): CustomDie[];

  /**
   * GM corrections (award/revoke a deed, set control...), each `{kind, ...}`, applied to the position before the
   * open turn is resolved (src/lifecycle). Absent: the ruleset accepts no adjustments.
   */
  adjustmentSchema?: z.ZodType<unknown>;
  /** Semantic checks of one adjustment against the position; [] when it can be applied. */
  checkAdjustment?(setup: Setup, players: PlayerData[], state: State, adjustment: unknown): Problem[];
  /** The position after the adjustments, in order (pure). */
  applyAdjustments?(setup: Setup, players: PlayerData[], state: State, adjustments: unknown[]): State;
}
