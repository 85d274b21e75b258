import type { z } from 'zod';
import type { Catalogue, Lang, Text } from './catalogue.ts';
import type { DecisionRequest } from './decisions.ts';
import type { Inline, ReportDocument } from './document.ts';
import type { FieldChoices } from './forms.ts';
import type { FixedDraws } from './fixed-draws.ts';
import type { OrderTextSupport } from './order-text/types.ts';
import type { RngVersion } from './rng.ts';
import type { CustomDie } from '../dice/custom-dice.ts';
import type { DiceRoll } from '../dice/roll.ts';

export type { Lang, Text } from './catalogue.ts';

/**
 * The ruleset plugin contract. One descriptor per game under src/engine/rulesets/<id>/, registered by one line
 * in src/engine/registry.ts. The server never names a game: everything game-specific (rules, texts, report,
 * map, forms, case files) is reached through this descriptor. Everything here is pure: no I/O, no clock, no
 * Math.random. The server stores the opaque values (setup, player data, state, order sheets, outcomes) as JSON
 * and calls these functions. docs/rulesets.md explains each member with worked examples.
 */

/** A problem found while validating setup data, GM input or a player, with its JSON path (e.g. `planets[3].subsector`). */
export interface Problem {
  path: string;
  code: string;
  message: string;
}

/**
 * A rejected order in a sheet, as the API reports it. `message` is in the requested language.
 * `index`: the order's position in an array sheet (0 for single-answer sheets); `path`: the field the problem
 * is about, as the form names it (`orders[2].planet`, `cell`), so the page shows it next to that field.
 */
export interface OrderError {
  index: number;
  path?: string;
  reason: string;
  message: string;
}

/** Who is looking: the GM sees everything, a player their own secrets, the public nothing secret. */
export type Viewer = { role: 'gm' } | { role: 'player'; id: string } | { role: 'public' };

/** Randomness available when the game starts (src/engine/core/random.ts: hiddenRandom(gameSeed, purpose)). */
export interface InitContext {
  /** The game's secret seed: its hash is published at the start, the seed itself when the game ends. */
  gameSeed: string;
  /** Case files only (core/fixed-draws.ts): pass it to every `hiddenRandom` call. The server never sets it. */
  fixedDraws?: FixedDraws;
}

/** The hidden streams around a GM revert (`reseedHidden`). */
export interface ReseedContext {
  /** The new stream: what is still hidden is drawn again from it, and every later hidden draw. */
  gameSeed: string;
  /** The stream the position was played with until now (what is still hidden may be derived from it); absent in games started before game seeds. */
  previousGameSeed?: string;
}

export interface ResolveInput<Setup, PlayerData, State, Sheet, GmInput = unknown> {
  setup: Setup;
  players: PlayerData[];
  state: State;
  /** player id -> order sheet / answer (players who sent nothing are absent). */
  orders: Record<string, Sheet>;
  /** Revealed step seed (its SHA-256 was published when the step opened): stepRandom(seed, purpose). */
  seed: string;
  /** How the seed becomes a generator (src/engine/core/rng.ts): the version the step opened with. Absent: current. */
  rngVersion?: RngVersion;
  /** The game's secret seed (hidden draws: decks, hands): hiddenRandom(gameSeed, purpose). Absent in old games. */
  gameSeed?: string;
  /** Players whose required answer was missing at the deadline and replaced by the request's `defaultAnswer`. */
  defaulted?: string[];
  /**
   * The GM's resolution (rulesets with `gmInputSchema`, e.g. the generic one): parsed with `gmInputSchema` and
   * accepted by `checkGmInput` before the call. Absent when the GM resolves without input (or at a deadline).
   */
  gmInput?: GmInput;
  /**
   * Case files only (core/fixed-draws.ts): scripted dice and draws. Pass it to every `stepRandom` and
   * `hiddenRandom` call of the resolution (their last argument). The server never sets it.
   */
  fixedDraws?: FixedDraws;
}

/** What the server knows when it shows a stored outcome. */
export interface OutcomeViewContext {
  /** The game has ended (secrets kept until the end, such as Elder Sign values, may be shown). */
  gameOver: boolean;
}

