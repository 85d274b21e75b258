import { z } from 'zod';
import { MapSchema, StateSchema } from '../../engine/rulesets/lords-of-chaos/schemas.ts';
import type { GameMap } from '../../engine/rulesets/lords-of-chaos/schemas.ts';
import type { TurnEvent } from '../../engine/rulesets/lords-of-chaos/outcome.ts';
import type { DbTx } from '../../db/client.ts';
import type { Language } from '../../i18n/index.ts';
import { gamesRepository } from '../../repositories/games-repository.ts';
import { playersRepository } from '../../repositories/players-repository.ts';
import { publishedRepository } from '../../repositories/published-repository.ts';
import { rollsRepository } from '../../repositories/rolls-repository.ts';
import type { RollRow } from '../../repositories/rolls-repository.ts';
import { notFound } from '../../services/errors.ts';
import { reportRolls } from '../../services/rolls.ts';
import { sessionPublishedReport } from '../../services/session-report.ts';
import { buildReport } from '../../engine/rulesets/lords-of-chaos/presentation/build-report.ts';
import type { ReportPlayer } from '../../engine/rulesets/lords-of-chaos/presentation/players.ts';
import { renderBbcode } from '../../reports/render-bbcode.ts';
import { renderHtml } from '../../reports/render-html.ts';
import { renderMarkdown } from '../../reports/render-markdown.ts';
import type { ReportInput, ReportOutcome } from '../../engine/rulesets/lords-of-chaos/presentation/report-input.ts';

/**
 * Loads what the published pages show, from stored games and resolutions, parsed with zod at this boundary.
 * Only Lords of Chaos games have reports and maps; only resolved turns are published (404 otherwise).
 */

const LOC_RULESET = 'lords-of-chaos';

const record = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** The stored outcome, as far as the reports read it (the engine wrote it; events are checked for a type). */
const StoredOutcomeSchema = z.object({
  control: record(z.string().nullable()),
  inhabitants: record(z.number()).default({}),
  turnPoints: record(z.number()),
  scores: record(z.number()),
  actions: record(z.number()).default({}),
  draws: z.array(z.object({ what: z.string(), among: z.array(z.string()), chosen: z.string() })).default([]),
  events: z.array(z.looseObject({ type: z.string() })).default([]),
  scoreBreakdown: record(
    z.object({
      planets: z.number(),
      resources: z.number(),
      subsectors: z.number(),
      outerSectors: z.number(),
      eyeSectors: z.number(),
      deeds: z.number(),
      doubled: z.boolean(),
      total: z.number(),
    }),
  ).default({}),
  gameOver: z.unknown().nullable().default(null),
});

