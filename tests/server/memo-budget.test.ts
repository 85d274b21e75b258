import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureGameCache, gameCacheBudget, gameCacheSettings, GameMemo, SETUP_HEAP_FACTOR } from '../../src/services/game-cache.ts';
import { gameSetup, type AnyRuleset } from '../../src/services/ruleset-context.ts';
import { jsonBytes, Memo, MemoBudget } from '../../src/services/memo.ts';
import { RevalidatingMemo } from '../../src/services/published/revalidating-memo.ts';

/** A memo whose values are strings weighing their length, in `budget`. */
const textMemo = (budget: MemoBudget, capacity = 100) => new Memo<string>(capacity, { budget, bytes: (value) => value.length });
const text = (bytes: number, mark = 'x') => mark.repeat(bytes);

describe('memos bounded by a shared byte budget (GAME_CACHE_MB, src/services/memo.ts)', () => {
  it('keeps the entries of several memos within the budget together, the least recently stored out first', () => {
    const budget = new MemoBudget(() => 100);
    const setups = textMemo(budget);
    const steps = textMemo(budget);
    setups.set('a', text(25, 'a'));
    steps.set('b', text(25, 'b'));
    setups.set('c', text(25, 'c'));
    steps.set('d', text(25, 'd'));
    expect(budget.size()).toEqual({ entries: 4, bytes: 100 });
    steps.set('e', text(25, 'e')); // 125 bytes: the oldest entry (another memo's) goes
    expect(setups.get('a')).toBeUndefined();
    expect([steps.get('b'), setups.get('c'), steps.get('d'), steps.get('e')].map((value) => value?.[0])).toEqual(['b', 'c', 'd', 'e']);
    expect(budget.size()).toEqual({ entries: 4, bytes: 100 });
  });

  it('makes as much room as a larger entry needs', () => {
    const budget = new MemoBudget(() => 200);
    const memo = textMemo(budget);
    for (let i = 0; i < 10; i++) memo.set(`k${i}`, text(20));
    memo.set('large', text(50)); // 250 bytes: the three oldest go
    expect(budget.size()).toEqual({ entries: 8, bytes: 190 });
    expect(Array.from({ length: 10 }, (_, i) => memo.get(`k${i}`) !== undefined)).toEqual([false, false, false, ...Array<boolean>(7).fill(true)]);
  });

  it('a hit moves its entry to the recent end: the entry unused since goes first', () => {
    const budget = new MemoBudget(() => 100);
    const memo = textMemo(budget);
    for (const key of ['a', 'b', 'c', 'd']) memo.set(key, text(25, key));
    expect(memo.get('a')).toBe(text(25, 'a'));
    memo.set('e', text(25, 'e'));
    expect(memo.get('a')).toBe(text(25, 'a'));
    expect(memo.get('b')).toBeUndefined();
    memo.set('f', text(25, 'f')); // 'a' was used since 'c' was stored: 'c' goes
    expect(memo.get('c')).toBeUndefined();
    expect(memo.get('a')).toBe(text(25, 'a'));
  });

  it('keeps the entry just stored even when it alone is over the budget: a large game in use is not computed again on every request', () => {
    const budget = new MemoBudget(() => 100);
    const memo = textMemo(budget);
    memo.set('small', text(10));
    memo.set('k', text(20));
    expect(memo.set('k', text(150, 'k'))).toBe(text(150, 'k'));
    expect(memo.get('k')).toBe(text(150, 'k'));
    expect(memo.get('small')).toBeUndefined();
    expect(budget.size()).toEqual({ entries: 1, bytes: 150 });
    memo.set('next', text(10)); // the large one goes at the next store
    expect(memo.get('k')).toBeUndefined();
    expect(budget.size()).toEqual({ entries: 1, bytes: 10 });
  });

  it('counts what it holds once: a replaced key, a deleted key and an entry out by count give their bytes back', () => {
    const budget = new MemoBudget(() => 1_000);
    const memo = textMemo(budget, 2);
    memo.set('a', text(10));
    memo.set('a', text(20));
    expect(budget.size()).toEqual({ entries: 1, bytes: 20 });
    memo.set('b', text(30));
    memo.set('c', text(40)); // capacity 2: 'a' goes
    expect(memo.get('a')).toBeUndefined();
    expect(budget.size()).toEqual({ entries: 2, bytes: 70 });
    memo.delete('b');
    expect(budget.size()).toEqual({ entries: 1, bytes: 40 });
    expect(memo.size).toBe(1);
  });

  it('a smaller budget applies at the next store', () => {
    let limit = 100;
    const budget = new MemoBudget(() => limit);
    const memo = textMemo(budget);
    for (const key of ['a', 'b', 'c', 'd']) memo.set(key, text(20, key));
    limit = 40;
    memo.set('e', text(10, 'e'));
    expect(budget.size()).toEqual({ entries: 2, bytes: 30 });
    expect([memo.get('d'), memo.get('e')]).toEqual([text(20, 'd'), text(10, 'e')]);
  });

  it('a memo without a budget is bounded by its count only', () => {
    const memo = new Memo<string>(3);
    for (const key of ['a', 'b', 'c']) memo.set(key, text(1_000_000, key));
    memo.get('a');
    memo.set('d', 'd'); // 'a' was used since: 'b' goes
    expect([memo.get('a')?.[0], memo.get('b'), memo.get('c')?.[0], memo.get('d')]).toEqual(['a', undefined, 'c', 'd']);
  });

  it('jsonBytes weighs a value by the length of its JSON', () => {
    expect(jsonBytes({ planets: ['cadia', 'vraks'] })).toBe('{"planets":["cadia","vraks"]}'.length);
    expect(jsonBytes(undefined)).toBe(0);
  });
});