/** What a correction may draw on besides the position. */
export interface AdjustContext {
  /** The game's secret seed (a correction that redraws a hidden card). Absent in old games. */
  gameSeed?: string;
  /** Case files only (core/fixed-draws.ts): pass it to `hiddenRandom`. */
  fixedDraws?: FixedDraws;
}

/** Where a game is inside its turn (rulesets with phases). The server's "turn" is one resolution step. */
export interface PhaseInfo {
  /** The game's own turn number (several steps when a turn has several phases). */
  turn: number;
  /** 0-based index of the phase within the turn, and how many phases a turn has. */
  index: number;
  count: number;
  id: string;
  /** Shown to players and the GM: one string, or both languages (localText). */
  name: string | Text;
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

/** One GM correction as the report of the step it was applied to shows it. */
export interface ReportCorrection {
  kind: string;
  reason: string;
  /** The correction's own fields (player, deed, points, planet...). */
  data: Record<string, unknown>;
}

/** What a report is written from: the stored resolution of one step, never the open step's sheets. */
export interface ReportInput<Setup, PlayerData, State, Outcome> {
  setup: Setup;
  players: PlayerData[];
  /** The position the step was resolved from, and the one after it. */
  before: State;
  after: State;
  outcome: Outcome;
  /** Server step number (1-based) and, when the game has phases, the ruleset's own turn comes from `before`. */
  step: number;
  game: { id: string; name: string };
  lang: Lang;
  /** Whose copy: the GM's shows everything, a player's their own secrets, the public copy nothing hidden. */
  viewer: Viewer;
  /** The rolls made during this step that the viewer may see. */
  rolls: ReportRoll[];
  /** GM corrections applied before this step was resolved. */
  corrections: ReportCorrection[];
  /** A short copy that fits one chat message (Discord: 2,000 characters): headline facts only. */
  short?: boolean;
}

export interface ResolveResult<State, Outcome> {
  outcome: Outcome;
  nextState: State;
  gameOver: boolean;
}

/**
 * What a sheet comes to, as `checkSheet` tells it: the API returns it with every save and check, and the player
 * page shows `lines` above the generated form and each order's note or warning beside it, kept live as the
 * player types (docs/forms.md). Everything in it is the ruleset's own: the server names no budget or count.
 */
export interface SheetSummary {
  /** Per order of an array sheet (the one answer otherwise): what it costs in the game's own terms, null when refused. */
  costs: (number | null)[];
  /** Per order: a note that does not refuse it but tells the player it cannot work as written (null: none). */
  warnings?: (string | null)[];
  /** Per order: what the player reads beside an accepted order ("Cost: 2 actions."), in the requested language (null: none). */
  notes?: (string | null)[];
  /** The sheet as a whole, one sentence a line, in the requested language ("Actions — available: 3 · used: 1 · left: 2"). */
  lines?: string[];
  /** The same as numbers for API clients, named by the ruleset and listed in its docs/rulesets/<id>.md. */
  totals?: Record<string, number>;
}

/** What anybody may see of a position (`publicState`): no secrets. */
export interface PublicSummary {
  turn: number;
  scores: Record<string, number>;
  /**
   * Anything else public, in the ruleset's own terms (documented in its docs/rulesets/<id>.md): who holds which
   * area of the board (`control`), tracks... `GET /api/games/:id` returns it as `summary`. Absent: nothing more.
   */
  summary?: Record<string, unknown>;
}

/** What the server knows around a position it asks a map of. */
export interface MapContext<PlayerData, Outcome> {
  players: PlayerData[];
  /** The step this position follows (0: the start of the game). */
  step: number;
  /** That step's outcome (absent at the start). */
  outcome?: Outcome;
  /**
   * The viewer is asked to decide on this position now (their order form is open): the map may mark what they
   * can do this turn (their legal targets). Absent: a picture of the position only.
   */
  asked?: boolean;
}

/** Case files of a ruleset (docs/rulesets/<id>.md): the DATC-style adjudication cases the CLI runs. */
export interface CaseSupport {
  /** Parses a case file (already JSON-parsed): the case, or every problem with its JSON path. */
  parse(json: unknown): { ok: true; value: RunnableCase } | { ok: false; problems: Problem[] };
  /** One resolved step as a case file of this format (its outcome as `expect`). Absent: the generic format. */
  exportStep?(step: StepCaseInput): unknown;
}

/** A resolved step as the server stored it, for `CaseSupport.exportStep`. */
export interface StepCaseInput {
  name: string;
  description: string;
  setup: unknown;
  players: unknown[];
  state: unknown;
  orders: Record<string, unknown>;
  seed: string;
  rngVersion: RngVersion;
  outcome: unknown;
}

/** A parsed case: its name, what it expects, and how to run it (pure). */
export interface RunnableCase {
  name: string;
  expect: Record<string, unknown>;
  /** The result `expect` is compared with (an object whose keys `expect` may list). */
  run(): Record<string, unknown>;
  /** Differences between `expect` and a result, one line each ([] = match). Absent: core/case-file compareExpect. */
  compare?(expect: Record<string, unknown>, result: Record<string, unknown>): string[];
}

/** Carrying values from a finished game to the next one of a campaign (points, credits...). */
export interface CampaignSupport<Setup, PlayerData, State> {
  /** What each seat carries out of a finished game, in seat order (players[i] → carry[i]). */
  carry(setup: Setup, players: PlayerData[], state: State): unknown[];
  /** The next game's setup from the previous one's and what each seat carries (same seat order). */
  nextSetup(previous: Setup, carried: unknown[]): Setup;
  /** The campaign ended with this finished game (its winner is decided): no next game. Absent: it never ends. */
  ended?(setup: Setup, players: PlayerData[], state: State): boolean;
}

/**
 * A ruleset of any game, as the registry, the case files and the views hold them. Each game's types are its own,
 * so this is an existential type: `unknown` would not do, since a member taking one game's sheet cannot take any.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any, any>;

export interface Ruleset<Setup = unknown, PlayerData = unknown, State = unknown, Sheet = unknown, Outcome = unknown, GmInput = unknown> {
  id: string;
  names: Text;
  /** One line for the game-creation page. */
  summary?: Text;
  /** simultaneous: secret orders, resolved together at the deadline; sequential: players act in order. */
  turnStructure: 'simultaneous' | 'sequential';
  maxTurns: number | null;
  /** How many players the game seats. Absent: 1..50. */
  seats?: { min: number; max: number };

