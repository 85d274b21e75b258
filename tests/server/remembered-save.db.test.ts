import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSheetsRepository, type AssumedFacts } from '../../src/repositories/order-sheets-repository.ts';
import { hashToken } from '../../src/services/secrets.ts';
import { sheetAccessRepository } from '../../src/repositories/sheet-access-repository.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth } from '../helpers/test-app.ts';
import { createGame, expectOk, gmPost, putOrders, startLifecycleApp, type Game, type LifecycleApp } from '../lifecycle/lifecycle-app.ts';

/**
 * Issue 17: an order save whose facts this process remembers for the token (src/services/sheet-hints.ts) is one
 * statement that re-checks every fact, the token included. A remembered fact that no longer holds must never
 * save a version nor shape the answer: the caller gets what a request read afresh gets.
 */
describe.each(databaseKinds())('saves on remembered facts on %s', (kind) => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp(kind);
  });
  afterAll(async () => t?.close());

  const guardAmber = [{ type: 'guard', site: 'amber', count: 1 }];
  const versions = async (game: Game, turn = 1) =>
    (
      expectOk(await t.app.inject({ url: `/api/games/${game.id}/turns/${turn}/orders`, headers: auth(game.gmToken) })).sheets as {
        player: string;
        version: number;
      }[]
    ).map((sheet) => [sheet.player, sheet.version]);

  describe('the save statement saves only while every assumed fact holds', () => {
    let game: Game;
    let facts: AssumedFacts;
    beforeAll(async () => {
      game = await createGame(t.app);
      const tokenHash = hashToken(game.players[0]!.token);
      const row = await sheetAccessRepository.byToken(t.db.database.prisma, tokenHash, game.id, 1);
      facts = {
        tokenHash,
        playerId: row.playerId!,
        game: { id: game.id, status: row.gameStatus!, ruleset: row.ruleset!, language: row.language!, resolveWhen: row.resolveWhen!, revision: row.revision! },
        turn: { id: row.turnId!, number: 1 },
      };
    });
    const save = (assumed: AssumedFacts) => orderSheetsRepository.saveOrdersIfUnchanged(t.db.database.prisma, randomUUID(), assumed, guardAmber as never);

    it.each<[string, (f: AssumedFacts) => AssumedFacts]>([
      ["another token's hash", (f) => ({ ...f, tokenHash: hashToken(game.players[1]!.token) })],
      ['a token nobody holds', (f) => ({ ...f, tokenHash: hashToken('not-a-token-of-anyone-here') })],
      ['another seat', (f) => ({ ...f, playerId: game.players[1]!.id })],
      ['another game', (f) => ({ ...f, game: { ...f.game, id: randomUUID() } })],
      ['another game status', (f) => ({ ...f, game: { ...f.game, status: 'paused' } })],
      ['another ruleset', (f) => ({ ...f, game: { ...f.game, ruleset: 'tic-tac-toe' } })],
      ['another language', (f) => ({ ...f, game: { ...f.game, language: 'es' } })],
      ['another resolution policy', (f) => ({ ...f, game: { ...f.game, resolveWhen: `${f.game.resolveWhen}-not` } })],
      ['an older revision', (f) => ({ ...f, game: { ...f.game, revision: f.game.revision - 1 } })],
      ['another turn', (f) => ({ ...f, turn: { ...f.turn, id: randomUUID() } })],
      ['another turn number', (f) => ({ ...f, turn: { ...f.turn, number: 2 } })],
    ])('%s: nothing saved', async (_name, change) => {
      const before = await versions(game);
      expect(await save(change(facts))).toBeNull();
      expect(await versions(game)).toEqual(before);
    });

    it('all of them as they are: saved as the next version', async () => {
      const saved = await save(facts);
      expect(saved?.version).toBe(1);
      expect(await versions(game)).toEqual([[facts.playerId, 1]]);
    });
  });

  it('a replaced token: 401 for a legal and for an illegal sheet, nothing saved', async () => {
    const game = await createGame(t.app);
    expectOk(await putOrders(t.app, game, 0, 1, guardAmber)); // remembered from here on
    expectOk(await putOrders(t.app, game, 0, 1, guardAmber));
    expectOk(await gmPost(t.app, game, `/players/${game.players[0]!.id}/replace`));
    const before = await versions(game);
    const legal = await putOrders(t.app, game, 0, 1, guardAmber);
    const illegal = await putOrders(t.app, game, 0, 1, [{ type: 'grant', site: 'granite', to: game.players[1]!.id }]);
    expect([legal.statusCode, illegal.statusCode]).toEqual([401, 401]);
    expect(illegal.body).not.toMatch(/granite|not_your_site/); // nothing about the seat's position
    expect(await versions(game)).toEqual(before);
  });

  it('a turn resolved since: 409 turn_resolved, nothing saved; the next turn saves', async () => {
    const game = await createGame(t.app);
    expectOk(await putOrders(t.app, game, 0, 1, guardAmber));
    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));
    const before = await versions(game);
    const late = await putOrders(t.app, game, 0, 1, guardAmber);
    expect([late.statusCode, late.json().error]).toEqual([409, 'turn_resolved']);
    expect(await versions(game)).toEqual(before);
    expect(expectOk(await putOrders(t.app, game, 0, 2, guardAmber)).version).toBe(1);
  });

  it('a revert since: the reopened turn is checked against its position as it is now', async () => {
    const game = await createGame(t.app);
    const [ana, bruno] = game.players;
    const grantGranite = [{ type: 'grant', site: 'granite', to: bruno!.id }];
    expectOk(await putOrders(t.app, game, 0, 1, guardAmber));
    expectOk(await gmPost(t.app, game, '/adjustments', { kind: 'set_control', site: 'granite', player: ana!.id, reason: 'Test' }), 201);
    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));
    expectOk(await putOrders(t.app, game, 0, 2, grantGranite)); // Ana holds Granite in turn 2
    expectOk(await gmPost(t.app, game, '/revert', { turn: 1 }));
    const reopened = await putOrders(t.app, game, 0, 1, grantGranite);
    expect(reopened.statusCode).toBe(422);
    expect(reopened.json().errors.map((e: { reason: string }) => e.reason)).toEqual(['not_your_site']);
    expect(expectOk(await putOrders(t.app, game, 0, 1, guardAmber)).version).toBe(2);
  });

  it("one player's remembered facts never serve another's token", async () => {
    const game = await createGame(t.app);
    expectOk(await putOrders(t.app, game, 0, 1, guardAmber));
    const other = expectOk(await putOrders(t.app, game, 1, 1, [{ type: 'guard', site: 'cobalt', count: 1 }]));
    expect(other.version).toBe(1);
    const illegalForBruno = await putOrders(t.app, game, 1, 1, guardAmber);
    expect(illegalForBruno.statusCode).toBe(422);
    expect((await versions(game)).sort()).toEqual(
      [
        [game.players[0]!.id, 1],
        [game.players[1]!.id, 1],
      ].sort(),
    );
  });
});
