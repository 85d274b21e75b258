import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSetup } from '../../src/engine/rulesets/siege-of-the-citadel/data/defaults.ts';
import { auth } from '../helpers/test-app.ts';
import { expectOk, startLifecycleApp, type LifecycleApp } from '../lifecycle/lifecycle-app.ts';
import { startHttpReceiver, type HttpReceiver } from '../lifecycle/receivers.ts';

/**
 * Issue 34: "A secret optional answer (a Siege card played) flips the public `submitted` flag while a required
 * decision is still open — public flags count only what the public may know." In Siege of the Citadel, while one
 * corporation's turn (a required answer) is open, every other group holding a Doomtrooper card may play it (a
 * secret, optional answer). Whether it did is the secret until the step is resolved: the public game JSON, the
 * public page, the position for the public and for other players, and the reminder posted to the forum's webhook
 * show nothing of it; the GM and the card's owner see it.
 */

interface Seat {
  id: string;
  token: string;
  name: string;
}
interface SiegeGame {
  id: string;
  gmToken: string;
  seats: Seat[];
}

const SEATS = [
  { name: 'Lena', data: { role: 'legion', corporation: null } },
  { name: 'Bohdan', data: { role: 'corporation', corporation: 'bauhaus' } },
  { name: 'Mirela', data: { role: 'corporation', corporation: 'mishima' } },
];

