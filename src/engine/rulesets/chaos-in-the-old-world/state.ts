import { z } from 'zod';
import { CURSORS, ENDINGS, GODS, TOKEN_KINDS, inPowerOrder, type Cursor, type Ending, type God, type TokenKind } from './ids.ts';
import type { Event } from './events.ts';
import { indexMap } from './map-index.ts';
import type { Player } from './players.ts';
import type { Setup } from './schemas.ts';
import { seatsOf } from './seating.ts';

/** A value per seated god (only the gods in the game have entries). */
export type GodMap<T> = Partial<Record<God, T>>;

export interface PlayedCard {
  god: God;
  card: string;
}

export interface RegionState {
  /** god → figure type → figures of that type in the region. */
  figures: GodMap<Record<string, number>>;
  tokens: Record<TokenKind, number>;
  /** god → corruption tokens of that god in the region (they stay for the whole game). */
  corruption: GodMap<number>;
  /** Chaos cards lying in the region this round, in the order played (at most `cardSlots`). */
  cards: PlayedCard[];
  ruined: boolean;
  /** Number (1-based) of the ruination card the region took, null when the deck was empty. */
  ruinCard: number | null;
  ruinedRound: number | null;
  /** The ruination card has been scored and turned over (End phase step 4). */
  ruinScored: boolean;
}

/** The decision the position waits for (decisions() turns it into requests). */
export type Pending =
  | { kind: 'summon'; god: God }
  | { kind: 'assign'; god: God; region: string; hits: number; required: number }
  | { kind: 'upgrade'; due: GodMap<number> }
  | { kind: 'gm'; reasons: ('heroes' | 'old-world' | 'always')[] }
  /** Nothing to decide, but the pipeline needs a step seed to go on (dice): the next step just continues. */
  | { kind: 'continue' };

export interface BattleState {
  /** Index of the region being fought over (standard region order). */
  regionIndex: number;
  /** A battle is under way in that region. */
  active: boolean;
  /** The gods that roll in this region, in power order, and whose turn it is. */
  rollers: God[];
  rollerIndex: number;
  /** `god/figure` or `token/<kind>` → damage per unit (one entry per figure or token in the region). */
  damage: Record<string, number[]>;
  /** `god/figure` → the gods whose hits killed figures of that group, one per dead figure. */
  killers: Record<string, God[]>;
}

export interface GameResult {
  ending: Ending;
  winners: God[];
  round: number;
  /** The gods the winner was chosen among (dial at maximum: those gods; otherwise every god). */
  candidates: God[];
}

export interface State {
  round: number;
  /** Server steps resolved so far. */
  step: number;
  /** Seated gods in power order, and the player id of each. */
  gods: God[];
  seats: GodMap<string>;
  at: Cursor;
  pending: Pending | null;
  power: GodMap<number>;
  /** Extra power earned for the next Draw phase (seed: "medmindre de har vundet ekstra power point"). */
  bonusPower: GodMap<number>;
  vp: GodMap<number>;
  /** Threat dial position (0 = start; the dial's length = Maximum Threat). */
  threat: GodMap<number>;
  /** Dial advancement counters earned this round. */
  counters: GodMap<number>;
  /** Old World tokens killed in battle and kept by the killer (seed: peasants go to the killer). */
  trophies: GodMap<Partial<Record<TokenKind, number>>>;
  upgrades: GodMap<string[]>;
  /** Hidden: each god's hand (card ids; copies repeat), deck (top first) and public discard pile. */
  hands: GodMap<string[]>;
  decks: GodMap<string[]>;
  discards: GodMap<string[]>;
  reshuffles: GodMap<number>;
  regions: Record<string, RegionState>;
  oldWorld: {
    /** Hidden: the face-down Old World deck, top first. */
    deck: string[];
    /** Slot 1 and slot 2 of the Old World track. */
    track: [string | null, string | null];
    discard: string[];
    /** Hidden: the cards set aside at setup (never used). */
    aside: string[];
  };
  /** The ruination deck, card numbers top first (public: it is sorted). */
  ruination: number[];
  /** What happened this round that later phases look at. */
  roundLog: {
    /** region → gods that placed at least one corruption token there this round. */
    placed: Record<string, God[]>;
    /** Regions ruined this round, in the order they were ruined. */
    ruined: string[];
    /** god → regions where it killed at least one enemy figure this round. */
    kills: GodMap<string[]>;
  };
  summoning: { next: number; passed: God[]; streak: number };
  battle: BattleState | null;
  result: GameResult | null;
  /** Events of the automatic phases run by initialState (round 1 Old World and Draw), shown by the first report. */
  opening: Event[];
}

