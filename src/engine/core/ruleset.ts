import type { z } from 'zod';

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

export interface ResolveInput<Setup, PlayerData, State, Sheet> {
  setup: Setup;
  players: PlayerData[];
  state: State;
  /** player id -> order sheet (players who sent nothing are absent). */
  orders: Record<string, Sheet>;
  /** Revealed turn seed (its SHA-256 was published when the turn opened). */
  seed: string;
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

export interface Ruleset<Setup = unknown, PlayerData = unknown, State = unknown, Sheet = unknown, Outcome = unknown> {
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

  resolve(input: ResolveInput<Setup, PlayerData, State, Sheet>): ResolveResult<State, Outcome>;

  /** What anybody may see of a position: no secrets. */
  publicState(setup: Setup, state: State): { turn: number; control: Record<string, string | null>; scores: Record<string, number> };
}
