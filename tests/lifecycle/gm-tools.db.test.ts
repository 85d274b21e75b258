import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, SEATS } from '../helpers/test-app.ts';
import { createGame, expectOk, gameView, gmPost, putOrders, startLifecycleApp, type Game, type LifecycleApp } from './lifecycle-app.ts';

const ANA = [
  { type: 'raid', site: 'granite', count: 2 },
  { type: 'guard', site: 'amber', count: 1 },
];
const BRUNO = [{ type: 'guard', site: 'cobalt', count: 1 }];

describe('GM tools, ready flag, revert (injected clock, PGlite)', () => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp('pglite', { start: '2027-03-01T12:00:00Z' });
  });
  afterAll(async () => t?.close());

  const ready = (game: Game, player: number, turn: number, value: boolean) =>
    t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/${turn}/ready`, headers: auth(game.players[player]!.token), payload: { ready: value } });
  const readyFlags = async (game: Game) => (await gameView(t.app, game.id)).players.map((p: { ready: boolean }) => p.ready);
  const resolution = (game: Game, turn: number) =>
    t.prisma.resolution.findFirst({
      where: { turn: { gameId: game.id, number: turn } },
      select: { seed: true, outcome: true, nextState: true, stateBefore: true, orders: true, adjustments: true },
    });

  it('ready early: resolves as soon as every active player is ready; saving orders un-readies; GET game shows booleans only', async () => {
    const game = await createGame(t.app, { settings: { readyEarly: true } });
    expectOk(await putOrders(t.app, game, 0, 1, ANA));
    expect(expectOk(await ready(game, 0, 1, true))).toEqual({ turn: 1, version: 2, ready: true, resolved: false });
    expect(await readyFlags(game)).toEqual([true, false]);
    expectOk(await putOrders(t.app, game, 0, 1, ANA)); // a change of orders (even the same ones): a new, un-ready version
    expect(await readyFlags(game)).toEqual([false, false]);
    expect(expectOk(await ready(game, 0, 1, true)).resolved).toBe(false);
    const view = await gameView(t.app, game.id);
    expect(JSON.stringify(view)).not.toContain('raid'); // secrecy: flags, never orders

    const last = expectOk(await ready(game, 1, 1, true)); // no orders at all: ready with an empty sheet
    expect(last).toMatchObject({ version: 1, ready: true, resolved: true });
    expect((await gameView(t.app, game.id)).turn).toBe(2);
    expect((await resolution(game, 1))?.orders).toEqual({ [game.players[0]!.id]: ANA, [game.players[1]!.id]: [] });
    const audit = await t.prisma.auditLog.findFirst({ where: { gameId: game.id, action: 'resolve_turn' }, select: { actor: true, details: true } });
    expect(audit).toMatchObject({ actor: 'system', details: { trigger: 'ready_early' } });
    expect((await ready(game, 0, 1, true)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/2/ready`, headers: auth(game.gmToken), payload: { ready: true } })).statusCode,
    ).toBe(403);
  });

  it('resolved only at the deadline and without ready-early, everybody ready changes nothing', async () => {
    const game = await createGame(t.app, { resolveWhen: 'deadline' });
    expect(expectOk(await ready(game, 0, 1, true)).resolved).toBe(false);
    expect(expectOk(await ready(game, 1, 1, true)).resolved).toBe(false);
    expect((await gameView(t.app, game.id)).turnStatus).toBe('open');
  });

  it('"as soon as the players asked have answered" (the default): orders revisable until the deadline count as answered once everybody is ready (issue 37)', async () => {
    const game = await createGame(t.app);
    expect(expectOk(await putOrders(t.app, game, 0, 1, ANA)).version).toBe(1);
    expect(expectOk(await putOrders(t.app, game, 1, 1, BRUNO)).version).toBe(1);
    expect((await gameView(t.app, game.id)).turnStatus).toBe('open'); // a saved sheet is a draft: still revisable
    expect(expectOk(await ready(game, 0, 1, true)).resolved).toBe(false);
    expect(expectOk(await ready(game, 1, 1, true)).resolved).toBe(true);
    expect((await gameView(t.app, game.id)).turn).toBe(2);
  });

  // Which corrections a game takes is the ruleset's (Lords of Chaos's deeds: tests/rulesets/lords-of-chaos/adjustments.test.ts).
  it('GM corrections: checked, applied before the turn is resolved, listed in its report; a later one undoes an earlier one', async () => {
    const game = await createGame(t.app);
    const [ana, bruno] = game.players;
    const bad = [
      [{ kind: 'award_points', player: 'nobody', points: 3, reason: 'x' }, 422],
      [{ kind: 'award_points', player: ana!.id, points: 3000, reason: 'x' }, 422], // out of the ruleset's bounds
      [{ kind: 'set_control', site: 'atlantis', player: null, reason: 'x' }, 422],
      [{ kind: 'set_control', site: 'granite', player: 'nobody', reason: 'x' }, 422],
      [{ kind: 'set_control', site: 'granite', player: null }, 400], // a reason is required
      [{ kind: 'teleport', reason: 'x' }, 422],
    ] as const;
    for (const [payload, status] of bad) expect((await gmPost(t.app, game, '/adjustments', payload)).statusCode, JSON.stringify(payload)).toBe(status);

    expectOk(await gmPost(t.app, game, '/adjustments', { kind: 'award_points', player: ana!.id, points: 3, reason: 'Missed claim in turn 0' }), 201);
    expectOk(await gmPost(t.app, game, '/adjustments', { kind: 'set_control', site: 'basalt', player: bruno!.id, reason: 'Forum post #12 was misread' }), 201);
    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));

    const first = await resolution(game, 1);
    const before = first!.stateBefore as { scores: Record<string, number>; control: Record<string, string> };
    expect(before.scores[ana!.id]).toBe(3);
    expect(before.control.basalt).toBe(bruno!.id);
    expect((first!.nextState as { control: Record<string, string> }).control.basalt).toBe(bruno!.id);
    expect(first!.adjustments).toMatchObject([
      { kind: 'award_points', player: ana!.id, points: 3, reason: 'Missed claim in turn 0' },
      { kind: 'set_control', site: 'basalt', player: bruno!.id, reason: 'Forum post #12 was misread' },
    ]);
    const markdown = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report?format=markdown` })).body;
    expect(markdown).toContain('Game master corrections');
    expect(markdown).toContain('Forum post #12 was misread');
    expect(markdown).toContain('Award points (player: Amber Hawks, points: 3). Reason: Missed claim in turn 0');
    const json = expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report?format=json` }));
    expect(json.corrections).toHaveLength(2);

    expectOk(await gmPost(t.app, game, '/adjustments', { kind: 'award_points', player: ana!.id, points: -3, reason: 'Claim was not valid after all' }), 201);
    expectOk(await gmPost(t.app, game, '/turns/2/resolve'));
    const second = (await resolution(game, 2))!.stateBefore as { scores: Record<string, number> };
    expect(second.scores[ana!.id]).toBe((first!.nextState as { scores: Record<string, number> }).scores[ana!.id]! - 3);
    const es = (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/2/report?format=markdown&lang=es` })).body;
    expect(es).toContain('Correcciones del máster');
  });

  it('revert rewinds missed turns and civil disorder to before turn n; re-resolving sets the same flags again', async () => {
    const game = await createGame(t.app, { settings: { nmrPolicy: { kind: 'none', civilDisorderAfter: 2 } } });
    const flags = async () =>
      (await t.prisma.player.findMany({ where: { gameId: game.id }, select: { id: true, missedTurns: true, status: true } }))
        .sort((a, b) => game.players.findIndex((p) => p.id === a.id) - game.players.findIndex((p) => p.id === b.id))
        .map((p) => [p.missedTurns, p.status]);
    // Bruno misses turns 1 and 2 (civil disorder at K = 2); Ana misses turn 2 only.
    expectOk(await putOrders(t.app, game, 0, 1, ANA));
    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));
    const afterTurn1 = await flags();
    expect(afterTurn1).toEqual([
      [0, 'active'],
      [1, 'active'],
    ]);
    expectOk(await gmPost(t.app, game, '/turns/2/resolve'));
    const afterTurn2 = await flags();
    expect(afterTurn2).toEqual([
      [1, 'active'],
      [2, 'civil_disorder'],
    ]);

    expectOk(await gmPost(t.app, game, '/revert', { turn: 2 }));
    expect(await flags()).toEqual(afterTurn1);
    expectOk(await gmPost(t.app, game, '/turns/2/resolve'));
    expect(await flags()).toEqual(afterTurn2);

    expectOk(await gmPost(t.app, game, '/revert', { turn: 1 }));
    expect(await flags()).toEqual([
      [0, 'active'],
      [0, 'active'],
    ]);
    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));
    expect(await flags()).toEqual(afterTurn1);
  });

  it('revert to turn n: later turns archived, turn n reopens with its sheets and a new seed (never the revealed one)', async () => {
    const game = await createGame(t.app);
    expectOk(await putOrders(t.app, game, 0, 1, ANA));
    expectOk(await putOrders(t.app, game, 1, 1, BRUNO));
    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));
    expectOk(await putOrders(t.app, game, 0, 2, [{ type: 'guard', site: 'amber', count: 1 }]));
    expectOk(await gmPost(t.app, game, '/turns/2/resolve'));
    const original = await resolution(game, 1);
    const hashBefore = (await gameView(t.app, game.id)).turns[0].seedHash;

    expect((await gmPost(t.app, game, '/revert', { turn: 3 })).statusCode).toBe(409); // turn 3 is open: nothing to undo
    const reverted = expectOk(await gmPost(t.app, game, '/revert', { turn: 1 }));
    expect(reverted).toMatchObject({ turn: 1, archivedTurns: [1, 2, 3] });
    expect(reverted.seedHash).not.toBe(hashBefore);
    const archived = await t.prisma.archivedTurn.findMany({
      where: { gameId: game.id },
      select: { number: true, revertId: true, data: true },
      orderBy: { number: 'asc' },
    });
    expect(archived.map((row) => row.number)).toEqual([1, 2, 3]);
    expect(new Set(archived.map((row) => row.revertId))).toEqual(new Set([reverted.revertId]));
    expect((archived[0]!.data as { resolution: { outcome: unknown } }).resolution.outcome).toEqual(original!.outcome);

    const view = await gameView(t.app, game.id);
    expect(view.turns.map((turn: { number: number; status: string; seed: string | null }) => [turn.number, turn.status, turn.seed])).toEqual([
      [1, 'open', null],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/report?format=json` })).statusCode).toBe(410); // withdrawn by the revert, not "never existed"
    expect(expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.players[0]!.token) }))).toMatchObject({
      orders: ANA,
    });
    expect((await putOrders(t.app, game, 0, 2, [])).statusCode).toBe(409);

    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));
    const again = await resolution(game, 1);
    expect(again!.seed).not.toBe(original!.seed);

    const fresh = expectOk(await gmPost(t.app, game, '/revert', { turn: 1, newSeed: false })); // newSeed changes nothing
    expect(fresh.seedHash).not.toBe(hashBefore);
    expect(fresh.seedHash).not.toBe(reverted.seedHash);
    expect(await t.prisma.archivedTurn.count({ where: { gameId: game.id } })).toBe(5);
  });

  it('every GM tool is in the audit log (who, when, what); the log and settings are GM-only', async () => {
    const game = await createGame(t.app, { players: [SEATS.ana, SEATS.bruno] });
    const calls: [string, string, unknown?][] = [
      [
        'PATCH',
        '/settings',
        {
          readyEarly: false,
          nmrPolicy: { kind: 'none', civilDisorderAfter: 3 },
          notify: { webhookUrl: 'https://discord.test/api/webhooks/1/secret', reminderHours: 6 },
        },
      ],
      ['POST', '/pause'],
      ['POST', '/deadline', { extendHours: 2 }],
      ['POST', '/resume'],
      ['POST', '/adjustments', { kind: 'set_control', site: 'granite', player: game.players[0]!.id, reason: 'audit test' }],
      ['POST', '/turns/1/resolve'],
      ['POST', '/revert', { turn: 1 }],
      ['POST', `/players/${game.players[1]!.id}/replace`, {}],
    ];
    for (const [method, path, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'POST',
        url: `/api/games/${game.id}${path}`,
        headers: auth(game.gmToken),
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
    }
    const audit = expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/audit`, headers: auth(game.gmToken) }));
    const gmActions = audit.entries.filter((e: { actor: string }) => e.actor === 'gm').map((e: { action: string }) => e.action);
    expect(gmActions).toEqual([
      'create_game',
      'add_player',
      'add_player',
      'start_game',
      'settings',
      'pause',
      'change_deadline',
      'resume',
      'adjustment',
      'resolve_turn',
      'revert',
      'replace_player',
    ]);
    for (const entry of audit.entries) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    expect(JSON.stringify(audit)).not.toContain('secret'); // the webhook URL's secret stays out of the log
    expect(audit.entries.find((e: { action: string }) => e.action === 'adjustment').details).toMatchObject({
      kind: 'set_control',
      site: 'granite',
      reason: 'audit test',
    });

    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/audit`, headers: auth(game.players[0]!.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/audit` })).statusCode).toBe(401);
    const settings = expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken) }));
    expect(settings).toMatchObject({
      readyEarly: false,
      nmrPolicy: { kind: 'none', civilDisorderAfter: 3 },
      notify: { reminderHours: 6 },
      deadlinePolicy: null,
    });
    const invalid = [
      { deadlinePolicy: { kind: 'weekly', weekday: 7, time: '21:00', timeZone: 'Mars/Olympus' } },
      { deadlinePolicy: { kind: 'weekly', weekday: 8, time: '21:00', timeZone: 'Europe/Madrid' } },
      { nmrPolicy: { kind: 'extend' } },
      { notify: { webhookUrl: 'ftp://example.com' } },
      { unknown: true },
    ];
    for (const payload of invalid) {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