describe('public flags count only answers the public may know exist (Siege of the Citadel, PGlite)', () => {
  let t: LifecycleApp;
  let hook: HttpReceiver;
  beforeAll(async () => {
    hook = await startHttpReceiver();
    t = await startLifecycleApp('pglite', { start: '2027-05-03T08:00:00Z', env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await hook?.close();
  });

  /** A short Siege game (no credit purchase, no draft: the first round opens at once), started with `settings`. */
  async function siege(settings: Record<string, unknown>, resolveWhen?: 'deadline'): Promise<SiegeGame> {
    const setup = defaultSetup();
    setup.options.creditPurchase = false;
    setup.data.equipment = [];
    const created = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { name: 'Siege', ruleset: 'siege-of-the-citadel', language: 'en', setup, ...(resolveWhen ? { resolveWhen } : {}) },
      }),
      201,
    );
    const seats: Seat[] = [];
    for (const seat of SEATS)
      seats.push({
        ...expectOk(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: seat }), 201),
        name: seat.name,
      });
    expectOk(await t.app.inject({ method: 'PATCH', url: `/api/games/${created.id}/settings`, headers: auth(created.gmToken), payload: settings }));
    expectOk(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) }));
    return { id: created.id, gmToken: created.gmToken, seats };
  }

  async function position(game: SiegeGame, token?: string) {
    return expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/position`, ...(token ? { headers: auth(token) } : {}) })) as {
      asked: { player: string; kind: string; required: boolean }[];
      players: { id: string; submitted: boolean; ready: boolean }[];
      request: { choices: Record<string, { value: string | number }[]> } | null;
    };
  }

  /**
   * Who is asked what: the seat whose turn it is (a required answer: a corporation or the Legion, as the hidden
   * tile order drew it) and a group that may play a card meanwhile (optional and secret).
   */
  async function roles(game: SiegeGame): Promise<{ active: Seat; holder: Seat; activeKind: string }> {
    const asked = (await position(game, game.gmToken)).asked;
    const required = asked.filter((a) => a.required);
    const optional = asked.filter((a) => !a.required);
    expect(required).toHaveLength(1);
    expect(optional.length).toBeGreaterThan(0);
    expect(optional.every((a) => a.kind === 'play-card')).toBe(true);
    const seat = (id: string) => game.seats.find((s) => s.id === id)!;
    return { active: seat(required[0]!.player), holder: seat(optional[0]!.player), activeKind: required[0]!.kind };
  }

  /** The required answer that does least: end the turn, or the first face-down section, or the default placements. */
  async function answerRequired(game: SiegeGame, active: Seat, kind: string): Promise<void> {
    const choices = (await position(game, active.token)).request!.choices;
    const answer = kind === 'reveal-card' ? { kind, section: choices.section![0]!.value } : kind === 'place-monsters' ? { kind } : { kind, endTurn: true };
    expectOk(await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(active.token), payload: { orders: answer } }));
  }

  /** The holder plays a card from their hand (the first one the rules accept as written). */
  async function playCard(game: SiegeGame, holder: Seat): Promise<void> {
    const choices = (await position(game, holder.token)).request!.choices;
    for (const card of choices.card!) {
      for (const effect of [1, 2]) {
        for (const target of [undefined, ...(choices.target ?? []).map((c) => c.value)]) {
          const answer = { kind: 'play-card', card: card.value, effect, ...(target === undefined ? {} : { target }) };
          const sent = await t.app.inject({
            method: 'PUT',
            url: `/api/games/${game.id}/turns/1/orders`,
            headers: auth(holder.token),
            payload: { orders: answer },
          });
          if (sent.statusCode === 200) return;
        }
      }
    }
    throw new Error('no card of the hand could be played');
  }

  const publicViews = async (game: SiegeGame) => ({
    json: (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).body,
    position: (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/position` })).body,
    page: (await t.app.inject({ method: 'GET', url: `/games/${game.id}?lang=en` })).body,
  });

  it('a card played (and its ready flag) shows in no public view and to no other player; the GM and its owner see it', async () => {
    const game = await siege({ deadlinePolicy: { kind: 'duration', hours: 24 } });
    const { active, holder } = await roles(game);
    const before = await publicViews(game);
    expect(before.page).toContain('data-sent="no"');

    await playCard(game, holder);
    expectOk(await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/ready`, headers: auth(holder.token), payload: { ready: true } }));

    // The public gets the very same bytes as before the card was played.
    const after = await publicViews(game);
    expect(after.json).toBe(before.json);
    expect(after.position).toBe(before.position);
    expect(after.page).toBe(before.page);
    const game_ = JSON.parse(after.json) as { players: { id: string; submitted: boolean; ready: boolean }[] };
    expect(game_.players.find((p) => p.id === holder.id)).toMatchObject({ submitted: false, ready: false });

    const flagsOf = async (token: string) => (await position(game, token)).players.find((p) => p.id === holder.id);
    for (const other of game.seats.filter((s) => s.id !== holder.id))
      expect(await flagsOf(other.token), other.name).toMatchObject({ submitted: false, ready: false });
    expect(await flagsOf(holder.token)).toMatchObject({ submitted: true, ready: true });
    expect(await flagsOf(game.gmToken)).toMatchObject({ submitted: true, ready: true });

    // The required answer still shows as it did: the public knows the step waits for it.
    expectOk(await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/ready`, headers: auth(active.token), payload: { ready: true } }));
    const waiting = JSON.parse((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).body) as {
      players: { id: string; submitted: boolean; ready: boolean }[];
    };
    expect(waiting.players.find((p) => p.id === active.id)).toMatchObject({ submitted: true, ready: true });
  });

  it('the reminder posted to the webhook names only the seats the step waits for, never a card holder', async () => {
    const game = await siege({ deadlinePolicy: { kind: 'duration', hours: 24 }, notify: { webhookUrl: hook.url, reminderHours: 6 } });
    const { active } = await roles(game);
    await t.app.scheduler.tick(t.clock.now()); // turn opened
    const before = hook.bodies.length;
    const reminder = await t.app.scheduler.tick(t.clock.advanceHours(18));
    expect(reminder.reminded).toBeGreaterThan(0);
    const posted = hook.bodies
      .slice(before)
      .map((body) => body.content)
      .join('\n');
    expect(posted).toContain(`Orders still missing from: ${active.name}.`);
    for (const seat of game.seats.filter((s) => s.id !== active.id)) expect(posted).not.toContain(seat.name);
  });

  it('a card not played does not extend the deadline (an extension would tell everybody)', async () => {
    const game = await siege({ deadlinePolicy: { kind: 'duration', hours: 24 }, nmrPolicy: { kind: 'extend', hours: 12 } }, 'deadline');
    const { active, activeKind } = await roles(game);
    await answerRequired(game, active, activeKind);
    const tick = await t.app.scheduler.tick(t.clock.advanceHours(25));
    expect(tick.resolved).toContain(1);
    const view = expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })) as { turns: { number: number; status: string }[] };
    expect(view.turns[0]).toMatchObject({ number: 1, status: 'resolved' });
  });
});
