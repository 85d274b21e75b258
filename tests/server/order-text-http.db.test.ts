import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuleset } from '../../src/engine/registry.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 36 through the API: orders written as a forum player writes them are saved by the same save as the form's
 * sheet (PUT …/orders with `text`), nothing saved until every line is understood and legal, each problem named by
 * its line; every save answers its canonical text, which reads back as the same sheet; the GM enters a player's
 * orders sent by private message (audited, replaceable by the player).
 */
describe('orders as text over HTTP (PGlite)', () => {
  let t: TestApp;
  let game: { id: string; gmToken: string };
  const seats: { id: string; token: string }[] = [];
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const loc = getRuleset('lords-of-chaos')!;
    game = (await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Texto', ruleset: 'lords-of-chaos', language: 'es' } })).json();
    for (const seat of loc.demo!.seats)
      seats.push((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: seat })).json());
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) })).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  const save = (token: string, payload: object, url = `/api/games/${game.id}/turns/1/orders`) =>
    t.app.inject({ method: 'PUT', url, headers: auth(token), payload });

  it('a pasted turn in Spanish and in English saves the same sheet as the JSON, and its canonical text reads back the same', async () => {
    const sheet = [
      { type: 'defend', planet: 'vraks', count: 2 },
      { type: 'defend', planet: 'ofidia', count: 1 },
    ];
    const json = await save(seats[0]!.token, { orders: sheet });
    expect(json.statusCode, json.body).toBe(200);
    const spanish = await save(seats[0]!.token, { text: '[b]Turno 1[/b]\n1. Defiendo Vraks con 2\n2. defiendo OFIDIA.' });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const english = await save(seats[0]!.token, { text: 'Defend Vraks Prime with 2\nDefend Ofidia with 1' });
    expect(english.statusCode, english.body).toBe(200);
    for (const saved of [json, spanish, english]) expect(saved.json().orders).toEqual(json.json().orders);
    const canonical = spanish.json().text as string;
    expect(canonical.split('\n')).toHaveLength(2);
    const again = await save(seats[0]!.token, { text: canonical });
    expect(again.json()).toMatchObject({ orders: json.json().orders, text: canonical });
  });

  it('nothing is saved until every line is understood and legal; each problem names its line', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(seats[0]!.token) })).json();
    const unreadable = await save(seats[0]!.token, { text: 'Defiendo Vraks con 2\nBailo una jota en Cadia\nInvado Cadiia con 2' });
    expect(unreadable.statusCode).toBe(422);
    const body = unreadable.json() as { error: string; problems: { path: string; message: string }[] };
    expect(body.error).toBe('unreadable_text');
    expect(body.problems.map((p) => p.path)).toEqual(['text.line2', 'text.line3']);
    expect(body.problems[0]!.message).toMatch(/^Línea 2/);
    expect(body.problems[1]!.message).toContain('Cadia'); // did you mean
    const illegal = await save(seats[0]!.token, { text: 'Defiendo Vraks con 1\nDefiendo Sarum con 1' });
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json()).toMatchObject({ error: 'illegal_orders', problems: [{ path: 'text.line2' }] });
    const after = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(seats[0]!.token) })).json();
    expect(after).toEqual(before);
  });

  it('the GM enters orders a player sent privately: audited, the player sees them and may replace them', async () => {
    const url = `/api/games/${game.id}/turns/1/players/${seats[1]!.id}/orders`;
    expect((await save(seats[0]!.token, { text: 'Defiendo Sarum' }, url)).statusCode).toBe(403);
    const entered = await save(game.gmToken, { text: 'Defiendo Sarum con 2' }, url);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().orders).toEqual([{ type: 'defend', planet: 'sarum', count: 2 }]);
    const audit = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/audit`, headers: auth(game.gmToken) })).json() as {
      entries: { action: string; details: Record<string, unknown> }[];
    };
    expect(audit.entries.find((e) => e.action === 'gm_entered_orders')?.details).toMatchObject({ turn: 1, playerId: seats[1]!.id, version: 1 });
    const own = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(seats[1]!.token) })).json();
    expect(JSON.stringify(own)).toContain('sarum');
    const replaced = await save(seats[1]!.token, { orders: [{ type: 'defend', planet: 'sarum', count: 1 }] });
    expect(replaced.json()).toMatchObject({ version: 2 });
    expect((await save(game.gmToken, { text: 'Defiendo Sarum' }, `/api/games/${game.id}/turns/1/players/nobody/orders`)).statusCode).toBe(404);
  });

  it('a game without a grammar says so', async () => {
    const rps = (
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'RPS', ruleset: 'rock-paper-scissors', language: 'en' } })
    ).json() as { id: string; gmToken: string };
    const p = (await t.app.inject({ method: 'POST', url: `/api/games/${rps.id}/players`, headers: auth(rps.gmToken), payload: { name: 'A' } })).json() as {
      token: string;
    };
    await t.app.inject({ method: 'POST', url: `/api/games/${rps.id}/players`, headers: auth(rps.gmToken), payload: { name: 'B' } });
    await t.app.inject({ method: 'POST', url: `/api/games/${rps.id}/start`, headers: auth(rps.gmToken) });
    const refused = await save(p.token, { text: 'rock' }, `/api/games/${rps.id}/turns/1/orders`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'text_not_supported' });
  });

  it("the report of the step gives every answer in its canonical text, in the reader's language (issue 36)", async () => {
    const first = await save(seats[0]!.token, { text: 'Defiendo Vraks con 2\nDefiendo Ofidia con 1' });
    const second = await save(seats[1]!.token, { text: 'Defiendo Sarum con 1' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) })).statusCode).toBe(200);
    const report = (lang: string) => t.app.inject({ url: `/api/games/${game.id}/turns/1/report?format=markdown&lang=${lang}` });
    const es = (await report('es')).body;
    expect(es).toContain('### Órdenes, tal como se escriben');
    for (const saved of [first, second]) for (const line of (saved.json().text as string).split('\n')) expect(es).toContain(line);
    const en = (await report('en')).body;
    expect(en).toContain('### Orders as written');
    expect(en).toMatch(/Defend Vraks[^\n]* with 2/);
  });
});