  /** The game's setup: options (thresholds, optional rules, end triggers) and GM data (cards, units, boards). */
  setupSchema: z.ZodType<Setup>;
  defaultSetup(): Setup;
  /** Ready-made setups the game-creation page offers (built-in maps, boards per player count). First = default. */
  setupPresets?: { id: string; names: Text; setup(): Setup }[];
  /** Semantic checks beyond the schema; [] when valid. */
  validateSetup(setup: Setup): Problem[];
  /** A setup or player problem in a language (pages); the API keeps the English message. Absent: as given. */
  localizeProblem?(problem: Problem, lang: Lang): Problem;

  /** A seated player's data as the ruleset sees it: `{ ...Player.data, id, name }`. */
  playerSchema: z.ZodType<PlayerData>;
  /** Checks a new player against the setup and the players already seated; [] when valid. */
  validatePlayer(setup: Setup, seated: PlayerData[], player: PlayerData): Problem[];
  playerId(player: PlayerData): string;

  /** The position when the GM starts the game (hidden random setup from `ctx.gameSeed`). */
  initialState(setup: Setup, players: PlayerData[], ctx?: InitContext): State;

  sheetSchema: z.ZodType<Sheet>;
  /** Validates one player's sheet against the position; errors empty = every order is legal. */
  checkSheet(setup: Setup, players: PlayerData[], state: State, player: string, sheet: Sheet, lang: Lang): { errors: OrderError[]; summary: SheetSummary };

  resolve(input: ResolveInput<Setup, PlayerData, State, Sheet, GmInput>): ResolveResult<State, Outcome>;

