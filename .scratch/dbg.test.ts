import { test } from 'vitest';
import { startTestApp, auth } from '../tests/helpers/test-app.ts';
import { seedSession } from '../tests/sessions/session-helpers.ts';
test('dbg', async () => {
  const t = await startTestApp('pglite');
  const game = await seedSession(t.app);
  await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken), payload: { gm: { tracks: [{ player: game.players[1]!.id, track: 'doom', set: 5 }] } } });
  const json = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/report?format=json` })).json();
  console.log(JSON.stringify(json.input.state), JSON.stringify(json.nextState));
  await t.close();
});
