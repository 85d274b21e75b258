import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../helpers/test-app.ts';
import { expectOk, startLifecycleApp, type LifecycleApp } from './lifecycle-app.ts';
import { startHttpReceiver, startSmtpSink, type HttpReceiver, type SmtpSink } from './receivers.ts';

const PUBLIC_URL = 'https://pbp.turnkeeper.example';
const SEATS = [
  { name: 'Xena', email: 'xena@players.test' },
  { name: 'Otto', email: 'otto@players.test' },
];
const linkIn = (raw: string) => /\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(raw.replace(/=\r\n/g, ''))?.[1];

interface TicTacToe {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
}

/**
 * Issue 32: the API (PUT /api/games/:id/turns/:n/orders) and the player page's form (POST /play/:token) reach
 * one save service, with the app's lifecycle: the same answer in two identical games queues the same
 * notifications, webhook and e-mail, with links on PUBLIC_URL (the resolution it triggers is what notifies).
 */
describe('one save service for the API and the form (tic-tac-toe, PGlite, injected clock)', () => {
  let t: LifecycleApp;
  let smtp: SmtpSink;
  let hook: HttpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startHttpReceiver();
    t = await startLifecycleApp('pglite', {
      start: '2027-09-06T10:00:00Z',
      env: { PUBLIC_URL, WEBHOOK_ALLOW_PRIVATE: '1', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'Turnkeeper <gm@turnkeeper.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hook?.close();
  });

  async function newGame(): Promise<TicTacToe> {
    const created = expectOk(
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Same save', ruleset: 'tic-tac-toe', language: 'en' } }),
      201,
    );
    const players = [];
    for (const seat of SEATS)
      players.push(
        expectOk(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: seat }), 201),
      );
    expectOk(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/games/${created.id}/settings`,
        headers: auth(created.gmToken),
        payload: { notify: { webhookUrl: hook.url, emails: true } },
      }),
    );
    return { id: created.id, gmToken: created.gmToken, players };
  }

  /** The scheduler mails the confirmation links; every address is confirmed (a POST from the link's page). */
  async function confirmEveryAddress(): Promise<number> {
    await t.app.scheduler.tick(t.clock.now());
    const tokens = smtp.messages.map((message) => linkIn(message.raw)).filter((token) => token !== undefined);
    for (const token of tokens) {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/confirm-email/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(confirmed.statusCode).toBe(200);
    }
    return tokens.length;
  }

  /** The game's queued notifications, the game's id written as <game> (the one difference two games may show). */
  async function queued(game: TicTacToe, after: Set<string> = new Set()) {
    const rows = await t.prisma.notification.findMany({
      where: { gameId: game.id },
      select: { id: true, kind: true, channel: true, target: true, payload: true, status: true },
    });
    return rows
      .filter((row) => !after.has(row.id))
      .map(({ id: _id, ...row }) => JSON.parse(JSON.stringify(row).replaceAll(game.id, '<game>')) as typeof row)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  const ids = async (game: TicTacToe) =>
    new Set((await t.prisma.notification.findMany({ where: { gameId: game.id }, select: { id: true } })).map((row) => row.id));

  it('the same move saved through the API and through the form resolves its step and queues the same notifications', async () => {
    const viaApi = await newGame();
    const viaForm = await newGame();
    expect(await confirmEveryAddress()).toBe(4); // two addresses in each game
    for (const game of [viaApi, viaForm]) expectOk(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) }));
    const before = { api: await ids(viaApi), form: await ids(viaForm) };

    // X plays a1: through the API with the bearer token, and through the player page's form (no JavaScript).
    const api = expectOk(
      await t.app.inject({
        method: 'PUT',
        url: `/api/games/${viaApi.id}/turns/1/orders`,
        headers: auth(viaApi.players[0]!.token),
        payload: { orders: { cell: 'a1' } },
      }),
    );
    expect(api).toMatchObject({ turn: 1, version: 1, resolved: true });
    const form = await t.app.inject({
      method: 'POST',
      url: `/play/${viaForm.players[0]!.token}?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'save', turn: '1', 'answer.cell': 'a1' }).toString(),
    });
    expect(form.statusCode, form.body).toBe(303);
    expect(form.headers.location).toContain('resolved=1');

    const afterApi = await queued(viaApi, before.api);
    const afterForm = await queued(viaForm, before.form);
    expect(afterForm).toEqual(afterApi);
    // What both queued: the report (webhook, both confirmed addresses) and the next step (webhook, and O: the
    // player it asks to move).
    expect(afterApi.map((row) => `${row.kind} ${row.channel} ${row.target === hook.url ? 'hook' : row.target}`).sort()).toEqual([
      'report_published email otto@players.test',
      'report_published email xena@players.test',
      'report_published webhook hook',
      'turn_opened email otto@players.test',
      'turn_opened webhook hook',
    ]);
    const links = afterApi.map((row) => (row.payload as { url?: string }).url);
    expect(links.every((url) => url?.startsWith(`${PUBLIC_URL}/games/<game>`))).toBe(true);
  });
});