describe('the per-game caches share GAME_CACHE_MB (game-cache.ts)', () => {
  const configured = gameCacheSettings.bytes;
  afterEach(() => configureGameCache({ bytes: configured }));

  it('GameMemo entries count against the configured budget', () => {
    configureGameCache({ bytes: 4_000 });
    const memo = new GameMemo<string>(1_000, (value) => value.length);
    for (let i = 0; i < 10; i++) memo.set(`game-${i}`, 'setup@1', text(900, String(i)));
    // 4,000 bytes hold four of them: the six stored first are gone, whatever else the budget held is gone too.
    expect(gameCacheBudget.size().bytes).toBeLessThanOrEqual(4_000);
    expect(Array.from({ length: 10 }, (_, i) => memo.get(`game-${i}`, 'setup@1') !== undefined)).toEqual([
      ...Array<boolean>(6).fill(false),
      ...Array<boolean>(4).fill(true),
    ]);
  });

  it('a parsed setup weighs SETUP_HEAP_FACTOR times its JSON (what the engine derives from it lives as long), once per revision', () => {
    const ruleset = { setupSchema: z.object({ map: z.string() }) } as unknown as AnyRuleset;
    const game = { id: 'memo-budget-setup', revision: 1, setup: { map: 'x'.repeat(1_000) } };
    configureGameCache({ bytes: 1024 * 1024 * 1024 }); // nothing else this worker cached is evicted meanwhile
    const before = gameCacheBudget.size().bytes;
    const parsed = gameSetup(ruleset, game);
    expect(gameCacheBudget.size().bytes - before).toBe(SETUP_HEAP_FACTOR * JSON.stringify(game.setup).length);
    expect(gameSetup(ruleset, game)).toBe(parsed); // kept: not parsed again
    expect(gameCacheBudget.size().bytes - before).toBe(SETUP_HEAP_FACTOR * JSON.stringify(game.setup).length);
  });

  it('a RevalidatingMemo in the budget reads an evicted key again', async () => {
    const budget = new MemoBudget(() => 100);
    const memo = new RevalidatingMemo<string>(100, () => 60_000, { sizing: { budget, bytes: (value) => value.length }, now: () => 0 });
    let reads = 0;
    const load = (value: string) => () => {
      reads++;
      return Promise.resolve(value);
    };
    await memo.get('a', load(text(25, 'a')));
    await memo.get('a', load(text(25, 'a')));
    expect(reads).toBe(1);
    for (const key of ['b', 'c', 'd', 'e']) await memo.get(key, load(text(25, key)));
    expect(reads).toBe(5);
    expect(memo.peek('a')).toBeUndefined(); // out of the budget: read again
    await memo.get('a', load(text(25, 'a')));
    expect(reads).toBe(6);
    expect(budget.size()).toEqual({ entries: 4, bytes: 100 });
  });
});
