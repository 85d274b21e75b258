import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { auth } from '../helpers/test-app.ts';

/** What `Cache-Control` says for each answer (src/http/published-reply.ts). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, no-cache';

/** A published version: 16 hex digits (src/services/published/versions.ts). */
export const VERSION = /^[0-9a-f]{16}$/;

export function expectStatus(response: LightMyRequestResponse, status: number): LightMyRequestResponse {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 500)}`);
  return response;
}

/** Every `href="..."` / `src="..."` of a page (HTML-decoded ampersands), in order. */
export function links(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

/** The `v` parameter of a link, or null. */
export function versionOf(link: string): string | null {
  return new URL(link, 'http://x').searchParams.get('v');
}

/** The link of `html` whose path is `path` exactly (with any query). */
export function linkTo(html: string, path: string): string {
  const found = links(html).find((link) => new URL(link, 'http://x').pathname === path);
  if (!found) throw new Error(`no link to ${path} in the page`);
  return found;
}

export async function resolveTurn(app: FastifyInstance, gameId: string, gmToken: string, turn: number): Promise<{ seed: string }> {
  return expectStatus(await app.inject({ method: 'POST', url: `/api/games/${gameId}/turns/${turn}/resolve`, headers: auth(gmToken) }), 200).json();
}

export async function revert(app: FastifyInstance, gameId: string, gmToken: string, turn: number): Promise<void> {
  expectStatus(await app.inject({ method: 'POST', url: `/api/games/${gameId}/revert`, headers: auth(gmToken), payload: { turn } }), 200);
}
