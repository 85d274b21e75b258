import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { DEFAULT_RULESET_ID, getRuleset } from '../engine/registry.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { addPlayer } from '../services/add-player.ts';
import { createGame } from '../services/create-game.ts';
import { startGame } from '../services/start-game.ts';

export interface DemoTokens {
  gameId: string;
  name: string;
  gmToken: string;
  players: { name: string; label: string; token: string }[];
  exampleSheet?: unknown;
}

const tokensFile = (dataDir: string) => join(dataDir, 'demo-tokens.json');
const linksFile = (dataDir: string) => join(dataDir, 'demo-links.txt');

/**
/**
 * Seeds the demo game of the registry's default ruleset (its descriptor's `demo`) when the database holds no
 * game at all. Tokens are stored hashed only, so the demo's tokens are written once to DATA_DIR (local data,
 * gitignored: demo-tokens.json for the server, demo-links.txt for people) to print the links on every start.
 * `keepTokens: false` (production, DEMO=force) writes no file: the game is created, its tokens are thrown away,
 * and only the public game id is returned.
 */
export async function ensureDemoGame(db: Db, dataDir: string, baseUrl: string, keepTokens = true): Promise<DemoTokens | null> {
  const ruleset = getRuleset(DEFAULT_RULESET_ID)!;
  const demo = ruleset.demo;
  if (demo && (await gamesRepository.count(db)) === 0) {
    const game = await createGame(db, { name: demo.name.es, ruleset: ruleset.id, language: 'es' });
    const gm = { role: 'gm' } as const;
    const players = [];
    for (const seat of demo.seats) {
      const { token } = await addPlayer(db, gm, game.id, seat, game.gmToken);
      const label = ruleset.playerLabel?.({ ...seat.data, id: '', name: seat.name }, 'es') ?? seat.name;
      players.push({ name: seat.name, label, token });
    }
    await startGame(db, gm, game.id, {});
    const tokens: DemoTokens = {
      gameId: game.id,
      name: demo.name.es,
      gmToken: game.gmToken,
      players,
      ...(demo.exampleSheet !== undefined ? { exampleSheet: demo.exampleSheet } : {}),
    };
    if (!keepTokens) return tokens;
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(tokensFile(dataDir), `${JSON.stringify(tokens, null, 2)}\n`, { mode: 0o600 });
    writeFileSync(linksFile(dataDir), `${demoLinks(tokens, baseUrl)}\n`, { mode: 0o600 });
    return tokens;
  }
  if (!keepTokens || !existsSync(tokensFile(dataDir))) return null;
  const tokens = JSON.parse(readFileSync(tokensFile(dataDir), 'utf8')) as DemoTokens;
  return (await gamesRepository.findById(db, tokens.gameId)) ? tokens : null;
}

export function demoLinks(tokens: DemoTokens, baseUrl: string): string {
  const sheet = JSON.stringify({ orders: tokens.exampleSheet ?? {} });
  const lines = [
    `Demo game "${tokens.name ?? 'Demo'}" (${tokens.gameId})`,
    `  GM:      ${baseUrl}/gm/${tokens.gmToken}`,
    ...tokens.players.map((p) => `  ${(p.label ?? p.name).padEnd(20)} ${baseUrl}/play/${p.token}`),
    '',
    'API examples:',
    `  curl ${baseUrl}/api/games/${tokens.gameId}`,
    `  curl -X PUT ${baseUrl}/api/games/${tokens.gameId}/turns/1/orders -H 'Authorization: Bearer ${tokens.players[0]?.token}' \\`,
    `       -H 'Content-Type: application/json' -d '${sheet}'`,
    `  curl -X POST ${baseUrl}/api/games/${tokens.gameId}/turns/1/resolve -H 'Authorization: Bearer ${tokens.gmToken}'`,
    `  curl ${baseUrl}/api/games/${tokens.gameId}/turns/1/report?format=json`,
    `  API docs: ${baseUrl}/docs`,
  ];
  return lines.join('\n');
}

/**
 * What `npm start` does about the demo, as the lines it prints. Outside production: seed it (when the
 * database is empty) and print its links. With NODE_ENV=production there is no demo unless DEMO=force, and
 * then only the public game page is printed: the tokens are neither printed nor stored in plain text.
 */
export async function startDemo(db: Db, config: { DEMO: boolean | 'force'; NODE_ENV: string; DATA_DIR: string }, baseUrl: string): Promise<string[]> {
  if (config.DEMO === false) return [];
  if (config.NODE_ENV === 'production') {
    if (config.DEMO !== 'force') return ['No demo game in production (NODE_ENV=production): set DEMO=force to seed one anyway, DEMO=0 to silence this line.'];
    const created = await ensureDemoGame(db, config.DATA_DIR, baseUrl, false);
    return created ? [`Demo game seeded (production: its GM and player tokens are neither printed nor stored): ${baseUrl}/games/${created.gameId}`] : [];
  }
  const demo = await ensureDemoGame(db, config.DATA_DIR, baseUrl);
  return demo ? [demoLinks(demo, baseUrl)] : [];
}