// ---- Partial states (case files) → full states ----

const GodMapOf = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(GODS), value);
const Int = z.number().int();
const PendingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('summon'), god: z.enum(GODS) }),
  z.object({ kind: z.literal('assign'), god: z.enum(GODS), region: z.string(), hits: Int.min(0), required: Int.min(0) }),
  z.object({ kind: z.literal('upgrade'), due: GodMapOf(Int.min(0)) }),
  z.object({ kind: z.literal('gm'), reasons: z.array(z.enum(['heroes', 'old-world', 'always'])) }),
  z.object({ kind: z.literal('continue') }),
]);
const RegionInputSchema = z
  .object({
    figures: GodMapOf(z.record(z.string(), Int.min(0))).default({}),
    tokens: z.partialRecord(z.enum(TOKEN_KINDS), Int.min(0)).default({}),
    corruption: GodMapOf(Int.min(0)).default({}),
    cards: z.array(z.object({ god: z.enum(GODS), card: z.string() })).default([]),
    ruined: z.boolean().default(false),
    ruinCard: Int.nullable().default(null),
    ruinedRound: Int.nullable().default(null),
    ruinScored: z.boolean().optional(),
  })
  .strict();
const BattleInputSchema = z
  .object({
    regionIndex: Int.min(0).default(0),
    active: z.boolean().default(false),
    rollers: z.array(z.enum(GODS)).default([]),
    rollerIndex: Int.min(0).default(0),
    damage: z.record(z.string(), z.array(Int.min(0))).default({}),
    killers: z.record(z.string(), z.array(z.enum(GODS))).default({}),
  })
  .strict();

/** What a stored or hand-written position may hold: every field optional, filled by `normalizeState`. */
export const StateInputSchema = z
  .object({
    round: Int.min(1).default(1),
    step: Int.min(0).default(0),
    at: z.enum(CURSORS).default('old-world'),
    pending: PendingSchema.nullable().default(null),
    power: GodMapOf(Int.min(0)).default({}),
    bonusPower: GodMapOf(Int.min(0)).default({}),
    vp: GodMapOf(Int).default({}),
    threat: GodMapOf(Int.min(0)).default({}),
    counters: GodMapOf(Int.min(0)).default({}),
    trophies: GodMapOf(z.partialRecord(z.enum(TOKEN_KINDS), Int.min(0))).default({}),
    upgrades: GodMapOf(z.array(z.string())).default({}),
    hands: GodMapOf(z.array(z.string())).default({}),
    decks: GodMapOf(z.array(z.string())).default({}),
    discards: GodMapOf(z.array(z.string())).default({}),
    reshuffles: GodMapOf(Int.min(0)).default({}),
    regions: z.record(z.string(), RegionInputSchema).default({}),
    oldWorld: z
      .object({
        deck: z.array(z.string()).default([]),
        track: z.tuple([z.string().nullable(), z.string().nullable()]).default([null, null]),
        discard: z.array(z.string()).default([]),
        aside: z.array(z.string()).default([]),
      })
      .strict()
      .default({ deck: [], track: [null, null], discard: [], aside: [] }),
    ruination: z.array(Int.min(1)).optional(),
    roundLog: z
      .object({
        placed: z.record(z.string(), z.array(z.enum(GODS))).default({}),
        ruined: z.array(z.string()).default([]),
        kills: GodMapOf(z.array(z.string())).default({}),
      })
      .strict()
      .default({ placed: {}, ruined: [], kills: {} }),
    summoning: z
      .object({ next: Int.min(0).default(0), passed: z.array(z.enum(GODS)).default([]), streak: Int.min(0).default(0) })
      .strict()
      .default({ next: 0, passed: [], streak: 0 }),
    battle: BattleInputSchema.nullable().default(null),
    result: z
      .object({ ending: z.enum(ENDINGS), winners: z.array(z.enum(GODS)), round: Int, candidates: z.array(z.enum(GODS)) })
      .nullable()
      .default(null),
    opening: z.array(z.any()).default([]),
    // `gods` is derived from the seats; accepted (and ignored) so that a full stored state parses.
    gods: z.array(z.enum(GODS)).optional(),
    /** Who holds which god (the lots drawn at the start when players asked for the same god). */
    seats: GodMapOf(z.string()).optional(),
  })
  .strict();