/** GM corrections stored with the resolution (src/lifecycle); unknown shapes are dropped, never a 500. */
const StoredAdjustmentsSchema = z
  .array(z.unknown())
  .catch([])
  .transform((items) =>
    items.flatMap((item) => {
      const parsed = z
        .object({ kind: z.string(), reason: z.string(), player: z.string().nullable().optional(), deed: z.string().optional(), points: z.number().optional(), planet: z.string().optional() })
        .safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export interface PublishedGame {
  id: string;
  name: string;
  language: Language;
  map: GameMap;
  players: ReportPlayer[];
  startControl: Record<string, string | null> | null;
  createdAt: Date;
}

export interface PublishedTurn {
  turn: number;
  resolvedAt: Date;
  input: ReportInput;
  inhabitants: Record<string, number>;
  conquered: string[];
}

export async function loadPublishedGame(db: DbTx, gameId: string, lang?: Language): Promise<PublishedGame> {
  const game = await gamesRepository.findById(db, gameId);
  if (!game || game.ruleset !== LOC_RULESET) throw notFound('Game');
  const map = parsedMap(game.id, game.setup);
  const players = await playersRepository.listByGame(db, gameId);
  const start = game.startState === null ? null : StateSchema.safeParse(game.startState);
  return {
    id: game.id,
    name: game.name,
    language: lang ?? game.language,
    map,
    players: players.map((row) => ({ id: row.id, name: row.name, warband: row.warband ?? row.name, god: row.god ?? '', godKind: row.godKind ?? '' })),
    startControl: start?.success ? start.data.control : null,
    createdAt: game.createdAt,
  };
}

// A game's setup never changes after creation: parse its map once per process, which also lets the map
// layout (cached per map object) be computed once per game.
const maps = new Map<string, GameMap>();

function parsedMap(gameId: string, setup: unknown): GameMap {
  const cached = maps.get(gameId);
  if (cached) return cached;
  const parsed = z.object({ map: MapSchema }).safeParse(setup);
  if (!parsed.success) throw notFound('Game map');
  if (maps.size >= 200) maps.delete(maps.keys().next().value!);
  maps.set(gameId, parsed.data.map);
  return parsed.data.map;
}

type TurnRow = NonNullable<Awaited<ReturnType<typeof publishedRepository.findResolvedTurn>>>;

/** `rolls`: the turn's stored dice rolls; only the public ones reach the report. */
export function publishedTurn(game: PublishedGame, row: TurnRow, rolls: readonly RollRow[] = []): PublishedTurn {
  const resolution = row.resolution;
  if (!resolution) throw notFound('Report');
  const before = StateSchema.parse(resolution.stateBefore);
  const parsed = StoredOutcomeSchema.parse(resolution.outcome);
  const outcome: ReportOutcome = {
    ...parsed,
    events: parsed.events as unknown as TurnEvent[],
    gameOver: parsed.gameOver as ReportOutcome['gameOver'],
  };
  return {
    turn: row.number,
    resolvedAt: row.resolvedAt ?? new Date(0),
    inhabitants: parsed.inhabitants,
    conquered: outcome.events.flatMap((event) => (event.type === 'conquest' ? [event.planet] : [])),
    input: {
      game: { id: game.id, name: game.name, language: game.language },
      map: game.map,
      players: game.players,
      turn: row.number,
      before: { control: before.control, scores: before.scores },
      outcome,
      seed: resolution.seed,
      seedHash: row.seedHash,
      adjustments: StoredAdjustmentsSchema.parse(resolution.adjustments),
      rolls: reportRolls(rolls.filter((roll) => !roll.private)),
    },
  };
}

export async function loadPublishedTurn(db: DbTx, game: PublishedGame, turn: number): Promise<PublishedTurn> {
  const row = await publishedRepository.findResolvedTurn(db, game.id, turn);
  if (!row) throw notFound('Report (the turn is not resolved yet)');
  return publishedTurn(game, row, await rollsRepository.listByGame(db, game.id, turn));
}

export async function loadPublishedTurns(db: DbTx, game: PublishedGame): Promise<PublishedTurn[]> {
  const [rows, rolls] = await Promise.all([publishedRepository.listResolvedTurns(db, game.id), rollsRepository.listByGame(db, game.id)]);
  return rows.map((row) => publishedTurn(game, row, rolls.filter((roll) => roll.turn.number === row.number)));
}

/**
 * The report of a resolved turn in a forum format, for the API's `GET .../report?format=html|bbcode|markdown`
 * (the JSON format stays the full resolver input). 404 until the turn is resolved.
 */
export async function renderPublishedReport(
  db: DbTx,
  gameId: string,
  turn: number,
  format: 'html' | 'bbcode' | 'markdown',
  options: { lang?: Language; bbcodeTables?: boolean } = {},
): Promise<{ contentType: string; body: string }> {
  const header = await gamesRepository.findHeaderById(db, gameId);
  // Other rulesets render their own reports (Ruleset.renderReport), with the step's public rolls.
  if (header && header.ruleset !== LOC_RULESET) return sessionPublishedReport(db, gameId, turn, format, options.lang);
  const game = await loadPublishedGame(db, gameId, options.lang);
  const doc = buildReport((await loadPublishedTurn(db, game, turn)).input);
  if (format === 'html') return { contentType: 'text/html; charset=utf-8', body: renderHtml(doc) };
  if (format === 'bbcode') return { contentType: 'text/plain; charset=utf-8', body: renderBbcode(doc, { tables: options.bbcodeTables === true }) };
  return { contentType: 'text/markdown; charset=utf-8', body: renderMarkdown(doc) };
}