  /** What anybody may see of a position: no secrets. */
  publicState(setup: Setup, state: State): PublicSummary;

  // ---- Optional members (docs/rulesets.md). When absent, the server uses the behaviour described on each. ----

  /** The ruleset's own texts (reasons, prompts, report lines), es/en; the catalogue test checks both languages. */
  messages?: Catalogue;

  /** Current phase. Absent: one phase per turn, secret when `turnStructure` is simultaneous, public otherwise. */
  phase?(setup: Setup, state: State): PhaseInfo;
  /** Player ids who may send orders now (sequential games: whose turn it is). Absent or null: every seated player. */
  activePlayers?(setup: Setup, players: PlayerData[], state: State): string[] | null;
  /**
   * Who must decide what now (src/engine/core/decisions.ts). Absent: one optional 'orders' request per active
   * player (required in sequential games), secret as the phase says, answered with `sheetSchema`.
   */
  decisions?(setup: Setup, players: PlayerData[], state: State): DecisionRequest[];
  /**
   * Orders as text (core/order-text, docs/rulesets.md "Orders as text"): a pasted forum post → the sheet, with
   * every problem pinned to its line; a sheet → its canonical text, which parses back to the same sheet.
   * Absent: sheets come from forms and JSON only.
   */
  orderText?: OrderTextSupport<Setup, PlayerData, State, Sheet>;
  /**
   * Legal choices for the fields of a player's sheet, built from the position: the generated form offers only
   * these, each with its hint (what it costs, whether its condition holds), grouped, one variant's field named
   * `[]<kind>.field` (core/forms.ts). Absent: the schema's own values.
   */
  sheetChoices?(setup: Setup, players: PlayerData[], state: State, player: string, lang: Lang): FieldChoices;
  /** Legal choices for the fields of a new seat (gods still free, starting planets...). */
  seatChoices?(setup: Setup, seated: PlayerData[], lang: Lang): FieldChoices;

  /** The GM's resolution input (games the GM adjudicates by hand). Absent: resolve takes no GM input. */
  gmInputSchema?: z.ZodType<GmInput>;
  /** Semantic checks of the GM's input against the position; [] when valid. */
  checkGmInput?(setup: Setup, players: PlayerData[], state: State, input: GmInput, lang: Lang): Problem[];
  /** Choices for the GM input form (players, tracks...). */
  gmInputChoices?(setup: Setup, players: PlayerData[], state: State, lang: Lang): FieldChoices;

  /**
   * The open step's sheets a viewer may see before resolution (player id -> sheet). Absent: the GM sees all,
   * a player only their own, the public none (public phases: everybody's). After resolution every sheet is
   * public in the outcome, except the answers of `sealed` requests until the game ends.
   */
  visibleSheets?(setup: Setup, state: State, viewer: Viewer, sheets: Record<string, Sheet>): Record<string, Sheet>;
  /** The position as a viewer may see it (hands, hidden tracks, face-down cards stripped). Absent: `publicState`. */
  playerView?(setup: Setup, players: PlayerData[], state: State, viewer: Viewer): unknown;
  /** The outcome of a step as a viewer may see it (cards drawn, hidden tracks). Absent: the whole outcome. */
  outcomeView?(setup: Setup, players: PlayerData[], outcome: Outcome, viewer: Viewer, context?: OutcomeViewContext): unknown;
  /** True when the position holds information some viewer may not see (hands, decks): case files wait for the end. */
  hiddenInformation?: boolean;
  /**
   * A GM revert drew a new hidden stream (`ctx.gameSeed`) from this position on: returns the position with what
   * is still hidden (undrawn cards, face-down stacks, the rest of a shuffled order) drawn again from it, so that
   * nothing the withdrawn steps revealed tells anybody what comes next. What a player holds or has seen stays.
   * Draws derived from the seed later (`hiddenRandom(gameSeed, …)` at resolution) change by themselves: the
   * server passes the new seed as `ResolveInput.gameSeed` from then on. Absent: the position keeps no hidden
   * order of its own.
   */
  reseedHidden?(setup: Setup, players: PlayerData[], state: State, ctx: ReseedContext): State;
  /** End-of-game check on a position. Absent: only `ResolveResult.gameOver` ends a game. */
  isOver?(setup: Setup, state: State): boolean;
  /**
   * Problems of a stored or hand-written position (a case file's `state`, core/case-file.ts), each with its JSON path (`hands.khorne[2]`);
   * [] when the rules can run from it. Absent: positions are not checked before they are used.
   */
  validateState?(setup: Setup, players: PlayerData[], state: unknown): Problem[];

