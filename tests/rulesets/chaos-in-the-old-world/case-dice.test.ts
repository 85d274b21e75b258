import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { stepRandom } from '../../../src/engine/core/random.ts';

/**
 * The dice quoted by the case files were computed independently of the ruleset's battle code. This test
 * recomputes every expected roll the same way — the documented stream `stepRandom(seed,
 * 'battle:<round>:<region>:<god>')`, `int(1, 6)` per die, then one die per six, wave after wave — and checks the
 * case files' dice, re-rolls and hits against it (seed: 4–6 hit, a six is rolled again as long as sixes come).
 */
const DIR = join(import.meta.dirname, '..', '..', 'cases', 'chaos-in-the-old-world');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : [],
  );
}

function reroll(seed: string, purpose: string, count: number) {
  const rng = stepRandom(seed, purpose);
  const dice = Array.from({ length: count }, () => rng.int(1, 6));
  const rerolls: number[][] = [];
  for (let sixes = dice.filter((d) => d === 6).length; sixes > 0;) {
    const wave = Array.from({ length: sixes }, () => rng.int(1, 6));
    rerolls.push(wave);
    sixes = wave.filter((d) => d === 6).length;
  }
  return { dice, rerolls, hits: [...dice, ...rerolls.flat()].filter((d) => d >= 4).length };
}

interface Rolled {
  type: 'rolled';
  god: string;
  region: string;
  count: number;
  dice: number[];
  rerolls: number[][];
  hits: number;
}

const quoted: [string, string, Rolled][] = [];
for (const file of files(DIR)) {
  const c = JSON.parse(readFileSync(file, 'utf8')) as {
    steps?: { seed: string; draws?: object }[];
    expect: { outcome?: { events?: unknown }; outcomes?: { events?: unknown }[] };
  };
  const steps = c.steps ?? [];
  const perStep: [number, unknown[]][] = [];
  // Only dice drawn from a seed (a step with fixed draws names its dice itself; matchers are not event lists).
  const quote = (i: number, events: unknown) => Array.isArray(events) && steps[i] && !steps[i]!.draws && perStep.push([i, events]);
  quote(steps.length - 1, c.expect.outcome?.events);
  if (Array.isArray(c.expect.outcomes)) c.expect.outcomes.forEach((o, i) => quote(i, o.events));
  for (const [i, evs] of perStep)
    for (const e of evs) if ((e as { type?: string }).type === 'rolled') quoted.push([file.slice(DIR.length + 1), steps[i]!.seed, e as Rolled]);
}

describe('dice quoted by the case files', () => {
  test('there are some', () => expect(quoted.length).toBeGreaterThanOrEqual(8));
  test.each(quoted)('%s (seed %s)', (_file, seed, e) => {
    expect(reroll(seed, `battle:1:${e.region}:${e.god}`, e.count)).toEqual({ dice: e.dice, rerolls: e.rerolls, hits: e.hits });
  });
});
