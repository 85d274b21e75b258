// `npm run bench:scale`: games played for real over the public HTTP API, the templates the other games are
// copied from (scale-clone.ts). Lords of Chaos on its default map (Eye of Terror), 8 players on the 16 free outer
// planets; each player saves its sheet twice per turn (a first draft, then its invasion of the next player's
// planet) and the GM resolves: the rows real play leaves (sheet versions, latest-sheet pointers, resolutions,
// the audit log).

export interface PlayedGame {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
  /** The open turn's number (the turns before it are resolved). */
  openTurn: number;
}

const PLANETS = [
  ['svellgard', 'vostroya'],
  ['agripinaa', 'ofidia'],
  ['vraks', 'nemesis-tessera'],
  ['tabor', 'chinchare'],
  ['belis-corona', 'subiaco-diablo'],
  ['cypra-mundi', 'sarum'],
  ['eustis-majoris', 'thracian-primaris'],
  ['gudrun', 'iocanthos'],
] as const;
const GODS = ['Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh'] as const;
export const PLAYERS = PLANETS.length;

export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

export async function ok(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Record<string, unknown>> {
  const answer = await api(base, method, path, body, token);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 400)}`);
  return answer.json;
}

/** Player `i`'s sheet for a turn: an invasion of the next player's first planet (refused orders: an empty sheet). */
function sheetOf(i: number): { orders: unknown[] } {
  return { orders: [{ type: 'invade', planet: PLANETS[(i + 1) % PLAYERS]![0], count: 1 }] };
}

export async function saveSheet(base: string, game: PlayedGame, i: number, turn: number): Promise<number> {
  const path = `/api/games/${game.id}/turns/${turn}/orders`;
  const token = game.players[i]!.token;
  let answer = await api(base, 'PUT', path, sheetOf(i), token);
  if (answer.status >= 400 && answer.status < 500) answer = await api(base, 'PUT', path, { orders: [] }, token);
  if (answer.status !== 200) throw new Error(`PUT ${path}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 400)}`);
  return Number(answer.json.version);
}

/**
 * One game: created, seated, started, and `resolved` turns played (two saves per player, then the GM resolves);
 * the next turn is left open. `turnHours`: the game's deadline policy (turns after the first get a deadline).
 */
export async function playGame(base: string, name: string, resolved: number, turnHours?: number): Promise<PlayedGame> {
  const created = await ok(base, 'POST', '/api/games', {
    name,
    ruleset: 'lords-of-chaos',
    language: 'en',
    ...(turnHours ? { settings: { turnHours } } : {}),
  });
  const id = String(created.id);
  const gmToken = String(created.gmToken);
  const players: PlayedGame['players'] = [];
  for (const [i, planets] of PLANETS.entries()) {
    const god = GODS[i % GODS.length]!;
    const seated = await ok(
      base,
      'POST',
      `/api/games/${id}/players`,
      { name: `Player ${i}`, data: { warband: `Warband ${i}`, god, godKind: 'major', planets } },
      gmToken,
    );
    players.push({ id: String(seated.id), token: String(seated.token) });
  }
  await ok(base, 'POST', `/api/games/${id}/start`, {}, gmToken);
  const game: PlayedGame = { id, gmToken, players, openTurn: 1 };
  for (let turn = 1; turn <= resolved; turn++) {
    for (let i = 0; i < PLAYERS; i++) {
      await ok(base, 'PUT', `/api/games/${id}/turns/${turn}/orders`, { orders: [] }, players[i]!.token);
      await saveSheet(base, game, i, turn);
    }
    await ok(base, 'POST', `/api/games/${id}/turns/${turn}/resolve`, {}, gmToken);
    game.openTurn = turn + 1;
  }
  return game;
}

/** `count` games played `concurrency` at a time. */
export async function playGames(base: string, prefix: string, count: number, resolved: number, turnHours?: number, concurrency = 4): Promise<PlayedGame[]> {
  const games: PlayedGame[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const n = next++;
        games[n] = await playGame(base, `${prefix} ${n + 1}`, resolved, turnHours);
      }
    }),
  );
  return games;
}