  /** The report of one resolution as a document; the server writes it as HTML, BBCode and Markdown. */
  report?(input: ReportInput<Setup, PlayerData, State, Outcome>): ReportDocument;
  /** The position for a viewer as a document (player page panel, public game page). Absent: scores table. */
  describePosition?(input: { setup: Setup; players: PlayerData[]; state: State; lang: Lang; viewer: Viewer }): ReportDocument;
  /**
   * SVG picture of the position as the viewer may see it (a player's own pieces highlighted). `context`, when
   * the server has it: the seated players, the step the position follows (0: the start) and that step's outcome
   * (to ring what changed). Absent: no map. The player page shows it at its own size (1 unit = 1 CSS px) in a
   * zoomable box, first centred on the elements marked `data-mine` or `data-target` (the
   * player's own pieces, their targets), if any.
   */
  renderMap?(setup: Setup, state: State, lang: Lang, viewer?: Viewer, context?: MapContext<PlayerData, Outcome>): string;
  /** How reports and pages name a player (a warband, a faction). Absent: the player's name. */
  playerLabel?(player: PlayerData, lang: Lang): string;
  /** Dice defined by faces that `POST /api/games/:id/rolls` accepts for this game (e.g. `3dcw`). Absent: none. */
  customDice?(setup: Setup): CustomDie[];

  /**
   * GM corrections (award or revoke points, change who holds something...), each `{kind, ...}`, applied to the position before the
   * open turn is resolved (src/lifecycle). Absent: the ruleset accepts no adjustments.
   */
  adjustmentSchema?: z.ZodType<unknown>;
  /** Semantic checks of one adjustment against the position; [] when it can be applied. */
  checkAdjustment?(setup: Setup, players: PlayerData[], state: State, adjustment: unknown): Problem[];
  /** The position after the adjustments, in order (pure). */
  applyAdjustments?(setup: Setup, players: PlayerData[], state: State, adjustments: unknown[], ctx?: AdjustContext): State;
  /** Choices for the corrections form (players, planets, deeds...). */
  adjustmentChoices?(setup: Setup, players: PlayerData[], state: State, lang: Lang): FieldChoices;
  /**
   * One GM correction in words, as the report of its step lists it ("Belis Corona now belongs to World Eaters"):
   * the GM console shows pending ones through it (issue 37). Absent: its kind and fields as a plain list.
   */
  describeCorrection?(setup: Setup, players: PlayerData[], correction: ReportCorrection, lang: Lang): Inline[];

  /** Case files (DATC-style) for `npm run adjudicate -- --ruleset <id>`. Absent: the generic format of core/case-file.ts. */
  cases?: CaseSupport;
  /** Campaigns: a finished game starts the next one with carried-over values. */
  campaign?: CampaignSupport<Setup, PlayerData, State>;
  /** The demo game `npm start` seeds on an empty database (the registry's default ruleset only: its first entry). */
  demo?: { name: Text; seats: { name: string; data: Record<string, unknown> }[]; exampleSheet?: unknown };

  /** @deprecated Plain-text report (the generic, rock-paper-scissors and tic-tac-toe rulesets until they build documents). */
  renderReport?(input: LegacyReportInput<Setup, PlayerData, Outcome>): string;
}

/** @deprecated Input of the plain-text `renderReport`. */
export interface LegacyReportInput<Setup, PlayerData, Outcome> {
  setup: Setup;
  players: PlayerData[];
  outcome: Outcome;
  lang: Lang;
  rolls: ReportRoll[];
  viewer?: Viewer;
}
