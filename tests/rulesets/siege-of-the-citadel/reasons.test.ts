import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REASONS } from '../../../src/engine/rulesets/siege-of-the-citadel/reasons.ts';
import { BAUHAUS, LEGION, PLAYERS, ruleset, scenario, setupWith } from './helpers.ts';

const CASES = join(import.meta.dirname, '..', '..', 'cases', 'siege-of-the-citadel');
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

/** Reasons a case file cannot reach (the case runner answers a finished game with the core's not_asked; shapes fail first). */
const UNIT_ONLY = ['game_over', 'invalid_answer'];

describe('every reason code', () => {
  const expected = new Set(
    files(CASES).flatMap((f) =>
      ((JSON.parse(readFileSync(f, 'utf8')) as { expect: { rejected?: { reason: string }[] } }).expect.rejected ?? []).map((r) => r.reason),
    ),
  );
  test.each(REASONS.filter((r) => !UNIT_ONLY.includes(r)))('%s is expected by a case file', (reason) => {
    expect(expected.has(reason)).toBe(true);
  });

  test('game_over: nothing is accepted once the mission is over', () => {
    const setup = setupWith();
    const state = { ...scenario(setup, PLAYERS, { turn: 'B' }), stage: 'over' as const };
    const check = ruleset.checkSheet(setup, PLAYERS, state, 'B', { kind: 'doomtroopers', activations: [], endTurn: true }, 'es');
    expect(check.errors).toEqual([{ index: 0, reason: 'game_over', message: 'La misión ha terminado.' }]);
  });

  test('invalid_answer: a sheet of the wrong shape for the request', () => {
    const setup = setupWith({ creditPurchase: false });
    const state = ruleset.initialState(setup, [LEGION, BAUHAUS], { gameSeed: 'x' });
    const check = ruleset.checkSheet(setup, [LEGION, BAUHAUS], state, 'B', { kind: 'draft', card: 42 } as never, 'en');
    expect(check.errors.map((e) => e.reason)).toEqual(['invalid_answer']);
  });
});
