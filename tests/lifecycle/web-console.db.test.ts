import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../helpers/test-app.ts';
import { createGame, expectOk, gameView, putOrders, startLifecycleApp, type LifecycleApp } from './lifecycle-app.ts';

describe('GM console and player page: lifecycle forms without JavaScript (PGlite)', () => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp('pglite', { start: '2027-02-01T10:00:00Z' });
  });
  afterAll(async () => t?.close());

  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('pause, deadline, resume, settings, correction, resolve, revert and replace through the console', async () => {
    const game = await createGame(t.app);
    const gm = `/gm/${game.gmToken}`;
    const console1 = await page(`${gm}?lang=en`);
    for (const text of ['Pause the game', 'Player status', 'Game settings', 'Audit log', 'Game master corrections']) expect(console1).toContain(text);

    const paused = await form(`${gm}/pause?lang=en`, {});
    expect(paused.statusCode).toBe(303);
    expect(paused.headers.location).toContain('notice=paused');
    const pausedPage = await page(paused.headers.location as string);
    expect(pausedPage).toContain('Resume the game');
    expect(pausedPage).toContain('Paused since');
    expect((await form(`${gm}/deadline?lang=en`, { extendHours: '5' })).statusCode).toBe(303);
    expect((await form(`${gm}/resume?lang=en`, {})).statusCode).toBe(303);
    expect((await gameView(t.app, game.id)).status).toBe('running');
    expect((await gameView(t.app, game.id)).deadline).toBe('2027-02-01T15:00:00.000Z'); // no deadline before: now + 5 h

    const settings = {
      policy: 'weekly',
      weekday: '7',
      time: '21:00',
      timeZone: 'Europe/Madrid',
      nmr: 'extend',
      nmrHours: '12',
      civilDisorderAfter: '2',
      readyEarly: '1',
      webhookUrl: 'https://hooks.test/x',
      reminderHours: '6',
    };
    expect((await form(`${gm}/settings?lang=en`, settings)).statusCode).toBe(303);
    const stored = expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken) }));
    expect(stored).toEqual({
      timeZone: 'Europe/Madrid',
      deadlinePolicy: { kind: 'weekly', weekday: 7, time: '21:00', timeZone: 'Europe/Madrid' },
      nmrPolicy: { kind: 'extend', hours: 12, civilDisorderAfter: 2 },
      readyEarly: true,
      notify: { webhookUrl: 'https://hooks.test/x', reminderHours: 6 },
    });
    const badZone = await form(`${gm}/settings?lang=en`, { ...settings, timeZone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.body).toContain('unknown IANA time zone');

    const corrected = await form(`${gm}/adjustments?lang=en`, {
      'correction.__variant': 'set_control',
      'correction.__set_control.site': 'granite',
      'correction.__set_control.player': game.players[0]!.id,
      reason: 'Console correction',
    });
    expect(corrected.statusCode, corrected.body.match(/class="(error[^"]*|problems)"[^]{0,400}/g)?.join(' ')).toBe(303);
    const pending = await page(`${gm}?lang=en`);
    expect(pending).toContain('Console correction');
    // Issue 37: the pending correction in words (the form's labels for a ruleset without its own), never its JSON.
    expect(pending).toMatch(/<li>Change a site&#39;s owner \(site: Granite, new owner: [^<]+\) — <i>Console correction<\/i><\/li>/);
    expect(pending).not.toContain('&quot;site&quot;');
    const noReason = await form(`${gm}/adjustments?lang=en`, {
      'correction.__variant': 'set_control',
      'correction.__set_control.site': 'granite',
      'correction.__set_control.player': '',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);

    expect((await form(`${gm}/resolve?lang=en`, { turn: '1' })).statusCode).toBe(303);
    const reverted = await form(`${gm}/revert?lang=en`, { turn: '1' });
    expect(reverted.headers.location).toContain('notice=reverted');
    expect((await gameView(t.app, game.id)).turns.map((turn: { status: string }) => turn.status)).toEqual(['open']);
    const audit = await page(`${gm}?lang=en`);
    for (const action of ['pause', 'change_deadline', 'resume', 'settings', 'adjustment', 'resolve_turn', 'revert'])
      expect(audit).toContain(`data-action="${action}"`);
    // In words, with the ruleset's names for the correction and its values (issue 19); the webhook's URL never shows.
    const log = audit.slice(audit.indexOf('id="lifecycle-audit"'));
    expect(log).toContain('The GM recorded a correction for turn 1: Change a site&#39;s owner (site: Granite, new owner: ');
    expect(log).toContain('Reason: “Console correction”');
    expect(log).toContain('webhook: set; reminders 6 h before the deadline: on');
    expect(log).not.toContain('hooks.test');

    const posted = await form(`${gm}/players/${game.players[1]!.id}/replace?lang=en`, {});
    expect(posted.statusCode).toBe(303);
    const replaced = await t.app.inject({ url: posted.headers.location as string });
    const link = /id="invite-link" readonly value="[^"]*\/play\/([A-Za-z0-9_-]+)"/.exec(replaced.body);
    expect(link).not.toBeNull();
    expect((await putOrders(t.app, game, 1, 1, [])).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/play/${link![1]}` })).statusCode).toBe(200);
  });

  it('the player toggles ready on the order page; saving orders clears it', async () => {
    const game = await createGame(t.app);
    const play = `/play/${game.players[0]!.token}`;
    expect(await page(`${play}?lang=en`)).toContain('Mark my orders ready');
    const marked = await form(`${play}/ready?lang=en`, { turn: '1', ready: '1' });
    expect(marked.statusCode).toBe(303);
    const readyPage = await page(marked.headers.location as string);
    expect(readyPage).toContain('data-ready="yes"');
    expect(readyPage).toContain('Not ready yet');
    expect((await gameView(t.app, game.id)).players[0].ready).toBe(true);
    expectOk(await putOrders(t.app, game, 0, 1, [{ type: 'guard', site: 'amber', count: 1 }]));
    expect(await page(`${play}?lang=en`)).toContain('data-ready="no"');
    expect((await form(`${play}/ready?lang=en`, { turn: '9', ready: '1' })).statusCode).toBe(409);
  });
});
