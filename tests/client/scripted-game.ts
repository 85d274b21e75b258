/**
 * A bot author's client, typed only by the server's published OpenAPI document: `paths` is generated from
 * GET /openapi.json by openapi-typescript (tests/client/typed-client.db.test.ts writes it next to a temporary
 * tsconfig and type-checks this file with `tsc --strict`), requests go through openapi-fetch. No cast: where
 * the document types a field as `unknown`, a narrow guard reads it (the report lists them as spec defects).
 */
import createClient from 'openapi-fetch';
import type { paths } from 'turnkeeper-api';

type Client = ReturnType<typeof createClient<paths>>;

const client = (baseUrl: string, token?: string): Client =>
  createClient<paths>({ baseUrl, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

function ok<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined) throw new Error(`${what}: HTTP ${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a scripted game read back, for the caller to check. */
export interface PlayedGame {
  game: string;
  steps: number;
  status: string;
  scores: Record<string, number>;
  reportTurns: number[];
  positionTurn: number | null;
  round: number | null;
}

interface Seated {
  id: string;
  api: Client;
}

async function createAndStart(baseUrl: string, ruleset: string, seats: { name: string; data: Record<string, unknown> }[]) {
  const anonymous = client(baseUrl);
  // resolveWhen 'gm': the GM resolves every step, as a forum GM does at the deadline.
  const created = ok(await anonymous.POST('/api/games', { body: { name: `Bot ${ruleset}`, ruleset, language: 'en', resolveWhen: 'gm' } }), 'create');
  const gm = client(baseUrl, created.gmToken);
  const players: Seated[] = [];
  for (const seat of seats) {
    const seated = ok(await gm.POST('/api/games/{id}/players', { params: { path: { id: created.id } }, body: seat }), `seat ${seat.name}`);
    players.push({ id: seated.id, api: client(baseUrl, seated.token) });
  }
  const started = ok(await gm.POST('/api/games/{id}/start', { params: { path: { id: created.id } }, body: {} }), 'start');
  return { id: created.id, gm, anonymous, players, turn: started.turn };
}

/** The report of a resolved step as JSON: the document declares no 200 body for it, so it is read as text. */
async function reportTurn(api: Client, id: string, n: number): Promise<number> {
  const result = await api.GET('/api/games/{id}/turns/{n}/report', { params: { path: { id, n }, query: { format: 'json' } }, parseAs: 'text' });
  if (!result.response.ok || typeof result.data !== 'string') throw new Error(`report ${n}: HTTP ${result.response.status}`);
  const report: unknown = JSON.parse(result.data);
  const turn = isRecord(report) && isRecord(report.turn) ? report.turn.number : undefined;
  if (typeof turn !== 'number') throw new Error(`report ${n}: no turn.number`);
  return turn;
}

async function finish(started: Awaited<ReturnType<typeof createAndStart>>, steps: number, round: number | null): Promise<PlayedGame> {
  const { id, anonymous, players } = started;
  const game = ok(await anonymous.GET('/api/games/{id}', { params: { path: { id } } }), 'read game');
  const reportTurns = [];
  for (let n = 1; n <= steps; n++) reportTurns.push(await reportTurn(anonymous, id, n));
  const position = ok(await players[0]!.api.GET('/api/games/{id}/position', { params: { path: { id } } }), 'position');
  return { game: id, steps, status: game.status, scores: game.scores, reportTurns, positionTurn: position.turn?.number ?? null, round };
}

/** Lords of Chaos, one turn: each warband defends its first planet, the GM resolves. */
export async function playLordsOfChaosTurn(baseUrl: string): Promise<PlayedGame> {
  const started = await createAndStart(baseUrl, 'lords-of-chaos', [
    { name: 'Ana', data: { warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] } },
    { name: 'Bruno', data: { warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['sarum', 'subiaco-diablo'] } },
  ]);
  const { id, gm, players, turn } = started;
  for (const [player, planet] of [
    [players[0]!, 'vraks'],
    [players[1]!, 'sarum'],
  ] as const) {
    const sheet = ok(
      await player.api.PUT('/api/games/{id}/turns/{n}/orders', {
        params: { path: { id, n: turn } },
        body: { orders: [{ type: 'defend', planet, count: 1 }] },
      }),
      `orders ${planet}`,
    );
    if (sheet.version !== 1 || sheet.resolved) throw new Error(`orders ${planet}: version ${sheet.version}, resolved ${sheet.resolved}`);
  }
  const resolved = ok(await gm.POST('/api/games/{id}/turns/{n}/resolve', { params: { path: { id, n: turn } }, body: {} }), 'resolve');
  if (resolved.nextTurn?.number !== turn + 1) throw new Error(`resolve: next turn ${resolved.nextTurn?.number}`);
  return finish(started, 1, null);
}

/** The round a Chaos in the Old World summary names (`turn` = round, docs/rulesets/chaos-in-the-old-world.md §9). */
const roundOf = (summary: unknown): number | null => (isRecord(summary) && typeof summary.turn === 'number' ? summary.turn : null);

/**
 * Chaos in the Old World, one round: every god asked to summon passes, whatever else is asked takes its
 * default, and the GM resolves each step until the summary names round 2 (or the game ends).
 */
export async function playChaosRound(baseUrl: string): Promise<PlayedGame> {
  const started = await createAndStart(baseUrl, 'chaos-in-the-old-world', [
    { name: 'Kira', data: { god: 'khorne' } },
    { name: 'Nils', data: { god: 'nurgle' } },
    { name: 'Tove', data: { god: 'tzeentch' } },
  ]);
  const { id, gm, players } = started;
  let step = started.turn;
  let round: number | null = 1;
  for (let guard = 0; guard < 40; guard++) {
    const position = ok(await gm.GET('/api/games/{id}/position', { params: { path: { id } } }), 'GM position');
    for (const asked of position.asked) {
      if (asked.kind !== 'summon') continue;
      const player = players.find((p) => p.id === asked.player);
      if (!player) throw new Error(`asked an unknown player ${asked.player}`);
      ok(await player.api.PUT('/api/games/{id}/turns/{n}/orders', { params: { path: { id, n: step } }, body: { orders: { action: 'pass' } } }), `pass ${step}`);
    }
    const resolved = ok(await gm.POST('/api/games/{id}/turns/{n}/resolve', { params: { path: { id, n: step } }, body: {} }), `resolve ${step}`);
    round = roundOf(resolved.summary);
    if (resolved.gameOver || !resolved.nextTurn || (round !== null && round > 1)) break;
    step = resolved.nextTurn.number;
  }
  return finish(started, step, round);
}
