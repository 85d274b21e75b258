import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { orderFields } from './order-fields.ts';
import { LOC_PLAYERS as PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';

/** Lords of Chaos's own pages: its order form, seat form and map problems (the server's pages with other games: the other *-http tests). */
const LOC = { ruleset: 'lords-of-chaos' } as const;

/** A urlencoded form post, as a browser without JavaScript sends it. */
const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: params.toString() };
};

const tokenFrom = (location: string | undefined, prefix: string) => {
  const match = new RegExp(`^${prefix}/([A-Za-z0-9_-]+)`).exec(location ?? '');
  if (!match) throw new Error(`no token in ${location}`);
  return match[1]!;
};

describe('web pages over HTTP (real app, embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('the front door: / explains, links to game creation for every ruleset and to the API docs, in the browser language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('href="/gm?lang=en"');
    for (const id of ['lords-of-chaos', 'generic', 'tic-tac-toe', 'rock-paper-scissors']) expect(en.body).toContain(`ruleset=${id}`);
    expect(en.body).toContain('href="/docs"');
    const es = await t.app.inject({ method: 'GET', url: '/' });
    expect(es.body).toContain('Crear una partida');
    expect((await t.app.inject({ method: 'GET', url: '/?lang=en' })).body).toContain('Create a game');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(301);
    const svg = await t.app.inject({ method: 'GET', url: icon.headers.location as string });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
  });

  it("an unknown address: a page in the reader's language for browsers, JSON for the API", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/games', headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('There is no page at this address.');
    expect(page.body).toContain('href="/?lang=en"');
    expect((await t.app.inject({ method: 'GET', url: '/nada', headers: { accept: 'text/html' } })).body).toContain('Esta página no existe.');
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });

  it('creating a game shows every map problem with its path, then creates it and redirects to the console', async () => {
    const { app } = t;
    // The map is GM data edited as JSON in the generated setup form (no ready-made map chosen).
    const badJson = await app.inject({
      method: 'POST',
      url: '/gm?lang=en',
      ...form({ name: 'X', ruleset: 'lords-of-chaos', language: 'en', preset: '', 'setup.map': '{oops' }),
    });
    expect(badJson.statusCode).toBe(422);
    expect(badJson.body).toContain('<code>setup.map</code>');
    expect(badJson.body).toContain('{oops'); // what was typed is kept

    const brokenMap = {
      sectors: [{ id: 'e', kind: 'eye' }],
      subsectors: [{ id: 'S1', sector: 'nowhere' }],
      planets: [
        { id: 'a', subsector: 'S1' },
        { id: 'b', subsector: 'S9' },
      ],
      adjacency: [],
    };
    const invalid = await app.inject({
      method: 'POST',
      url: '/gm?lang=en',
      ...form({ name: 'X', ruleset: 'lords-of-chaos', language: 'en', preset: '', 'setup.map': JSON.stringify(brokenMap) }),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('<code>map.subsectors[0].sector</code>');
    expect(invalid.body).toContain('<code>map.planets[1].subsector</code>');
    expect(invalid.body).toContain('no_outer_sector');
    expect(invalid.body).toContain('The game could not be created');
    expect(invalid.body).toContain('&quot;sectors&quot;'); // the pasted JSON is kept, escaped

    const noName = await app.inject({ method: 'POST', url: '/gm?lang=es', ...form({ name: ' ', ruleset: 'lords-of-chaos', preset: 'eye-of-terror' }) });
    expect(noName.statusCode).toBe(422);
    expect(noName.body).toContain('<code>name</code>');
    expect(noName.body).toContain('No se ha podido crear la partida');

    const created = await app.inject({
      method: 'POST',
      url: '/gm?lang=en',
      ...form({ name: 'Web game', ruleset: 'lords-of-chaos', language: 'es', preset: 'eye-of-terror', turnHours: '48' }),
    });
    expect(created.statusCode).toBe(303);
    const gmToken = tokenFrom(created.headers.location, '/gm');
    const console = await app.inject({ url: created.headers.location! });
    expect(console.statusCode).toBe(200);
    expect(console.body).toContain('<html lang="es">');
    expect(console.body).toContain('Partida creada.');
    expect(console.body).toContain(`/gm/${gmToken}`);
    expect(console.headers['cache-control']).toBe('no-store');
    expect(console.headers['referrer-policy']).toBe('no-referrer');
  });

  it('the GM seats players through the form: problems with paths, the link shown after a redirect and again on every visit, start', async () => {
    const { app } = t;
    const created = await app.inject({
      method: 'POST',
      url: '/gm?lang=en',
      ...form({ name: 'Seating', ruleset: 'lords-of-chaos', language: 'en', preset: 'eye-of-terror' }),
    });
    const gm = `/gm/${tokenFrom(created.headers.location, '/gm')}`;

    const bad = await app.inject({
      method: 'POST',
      url: `${gm}/players`,
      ...form({ name: 'Ana', 'seat.warband': 'World Eaters', 'seat.god': 'Khorne', 'seat.godKind': 'minor', 'seat.planets': ['atlantis'] }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('<code>godKind</code>');
    expect(bad.body).toContain('<code>planets[0]</code>');
    expect(bad.body).toContain('value="World Eaters"'); // the form keeps what was typed

    const posted = await app.inject({
      method: 'POST',
      url: `${gm}/players`,
      ...form({ name: 'Ana', 'seat.warband': 'World Eaters', 'seat.god': 'Khorne', 'seat.godKind': 'major', 'seat.planets': ['vraks', 'ofidia'] }),
    });
    // Post/redirect/get: a reload does not post the seat again (issue 37: "Alice is already seated", link lost).
    expect(posted.statusCode).toBe(303);
    const added = await app.inject({ url: posted.headers.location! });
    const invite = /id="invite-link" readonly value="http:\/\/[^"]+(\/play\/[A-Za-z0-9_-]+)"/.exec(added.body);
    expect(invite).not.toBeNull();
    // The console shows the seat's link on every visit (derived from the GM link, stored only hashed).
    const again = await app.inject({ url: gm });
    expect(again.body).toContain(invite![1]);
    expect(again.body).not.toContain('invite-link');

    const player = await app.inject({ url: invite![1]! });
    expect(player.statusCode).toBe(200);
    expect(player.body).toContain('The game has not started yet.');

    const started = await app.inject({ method: 'POST', url: `${gm}/start?lang=en`, ...form({ deadline: '2099-01-02T18:30' }) });
    expect(started.statusCode).toBe(303);
    const running = await app.inject({ url: started.headers.location! });
    expect(running.body).toContain('Game started: turn 1 is open.');
    expect(running.body).toContain('data-submitted="no"');
    expect(running.body).toContain('datetime="2099-01-02T18:30:00.000Z"');
    const again2 = await app.inject({ method: 'POST', url: `${gm}/start?lang=en`, ...form({}) });
    expect(again2.statusCode).toBe(409);
    expect(again2.body).toContain('The game has already started');
  });

  it('a sheet is saved without JavaScript only when every order is legal, with the same messages as the API', async () => {
    const { app } = t;
    const game = await seedGame(app, [PLAYERS.khorne, PLAYERS.nurgle], LOC);
    const khorne = `/play/${game.players[0]!.token}`;

    const empty = await app.inject({ url: khorne });
    expect(empty.body).toContain('Actions — available: 3 · used: 0 · left: 3'); // before anything is written
    expect(empty.body).toContain('name="answer.2.__variant"'); // three empty orders offered without JavaScript
    expect(empty.body).not.toContain('name="answer.3.__variant"');
    const more = await app.inject({ method: 'POST', url: khorne, ...form({ __add: 'answer', turn: '1', ...orderFields(0, 'defend', { planet: 'vraks' }) }) });
    expect(more.statusCode).toBe(200);
    expect(more.body).toContain('name="answer.6.__variant"'); // 1 typed + 3 spare + 3 more
    expect(more.body).not.toContain('name="answer.7.__variant"');
    expect(more.body).toMatch(/<option value="defend" data-k="1" selected>/);

    const refused = await app.inject({
      method: 'POST',
      url: khorne,
      ...form({
        intent: 'save',
        turn: '1',
        ...orderFields(0, 'invade', { planet: 'agripinaa', count: '9' }),
        ...orderFields(1, 'defend', { planet: 'vraks', count: '1' }),
      }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Your orders were NOT saved');
    // The numbers, not a vague refusal (issue 19), beside the field to change; the list at the top links to the order.
    expect(refused.body).toMatch(
      /id="answer-0-__invade-count"[^>]*aria-invalid="true">\s*<p class="field-error" id="answer-0-__invade-count-error">This order costs 9 actions and you have 3 left/,
    );
    expect(refused.body).toContain('<a href="#answer-0-row">Order 1: This order costs 9 actions');
    expect(refused.body).toMatch(/id="answer-1-status"[^>]*><span class="row-note">Cost: 1 action.<\/span>/); // the legal second order
    const none = await app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.players[0]!.token) });
    expect(none.json()).toMatchObject({ version: 0, orders: [] });

    const checked = await app.inject({
      method: 'POST',
      url: khorne,
      ...form({ intent: 'check', turn: '1', ...orderFields(0, 'invade', { planet: 'agripinaa', count: '2' }) }),
    });
    expect(checked.body).toContain('They are NOT saved yet');
    expect(checked.body).toContain('Actions — available: 3 · used: 2 · left: 1');

    const saved = await app.inject({
      method: 'POST',
      url: khorne,
      ...form({
        intent: 'save',
        turn: '1',
        ...orderFields(0, 'invade', { planet: 'agripinaa', count: '2' }),
        ...orderFields(1, ''),
        ...orderFields(2, 'defend', { planet: 'vraks', count: '1' }),
      }),
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${khorne}?saved=1&lang=en`);
    const api = await app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.players[0]!.token) });
    expect(api.json()).toMatchObject({
      version: 1,
      orders: [
        { type: 'invade', planet: 'agripinaa', count: 2 },
        { type: 'defend', planet: 'vraks', count: 1 },
      ],
    });

    const page = await app.inject({ url: saved.headers.location! });
    expect(page.body).toContain('Orders saved (version 1).');
    expect(page.body).toMatch(/<option value="agripinaa" selected>/);
    expect(page.body).toContain('Actions — available: 3 · used: 3 · left: 0');
  });

  it('an alliance with a kill order is saved through the form as the API stores it, and shown again selected', async () => {
    const { app } = t;
    const game = await seedGame(app, [PLAYERS.khorne, PLAYERS.nurgle], LOC);
    const [khorne, nurgle] = [game.players[0]!, game.players[1]!];
    const page = `/play/${khorne.token}`;
    const saved = await app.inject({
      method: 'POST',
      url: page,
      ...form({
        intent: 'save',
        turn: '1',
        ...orderFields(0, 'invade', {
          planet: 'agripinaa',
          count: '1',
          'alliance.members': [khorne.id, nurgle.id],
          'alliance.beneficiary': khorne.id,
          'alliance.killOrder.0': nurgle.id,
          'alliance.killOrder.1': khorne.id,
          'alliance.killOrder.2': '',
        }),
      }),
    });
    expect(saved.statusCode).toBe(303);
    const api = await app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: auth(khorne.token) });
    const alliance = { members: [khorne.id, nurgle.id], beneficiary: khorne.id, killOrder: [nurgle.id, khorne.id] };
    expect(api.json()).toMatchObject({ version: 1, orders: [{ type: 'invade', planet: 'agripinaa', count: 1, alliance }] });

    const shown = (await app.inject({ url: page })).body;
    expect(shown).toMatch(/<details class="form-group folded" id="answer-0-__invade-alliance" open>/); // the alliance shown unfolded
    const chosen = [
      ...shown.matchAll(
        /<select id="answer-0-__invade-alliance-killOrder-\d+" name="answer\.0\.__invade\.alliance\.killOrder\.\d+"[^>]*>([\s\S]*?)<\/select>/g,
      ),
    ].map((m) => /<option value="([^"]*)" selected>/.exec(m[1]!)?.[1] ?? '');
    expect(chosen).toEqual([nurgle.id, khorne.id, '']); // in order, and a spare position

    // Without the player among the members, the refusal says so beside the members.
    const refused = await app.inject({
      method: 'POST',
      url: page,
      ...form({
        intent: 'save',
        turn: '1',
        ...orderFields(0, 'invade', { planet: 'agripinaa', 'alliance.members': [nurgle.id], 'alliance.beneficiary': nurgle.id }),
      }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatch(
      /<fieldset class="field checkboxes" id="answer-0-__invade-alliance-members" aria-invalid="true">[\s\S]*?<p class="field-error"[^>]*>An alliance must include you and its beneficiary among its members\.<\/p>/,
    );
  });

  it('the check endpoints validate without saving (form fields for the page script, JSON orders for the API)', async () => {
    const { app } = t;
    const game = await seedGame(app, [PLAYERS.khorne, PLAYERS.nurgle], { ...LOC, language: 'es' });
    const token = game.players[0]!.token;
    const page = await app.inject({
      method: 'POST',
      url: `/play/${token}/check?lang=en`,
      ...form({ ...orderFields(0, 'invade', { planet: 'agripinaa', count: '1' }), ...orderFields(1, ''), ...orderFields(3, 'invade', { planet: 'vraks' }) }),
    });
    expect(page.statusCode).toBe(200);
    // Every path names the field as drawn in the posted form: the second order is row 3 (row 1 was left empty).
    expect(page.json()).toEqual({
      errors: [{ path: '[3].planet', message: 'You cannot invade a planet you control.' }],
      notes: [{ path: '[0]', message: 'Cost: 1 action.' }],
      lines: ['Actions — available: 3 · used: 1 · left: 2'],
    });

    const api = await app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/turns/1/orders/check`,
      headers: auth(token),
      payload: { orders: [{ type: 'invade', planet: 'vraks', count: 1 }] },
    });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({
      ok: false,
      errors: [{ index: 0, reason: 'own_planet', message: 'No puedes invadir un planeta que controlas.' }],
      costs: [null],
    });
    const gmTry = await app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/orders/check`, headers: auth(game.gmToken), payload: { orders: [] } });
    expect(gmTry.statusCode).toBe(403);
    const stored = await app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: auth(token) });
    expect(stored.json()).toMatchObject({ version: 0 });
  });

  it("secrecy: a player's page and the GM console never show another player's orders", async () => {
    const { app } = t;
    const game = await seedGame(app, [PLAYERS.khorne, PLAYERS.nurgle, PLAYERS.tzeentch], LOC);
    const [khorne, nurgle, tzeentch] = game.players as [{ id: string; token: string }, { id: string; token: string }, { id: string; token: string }];
    const nurglePageBefore = (await app.inject({ url: `/play/${nurgle.token}` })).body;
    const tzeentchPageBefore = (await app.inject({ url: `/play/${tzeentch.token}` })).body;
    const consoleBefore = (await app.inject({ url: `/gm/${game.gmToken}` })).body;

    // Khorne invades Cadia in alliance with Tzeentch (beneficiary Tzeentch, warlord Khorne).
    const saved = await app.inject({
      method: 'POST',
      url: `/play/${khorne.token}`,
      ...form({
        intent: 'save',
        turn: '1',
        ...orderFields(0, 'invade', {
          planet: 'cadia',
          count: '1',
          'alliance.members': [khorne.id, tzeentch.id],
          'alliance.beneficiary': tzeentch.id,
          'alliance.warlord': khorne.id,
        }),
      }),
    });
    expect(saved.statusCode).toBe(303);

    const nurglePage = (await app.inject({ url: `/play/${nurgle.token}` })).body;
    expect(nurglePage).toBe(nurglePageBefore); // nothing on B's page depends on A's orders
    expect(nurglePage).not.toContain('value="cadia"');
    const tzeentchPage = (await app.inject({ url: `/play/${tzeentch.token}` })).body;
    expect(tzeentchPage).toBe(tzeentchPageBefore); // the named ally sees no terms either
    expect(tzeentchPage).not.toMatch(/<option value="invade" data-k="0" selected>/);
    expect(tzeentchPage).toContain('<option value="invade" data-k="0">'); // (the order type is there, unchosen)

    // The console lists who has sent orders, never what (the map in its setup editor names every planet).
    const consoleAfter = (await app.inject({ url: `/gm/${game.gmToken}` })).body;
    expect(consoleAfter).not.toContain('invade');
    expect(consoleAfter.match(/data-submitted="yes"/g)).toHaveLength(1);
    expect(consoleAfter.replace(/data-submitted="(yes|no)"[^<]*<span class="badge[^"]*">[^<]+/g, '')).toBe(
      consoleBefore.replace(/data-submitted="(yes|no)"[^<]*<span class="badge[^"]*">[^<]+/g, ''),
    );
  });

  it('a sheet posted from a stale page after the turn was resolved is refused in the page language', async () => {
    const { app } = t;
    const game = await seedGame(app, [PLAYERS.khorne], { ...LOC, language: 'es' });
    const gm = `/gm/${game.gmToken}`;
    const resolved = await app.inject({ method: 'POST', url: `${gm}/resolve`, ...form({ turn: '1' }) });
    expect(resolved.statusCode).toBe(303);
    const stale = await app.inject({
      method: 'POST',
      url: `/play/${game.players[0]!.token}`,
      ...form({ intent: 'save', turn: '1', ...orderFields(0, 'defend', { planet: 'vraks' }) }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('Este turno ya se ha resuelto.');
    expect(stale.body).toContain('Volver a la página');
    const twice = await app.inject({ method: 'POST', url: `${gm}/resolve`, ...form({ turn: '1' }) });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('No se ha podido hacer: Este turno ya se ha resuelto.');
    const console = (await app.inject({ url: gm })).body;
    // Each link carries the turn's published version (docs/server.md "Published artifacts").
    const formats = [...console.matchAll(/href="(\/api\/games\/[^"]+\/turns\/1\/report\.(html|bbcode|md)\?v=[0-9a-f]{16})"/g)].map((m) => m[1]!);
    expect(formats).toHaveLength(3);
    for (const url of formats) expect((await app.inject({ url })).statusCode, url).toBe(200);
    const page = await app.inject({ url: `/play/${game.players[0]!.token}` });
    expect(page.body).toContain('Tus órdenes del turno 2');
    expect(page.body).toMatch(new RegExp(`href="/games/${game.id}/turns/1\\?v=[0-9a-f]{16}"`));
  });

  it('unknown links get a 404 page; a GM token is not a player link; assets are served, others are not', async () => {
    const { app } = t;
    const game = await seedGame(app, [PLAYERS.khorne], LOC);
    for (const url of ['/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', `/play/${game.gmToken}`, '/play/%3Cscript%3E', '/gm/nope']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).not.toContain('<script>');
    }
    const css = await app.inject({ url: '/assets/web.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect((await app.inject({ url: '/assets/player.js' })).headers['content-type']).toContain('javascript');
    expect((await app.inject({ url: '/assets/schema-form.js' })).headers['content-type']).toContain('javascript');
    expect((await app.inject({ url: '/assets/..%2Fhtml.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/rulesets/x/y.js' })).statusCode).toBe(404);
    const posted = await app.inject({
      method: 'POST',
      url: `/play/${game.players[0]!.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer.0.__variant=%ZZ&&&',
    });
    expect(posted.statusCode).toBeLessThan(500);
  });
});
