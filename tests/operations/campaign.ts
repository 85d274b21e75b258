import type { FastifyInstance } from 'fastify';

/**
 * A months-long forum campaign in miniature, played through the public API only (so it drives an in-process app
 * and a spawned server alike), and every artifact the server publishes about it, fetched as bytes.
 */
export interface Answer {
  status: number;
  body: Buffer;
  type: string;
}
export type Http = (method: string, url: string, options?: { token?: string; body?: unknown }) => Promise<Answer>;

export function injectHttp(app: FastifyInstance): Http {
  return async (method, url, options = {}) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: response.statusCode, body: response.rawPayload, type: String(response.headers['content-type'] ?? '') };
  };
}

export function fetchHttp(baseUrl: string): Http {
  return async (method, url, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${url}`, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
  };
}

export const json = <T = any>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;

async function expectOk(answer: Promise<Answer>, what: string, status = 200): Promise<Answer> {
  const got = await answer;
  if (got.status !== status) throw new Error(`${what}: expected ${status}, got ${got.status}: ${got.body.toString('utf8').slice(0, 500)}`);
  return got;
}

export interface PlayedGame {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
  /** Resolved turns now (the public artifacts of each). */
  resolved: number;
}

const LOC_SEATS = [
  { name: 'Ana', data: { warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] } },
  { name: 'Bruno', data: { warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['sarum', 'subiaco-diablo'] } },
  { name: 'Carla', data: { warband: 'Thousand Sons', god: 'Tzeentch', godKind: 'major', planets: ['iocanthos', 'thracian-primaris'] } },
];
/** Planets the warbands reach for, in turn: an order that is not legal now is dropped (the next sheet is tried). */
const TARGETS = ['mordian', 'eustis-majoris', 'vraks', 'sarum', 'iocanthos', 'ofidia', 'subiaco-diablo', 'thracian-primaris'];

/**
 * A Lords of Chaos game of `turns` resolved turns (GM resolves: resolveWhen 'gm'), three warbands: every turn
 * each sends one or two versions of a sheet (invasions of contested planets, defences), one marks it ready, the
 * GM rolls dice now and then, corrects the position once (an audited adjustment) and reverts once (archived
 * turns, a new seed).
 */
export async function playLordsOfChaos(http: Http, turns: number, name = 'Campaña del Ojo'): Promise<PlayedGame> {
  const created = json(
    await expectOk(http('POST', '/api/games', { body: { name, ruleset: 'lords-of-chaos', language: 'es', resolveWhen: 'gm' } }), 'create', 201),
  );
  const game: PlayedGame = { id: created.id, gmToken: created.gmToken, players: [], resolved: 0 };
  for (const seat of LOC_SEATS) {
    game.players.push(json(await expectOk(http('POST', `/api/games/${game.id}/players`, { token: game.gmToken, body: seat }), 'seat', 201)));
  }
  await expectOk(http('POST', `/api/games/${game.id}/start`, { token: game.gmToken, body: {} }), 'start');
  let reverted = false;
  for (let n = 1; game.resolved < turns; n++) {
    const view = json(await http('GET', `/api/games/${game.id}`));
    if (view.status === 'finished') break;
    const control = (view.control ?? {}) as Record<string, string | null>;
    for (const [index, player] of game.players.entries()) {
      const own = Object.keys(control).filter((planet) => control[planet] === player.id);
      const target = TARGETS[(n + index) % TARGETS.length]!;
      const sheets = [
        [{ type: 'invade', planet: target, count: 1 }, ...(own[0] ? [{ type: 'defend', planet: own[0], count: 1 }] : [])],
        own[0] ? [{ type: 'defend', planet: own[0], count: 1 }] : [],
        [],
      ];
      // A first draft, then the sheet that counts (every version is kept).
      if (index === n % 3) await http('PUT', `/api/games/${game.id}/turns/${n}/orders`, { token: player.token, body: { orders: sheets[1] } });
      for (const orders of sheets) {
        const saved = await http('PUT', `/api/games/${game.id}/turns/${n}/orders`, { token: player.token, body: { orders } });
        if (saved.status === 200) break;
      }
      if (index === 0) await http('PUT', `/api/games/${game.id}/turns/${n}/ready`, { token: player.token, body: { ready: true } });
    }
    if (n % 4 === 2)
      await expectOk(
        http('POST', `/api/games/${game.id}/rolls`, { token: game.gmToken, body: { expr: '2d6', reason: `Tormenta de disformidad, turno ${n}` } }),
        'roll',
        201,
      );
    if (n === 3) {
      const planet = Object.keys(control).find((p) => control[p] === null) ?? 'mordian';
      await expectOk(
        http('POST', `/api/games/${game.id}/adjustments`, {
          token: game.gmToken,
          body: { kind: 'set_control', planet, player: game.players[1]!.id, reason: 'Corrección del GM' },
        }),
        'adjustment',
        201,
      );
    }
    const resolved = json(await expectOk(http('POST', `/api/games/${game.id}/turns/${n}/resolve`, { token: game.gmToken, body: {} }), `resolve ${n}`));
    game.resolved = n;
    if (resolved.gameOver) break;
    if (n === 4 && !reverted) {
      reverted = true;
      await expectOk(http('POST', `/api/games/${game.id}/revert`, { token: game.gmToken, body: { turn: 3 } }), 'revert');
      n = 2; // turn 3 is played again
      game.resolved = 2;
    }
  }
  return game;
}

/** A generic game ("any game") of three steps with the GM's report text, tracks (one hidden) and a board. */
export async function playGeneric(http: Http): Promise<PlayedGame> {
  const setup = {
    phases: [
      { id: 'orders', name: 'Orders', secret: true },
      { id: 'diplomacy', name: 'Diplomacy', secret: false },
    ],
    tracks: [
      { id: 'vp', name: 'VP', initial: 0 },
      { id: 'doom', name: 'Doom', initial: 3, min: 0, max: 10, hidden: true },
    ],
    board: 'Start: everybody at home.',
  };
  const created = json(
    await expectOk(http('POST', '/api/games', { body: { name: 'Any game', ruleset: 'generic', language: 'en', setup, resolveWhen: 'gm' } }), 'create', 201),
  );
  const game: PlayedGame = { id: created.id, gmToken: created.gmToken, players: [], resolved: 0 };
  for (const name of ['Alba', 'Bruno', 'Carla']) {
    game.players.push(json(await expectOk(http('POST', `/api/games/${game.id}/players`, { token: game.gmToken, body: { name } }), 'seat', 201)));
  }
  await expectOk(http('POST', `/api/games/${game.id}/start`, { token: game.gmToken, body: {} }), 'start');
  for (let n = 1; n <= 3; n++) {
    for (const [i, player] of game.players.entries())
      await http('PUT', `/api/games/${game.id}/turns/${n}/orders`, { token: player.token, body: { orders: { text: `Step ${n}, seat ${i}` } } });
    const gm = {
      report: `Step ${n}: the fleets move.`,
      tracks: [
        { player: game.players[n % 3]!.id, track: 'vp', delta: n },
        { player: game.players[0]!.id, track: 'doom', delta: 1 },
      ],
      board: `Board after step ${n}.`,
    };
    await expectOk(http('POST', `/api/games/${game.id}/turns/${n}/resolve`, { token: game.gmToken, body: { gm } }), `resolve ${n}`);
    game.resolved = n;
  }
  return game;
}

/**
 * Every address the server publishes about a game, for its resolved turns: reports in every format, language and
 * variant, maps (SVG, PNG), case files, turn pages, the game page, scores (JSON, CSV), the feed, the status image
 * and the game JSON; `gmToken` adds what the GM reads (the whole-game case file, the audit log, the sheets).
 */
export function publishedAddresses(gameId: string, resolved: number): string[] {
  const base = `/api/games/${gameId}`;
  const urls = [
    base,
    `${base}/scores`,
    `${base}/scores.csv`,
    `${base}/rolls`,
    `${base}/position`,
    `/games/${gameId}`,
    `/games/${gameId}?lang=en`,
    `/games/${gameId}/feed.xml`,
    `/games/${gameId}/status.svg`,
    `/games/${gameId}/status.png`,
    `${base}/turns/0/map.svg`,
  ];
  for (let n = 1; n <= resolved; n++) {
    const turn = `${base}/turns/${n}`;
    for (const format of ['json', 'html', 'bbcode', 'markdown']) urls.push(`${turn}/report?format=${format}`, `${turn}/report?format=${format}&lang=en`);
    urls.push(
      `${turn}/report.html`,
      `${turn}/report.bbcode?tables=1`,
      `${turn}/report.md?short=1`,
      `${turn}/map.svg`,
      `${turn}/map.png`,
      `${turn}/case.json`,
      `/games/${gameId}/turns/${n}`,
      `/games/${gameId}/turns/${n}?lang=en`,
    );
  }
  return urls;
}

/** What the GM reads besides the public addresses (needs the GM token on both servers). */
export function gmAddresses(gameId: string, resolved: number): string[] {
  const base = `/api/games/${gameId}`;
  return [`${base}/case.json`, `${base}/audit`, `${base}/adjustments`, `${base}/settings`, `${base}/turns/${resolved + 1}/orders`, `${base}/rolls`];
}

/** The bytes (and status and type) of every address, in order. */
export async function fetchAll(http: Http, urls: readonly string[], token?: string): Promise<Map<string, Answer>> {
  const out = new Map<string, Answer>();
  for (const url of urls) out.set(url, await http('GET', url, token ? { token } : {}));
  return out;
}
