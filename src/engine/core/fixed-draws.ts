import { SeededRandom, type RngVersion } from './rng.ts';

/**
 * Fixed dice and draws for case files (docs/rulesets.md §8.3): a hand-computed case names the values a stream
 * gives instead of searching for a seed that happens to give them. The case harness builds one `FixedDraws`
 * per step (and one for the start of the game) and passes it through `ResolveInput.fixedDraws` /
 * `InitContext.fixedDraws`; `stepRandom` and `hiddenRandom` then return a `CaseRandom` for every stream. The
 * server never passes one: production streams are the plain seeded generators, unchanged.
 *
 * A stream is named by its purpose as the ruleset builds it (`battle:1:norsca:khorne`); hidden streams of the
 * game seed carry the `hidden/` prefix hiddenRandom gives them (`hidden/elder-signs`). Each scripted value is
 *
 * - a number: what the next `int(from, to)` returns (a die face, an index), within [from, to];
 * - a string: the candidate the next `pick(what, among)` chooses (a number there is the candidate's index);
 * - a list: the order the next `shuffled(rng, items)` returns, as indices into `items` or, when the items are
 *   strings, as the items themselves.
 *
 * Every stream a case draws from is recorded (scripted or seeded) in the vocabulary above, so running a case
 * shows the streams and their values. A scripted value of the wrong kind or out of range, a stream that runs
 * out, values left unused and scripted streams never drawn from are problems the case reports as differences;
 * the rules then draw from the seed instead, so the run always completes.
 */
export type FixedDraw = number | string | (number | string)[];

export interface StreamRecord {
  /** The stream's purpose (`hidden/` prefix for the game seed's streams). */
  stream: string;
  /** True when the case scripts it. */
  scripted: boolean;
  /** Values drawn, in the script's vocabulary (the longest run when the rules built the stream more than once). */
  values: FixedDraw[];
  problems: string[];
}

interface Use {
  scripted: boolean;
  values: FixedDraw[];
  problems: string[];
  consumed: number;
}

export class FixedDraws {
  private readonly uses = new Map<string, Use>();

  constructor(private readonly script: Readonly<Record<string, readonly FixedDraw[]>> = {}) {}

  /**
   * The stream `purpose` of `seed` as a case sees it: scripted when listed, else the very generator production
   * builds (`new SeededRandom(seed, { purpose, version })`), recorded.
   */
  stream(seed: string, purpose: string, version: RngVersion): CaseRandom {
    const values = Object.hasOwn(this.script, purpose) ? this.script[purpose] : undefined;
    let use = this.uses.get(purpose);
    if (!use) {
      use = { scripted: values !== undefined, values: [], problems: [], consumed: 0 };
      this.uses.set(purpose, use);
    }
    return new CaseRandom(seed, purpose, version, values ?? null, use);
  }

  /** Every stream drawn from, then every scripted stream never drawn from; each with its problems. */
  records(): StreamRecord[] {
    const out: StreamRecord[] = [];
    for (const [stream, use] of this.uses) {
      const problems = [...new Set(use.problems)];
      const scripted = Object.hasOwn(this.script, stream) ? this.script[stream] : undefined;
      if (scripted && use.consumed < scripted.length) problems.push(`${scripted.length - use.consumed} of ${scripted.length} scripted values never drawn`);
      out.push({ stream, scripted: use.scripted, values: use.values, problems });
    }
    for (const stream of Object.keys(this.script)) {
      if (this.uses.has(stream)) continue;
      const drawn = [...this.uses.keys()];
      out.push({
        stream,
        scripted: true,
        values: [],
        problems: [`the rules never drew from this stream (they drew from: ${drawn.length > 0 ? drawn.join(', ') : 'none'})`],
      });
    }
    return out;
  }
}

const show = (value: unknown): string => JSON.stringify(value);

/**
 * A stream as a case runs it: scripted values first (when the case lists the stream), the seeded generator for
 * anything else; every draw recorded. Built only by `FixedDraws.stream`.
 */
export class CaseRandom extends SeededRandom {
  private next = 0;
  private quiet = 0;
  private readonly drawn: FixedDraw[] = [];

