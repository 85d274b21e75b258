import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, SEATS, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';

const form = (fields: Record<string, string | string[]>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(Object.entries(fields).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]))).toString(),
});

/**
 * Issue 19: "Mark my orders ready" reloaded the page, dropped unsaved edits and marked the OLD sheet ready. The
 * order form now has "Save and mark ready": what is on the screen is saved first, and that version is marked.
 */
describe('save and mark ready in one step (real app, embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('the edits on the screen are saved and that version is the one marked ready; the page warns before leaving unsaved edits', async () => {
    const game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    const player = game.players[0]!;
    const page = await t.app.inject({ url: `/play/${player.token}?lang=en` });
    expect(page.body).toContain('name="intent" value="saveReady"');
    expect(page.body).toMatch(/data-unsaved="[^"]+"/); // player.js asks before leaving with unsaved edits

    const first = await t.app.inject({
      method: 'POST',
      url: `/play/${player.token}?lang=en`,
      ...form({ intent: 'save', turn: '1', 'answer.0': JSON.stringify({ type: 'guard', site: 'amber', count: 1 }) }),
    });
    expect(first.statusCode).toBe(303);
    const both = await t.app.inject({
      method: 'POST',
      url: `/play/${player.token}?lang=en`,
      ...form({ intent: 'saveReady', turn: '1', 'answer.0': JSON.stringify({ type: 'raid', site: 'granite', count: 1 }) }),
    });
    expect(both.statusCode).toBe(303);
    const orders = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: auth(player.token) })).json() as {
      version: number;
      orders: unknown[];
      ready?: boolean;
    };
    expect(orders).toMatchObject({ orders: [{ type: 'raid', site: 'granite', count: 1 }] }); // the edits, not the old sheet
    const view = (await t.app.inject({ url: `/api/games/${game.id}`, headers: auth(game.gmToken) })).json() as { players: { id: string; ready?: boolean }[] };
    expect(view.players.find((p) => p.id === player.id)?.ready).toBe(true);
  });
});
