import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/services/create-game.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** A urlencoded form post, as a browser without JavaScript sends it. */
const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: params.toString() };
};

/**
 * Issue 19: players join by themselves through one link the GM posts in the forum. They pick a free seat, get
 * their private link at once (it says "waiting for the GM" until approved), and the GM approves or declines.
 */
describe('joining through the shared invitation link (real app, embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  async function newGame(): Promise<string> {
    const created = await createGame(t.app.db, { name: 'Open table', ruleset: 'the-awakened', language: 'en' });
    return `/gm/${created.gmToken}`;
  }

  async function openLink(gm: string): Promise<string> {
    const opened = await t.app.inject({ method: 'POST', url: `${gm}/invite?lang=en`, ...form({ open: '1' }) });
    expect(opened.statusCode).toBe(303);
    const page = await t.app.inject({ url: `${gm}?lang=en` });
    const link = /id="join-link" value="http:\/\/[^"]+(\/join\/[A-Za-z0-9_-]+)"/.exec(page.body);
    expect(link).not.toBeNull();
    return link![1]!;
  }

  it('ask for a seat, wait, get approved: the private link becomes the player page; a taken colour is not offered', async () => {
    const gm = await newGame();
    const before = await t.app.inject({ url: `${gm}?lang=en` });
    expect(before.body).toContain('Create an invitation link');
    const join = await openLink(gm);

    const page = await t.app.inject({ url: `${join}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Join Open table');
    expect(page.body).toContain('value="red"');

    const asked = await t.app.inject({ method: 'POST', url: `${join}?lang=en`, ...form({ name: 'Ana', 'seat.colour': 'red' }) });
    expect(asked.statusCode).toBe(303);
    const privateLink = asked.headers.location!.split('?')[0]!;
    expect(privateLink).toMatch(/^\/play\/[A-Za-z0-9_-]{40,}$/);
    const waiting = await t.app.inject({ url: `${privateLink}?lang=en` });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body).toContain('data-join-status="pending"');
    expect(waiting.body).toContain('is waiting for the GM');
    // The API does not take a request's token as a player's.
    expect((await t.app.inject({ url: '/api/games', headers: { authorization: `Bearer ${privateLink.slice(6)}` } })).statusCode).not.toBe(200);

    // Red is asked for: the next visitor is not offered it, and cannot take it by posting it anyway.
    const second = await t.app.inject({ url: `${join}?lang=en` });
    expect(second.body).not.toContain('value="red"');
    expect(second.body).toContain('1 request is waiting for the GM.');
    const clash = await t.app.inject({ method: 'POST', url: `${join}?lang=en`, ...form({ name: 'Ben', 'seat.colour': 'red' }) });
    expect(clash.statusCode).toBe(422);
    expect(clash.body).toContain('colour');

    const ben = await t.app.inject({ method: 'POST', url: `${join}?lang=en`, ...form({ name: 'Ben', 'seat.colour': 'blue' }) });
    const benLink = ben.headers.location!.split('?')[0]!;
    const console1 = await t.app.inject({ url: `${gm}?lang=en` });
    expect(console1.body).toContain('2 requests waiting');
    const ids = [...console1.body.matchAll(/name="request" value="([0-9a-f-]{36})"><span><strong>(\w+)<\/strong>/g)].map((m) => ({ id: m[1]!, name: m[2]! }));
    expect(ids.map((r) => r.name)).toEqual(['Ana', 'Ben']);

    const approved = await t.app.inject({ method: 'POST', url: `${gm}/join-requests?lang=en`, ...form({ request: ids[0]!.id, answer: 'approve' }) });
    expect(approved.statusCode).toBe(303);
    const declined = await t.app.inject({ method: 'POST', url: `${gm}/join-requests?lang=en`, ...form({ request: ids[1]!.id, answer: 'decline' }) });
    expect(declined.statusCode).toBe(303);

    const ana = await t.app.inject({ url: `${privateLink}?lang=en` });
    expect(ana.statusCode).toBe(200);
    expect(ana.body).toContain('The game has not started yet.');
    const benPage = await t.app.inject({ url: `${benLink}?lang=en` });
    expect(benPage.body).toContain('data-join-status="declined"');
    const console2 = await t.app.inject({ url: `${gm}?lang=en` });
    expect(console2.body).toContain('<th scope="row">Ana</th>');
    expect(console2.body).toContain('No requests waiting.');
    // Declined: blue is free again.
    expect((await t.app.inject({ url: `${join}?lang=en` })).body).toContain('value="blue"');
    // An answered request cannot be answered twice.
    const twice = await t.app.inject({ method: 'POST', url: `${gm}/join-requests?lang=en`, ...form({ request: ids[0]!.id, answer: 'approve' }) });
    expect(twice.statusCode).toBe(404);
  });

  it('a closed link and a started game take no requests; an unknown code is a 404 page', async () => {
    const gm = await newGame();
    const join = await openLink(gm);
    await t.app.inject({ method: 'POST', url: `${gm}/invite?lang=en`, ...form({ open: '0' }) });
    const closed = await t.app.inject({ url: `${join}?lang=en` });
    expect(closed.statusCode).toBe(404);
    const reopened = await openLink(gm);
    expect(reopened).not.toBe(join); // a closed link stays closed; a new one is made

    for (const name of ['Ana', 'Ben']) await t.app.inject({ method: 'POST', url: `${reopened}?lang=en`, ...form({ name }) });
    const console1 = await t.app.inject({ url: `${gm}?lang=en` });
    for (const m of console1.body.matchAll(/name="request" value="([0-9a-f-]{36})"/g)) {
      await t.app.inject({ method: 'POST', url: `${gm}/join-requests?lang=en`, ...form({ request: m[1]!, answer: 'approve' }) });
    }
    const started = await t.app.inject({ method: 'POST', url: `${gm}/start?lang=en`, ...form({}) });
    expect(started.statusCode).toBe(303);
    const late = await t.app.inject({ url: `${reopened}?lang=en` });
    expect(late.body).toContain('This game no longer takes players');
    const lateAsk = await t.app.inject({ method: 'POST', url: `${reopened}?lang=en`, ...form({ name: 'Cleo' }) });
    expect(lateAsk.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/join/not-a-code' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/join/${'x'.repeat(43)}` })).statusCode).toBe(404);
  });
});