  constructor(
    seed: string,
    readonly purpose: string,
    version: RngVersion,
    private readonly values: readonly FixedDraw[] | null,
    private readonly use: Use,
  ) {
    super(seed, { purpose, version });
  }

  override int(from: number, to: number): number {
    if (this.quiet > 0) return super.int(from, to);
    const entry = this.take(`int ${from}..${to}`);
    let value: number;
    if (entry === undefined) value = super.int(from, to);
    else if (typeof entry === 'number' && Number.isInteger(entry) && entry >= from && entry <= to) value = entry;
    else {
      this.problem(`value #${this.next} ${show(entry)} is not a whole number from ${from} to ${to}`);
      value = super.int(from, to);
    }
    this.record(value);
    return value;
  }

  override pick(what: string, among: readonly string[]): string {
    if (among.length <= 1) return super.pick(what, among);
    const entry = this.take(`pick among ${among.length}`);
    let chosen: string;
    if (typeof entry === 'string' && among.includes(entry)) chosen = entry;
    else if (typeof entry === 'number' && Number.isInteger(entry) && entry >= 0 && entry < among.length) chosen = among[entry]!;
    else {
      if (entry !== undefined) this.problem(`value #${this.next} ${show(entry)} is not one of ${show(among)} (nor an index into them)`);
      chosen = this.silently(() => super.pick(what, among));
      this.record(chosen);
      return chosen;
    }
    this.draws.push({ what, among: [...among], chosen });
    this.record(chosen);
    return chosen;
  }

  /** A shuffle (core/random.ts `shuffled`): a scripted order, else `shuffle` run on the seeded generator. */
  shuffle<T>(items: readonly T[], shuffle: (items: readonly T[]) => T[]): T[] {
    if (items.length <= 1) return [...items];
    const entry = this.take(`shuffle of ${items.length}`);
    if (entry !== undefined) {
      const order = Array.isArray(entry) ? permutation(entry, items) : null;
      if (order) {
        this.record(entry);
        return order.map((i) => items[i]!);
      }
      this.problem(
        `value #${this.next} ${show(entry)} is not an order of the ${items.length} items shuffled (indices 0..${items.length - 1}${items.every((i) => typeof i === 'string') ? ` or the items ${show(items)}` : ''})`,
      );
    }
    const result = this.silently(() => shuffle(items));
    const strings = items.every((i) => typeof i === 'string') && new Set(items).size === items.length;
    this.record(strings ? (result as string[]) : indicesOf(result, items));
    return result;
  }

  /** The next scripted value (undefined: not scripted, or run out, which is a problem). */
  private take(kind: string): FixedDraw | undefined {
    if (this.values === null) return undefined;
    if (this.next >= this.values.length) {
      this.problem(`ran out after ${this.values.length} scripted value(s): the rules drew once more (${kind}); the seed gave the rest`);
      return undefined;
    }
    const entry = this.values[this.next++]!;
    this.use.consumed = Math.max(this.use.consumed, this.next);
    return entry;
  }

  private silently<T>(run: () => T): T {
    this.quiet++;
    try {
      return run();
    } finally {
      this.quiet--;
    }
  }

  private record(value: FixedDraw): void {
    this.drawn.push(value);
    if (this.drawn.length > this.use.values.length) this.use.values = [...this.drawn];
  }

  private problem(message: string): void {
    this.use.problems.push(message);
  }
}

/** A scripted order as indices into `items`, or null when it is not a permutation of them. */
function permutation(entry: (number | string)[], items: readonly unknown[]): number[] | null {
  if (entry.length !== items.length) return null;
  const taken = new Set<number>();
  const order: number[] = [];
  for (const value of entry) {
    const index = typeof value === 'number' ? value : items.findIndex((item, i) => item === value && !taken.has(i));
    if (!Number.isInteger(index) || index < 0 || index >= items.length || taken.has(index)) return null;
    taken.add(index);
    order.push(index);
  }
  return order;
}

/** Where each item of a shuffled copy came from (items compared by identity, duplicates in order). */
function indicesOf<T>(result: readonly T[], items: readonly T[]): number[] {
  const taken = new Set<number>();
  return result.map((item) => {
    const index = items.findIndex((candidate, i) => candidate === item && !taken.has(i));
    taken.add(index);
    return index;
  });
}
