import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { auth } from '../helpers/test-app.ts';

/** Two phases per turn: secret orders, then public diplomacy; VP (score) and a hidden Doom track; a board. */
export const SESSION_SETUP = {
  phases: [
    { id: 'orders', name: 'Orders', secret: true },
    { id: 'diplomacy', name: 'Diplomacy', secret: false },
  ],
  tracks: [
    { id: 'vp', name: 'VP', initial: 0 },
    { id: 'doom', name: 'Doom', initial: 3, min: 0, max: 10, hidden: true },
  ],
  board: 'Start: everybody at home.',
  dice: [{ id: 'cw', name: 'Combat', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] }],
};

export const NAMES = ['Alba', 'Bruno', 'Carla'] as const;

export interface SessionGame {
  id: string;
  gmToken: string;
  players: { id: string; token: string; name: string }[];
}

export function expectStatus(response: LightMyRequestResponse, status: number): LightMyRequestResponse {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response;
}

/** A generic game with three players through the API, started (step 1 open) unless `start: false`. */
export async function seedSession(app: FastifyInstance, options: { start?: boolean; setup?: unknown } = {}): Promise<SessionGame> {
  const created = expectStatus(
    await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { name: 'Any game', ruleset: 'generic', language: 'en', setup: options.setup ?? SESSION_SETUP },
    }),
    201,
  ).json() as { id: string; gmToken: string };
  const players = [];
  for (const name of NAMES) {
    const seated = expectStatus(
      await app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name } }),
      201,
    ).json() as { id: string; token: string };
    players.push({ ...seated, name });
  }
  if (options.start !== false) expectStatus(await app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) }), 200);
  return { ...created, players };
}