export type StateInput = z.input<typeof StateInputSchema>;

/**
 * A full position from a stored or partial one (case files give only what matters): every seated god gets
 * its entries (power defaults to its sheet, everything else to 0 / empty), every region of the map its record.
 * Entries of unknown regions are dropped. Who holds which god: the position's `seats` (the lots drawn at the
 * start), else what the players asked for. Throws only on a malformed position (never on player input), such as
 * one that records no lots for players who asked for the same god.
 */
export function normalizeState(setup: Setup, players: readonly Player[], input: unknown): State {
  const raw = StateInputSchema.parse(input ?? {});
  const seats = seatsOf(players, raw.seats);
  if (seats === null) throw new Error('chaos-in-the-old-world: players ask for the same god and the position records no seats (lots)');
  const gods = inPowerOrder(Object.keys(seats) as God[]);
  const index = indexMap(setup);
  const per = <T>(source: GodMap<T>, fallback: (god: God) => T): GodMap<T> => Object.fromEntries(gods.map((g) => [g, source[g] ?? fallback(g)])) as GodMap<T>;
  const regions: Record<string, RegionState> = {};
  for (const id of index.order) {
    const r = raw.regions[id];
    const figures: GodMap<Record<string, number>> = {};
    const corruption: GodMap<number> = {};
    for (const g of gods) {
      const known = setup.data.gods[g].figures.map((f) => f.id);
      figures[g] = Object.fromEntries(known.map((f) => [f, r?.figures[g]?.[f] ?? 0]));
      corruption[g] = r?.corruption[g] ?? 0;
    }
    regions[id] = {
      figures,
      tokens: Object.fromEntries(TOKEN_KINDS.map((k) => [k, r?.tokens[k] ?? 0])) as Record<TokenKind, number>,
      corruption,
      cards: (r?.cards ?? []).filter((c) => gods.includes(c.god)),
      ruined: r?.ruined ?? false,
      ruinCard: r?.ruinCard ?? null,
      ruinedRound: r?.ruinedRound ?? null,
      ruinScored: r?.ruinScored ?? r?.ruined ?? false,
    };
  }
  const trophies = per<Partial<Record<TokenKind, number>>>(raw.trophies, () => ({}));
  return {
    round: raw.round,
    step: raw.step,
    gods,
    seats,
    at: raw.at,
    pending: raw.pending,
    power: per(raw.power, (g) => setup.data.gods[g].power),
    bonusPower: per(raw.bonusPower, () => 0),
    vp: per(raw.vp, () => 0),
    threat: per(raw.threat, () => 0),
    counters: per(raw.counters, () => 0),
    trophies: Object.fromEntries(
      gods.map((g) => [g, Object.fromEntries(TOKEN_KINDS.filter((k) => (trophies[g]?.[k] ?? 0) > 0).map((k) => [k, trophies[g]![k]!]))]),
    ),
    upgrades: per(raw.upgrades, () => []),
    hands: per(raw.hands, () => []),
    decks: per(raw.decks, () => []),
    discards: per(raw.discards, () => []),
    reshuffles: per(raw.reshuffles, () => 0),
    regions,
    oldWorld: { deck: raw.oldWorld.deck, track: raw.oldWorld.track, discard: raw.oldWorld.discard, aside: raw.oldWorld.aside },
    ruination: raw.ruination ?? setup.data.ruination.map((_, i) => i + 1),
    roundLog: {
      placed: Object.fromEntries(Object.entries(raw.roundLog.placed).filter(([region]) => index.byId.has(region))),
      ruined: raw.roundLog.ruined.filter((region) => index.byId.has(region)),
      kills: per(raw.roundLog.kills, () => []),
    },
    summoning: raw.summoning,
    battle: raw.battle,
    result: raw.result,
    opening: raw.opening as Event[],
  };
}

/**
 * The seated players as a stored position records them (`seats`: god → player id). For the contract members
 * that get no player list (publicState, renderMap): names are not needed there.
 */
export function playersFromState(stored: unknown): Player[] {
  const seats = typeof stored === 'object' && stored !== null ? (stored as { seats?: unknown }).seats : undefined;
  if (typeof seats !== 'object' || seats === null) return [];
  return GODS.filter((g) => typeof (seats as Record<string, unknown>)[g] === 'string').map((g) => ({
    id: (seats as Record<string, string>)[g]!,
    name: (seats as Record<string, string>)[g]!,
    god: g,
  }));
}
