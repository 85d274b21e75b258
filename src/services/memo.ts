/**
 * A small bounded in-process memo for values that never change once written under their key (the position of
 * an open step, a game's JSON under its stamp). Correct with several server processes too, since the cached facts
 * are immutable for their key. Never to decide who holds a token: that is the database's answer on every request
 * (sheet-hints.ts keeps only guesses that the order save's own statement re-checks).
 *
 * Bounded by its count of entries and, when given one, by a byte budget shared with other memos (`MemoBudget`:
 * the per-game caches share GAME_CACHE_MB, game-cache.ts). Least recently used out first.
 */
export class Memo<V> {
  private readonly entries = new Map<string, Slot<V>>();
  private readonly budget: MemoBudget;
  private readonly bytesOf: (value: V) => number;

  /** `sizing`: the budget this memo's entries count against, and what each entry weighs in it (bytes, approximate). */
  constructor(
    private readonly capacity = 10_000,
    sizing?: { budget: MemoBudget; bytes: (value: V) => number },
  ) {
    this.budget = sizing?.budget ?? new MemoBudget(() => Infinity);
    this.bytesOf = sizing?.bytes ?? (() => 0);
  }

  get(key: string): V | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined) return undefined;
    if (this.budget.touch(slot as unknown as Slot<unknown>)) {
      this.entries.delete(key);
      this.entries.set(key, slot);
    }
    return slot.value;
  }

  delete(key: string): void {
    const slot = this.entries.get(key);
    if (slot) this.drop(slot);
  }

  /** Keeps `value` under `key` and returns it. */
  set(key: string, value: V): V {
    this.delete(key);
    if (this.entries.size >= this.capacity) this.drop(this.entries.values().next().value!);
    const slot: Slot<V> = { memo: this, key, value, bytes: this.bytesOf(value) };
    this.entries.set(key, slot);
    this.budget.admit(slot as unknown as Slot<unknown>);
    return value;
  }

  /** How many entries it holds now. */
  get size(): number {
    return this.entries.size;
  }

  /** Called by the budget too, when it must make room. */
  drop(slot: Slot<V>): void {
    if (this.entries.get(slot.key) === slot) this.entries.delete(slot.key);
    this.budget.release(slot as unknown as Slot<unknown>);
  }
}

interface Slot<V> {
  readonly memo: Memo<V>;
  readonly key: string;
  readonly value: V;
  readonly bytes: number;
}

/**
 * A memory budget shared by several memos: the approximate bytes of all their entries together stay within
 * `limit()`, the least recently stored or used entry going first, whichever memo holds it. So the memory goes to
 * the games that are being used, whatever each memo keeps of them. Sizes are estimates given by each memo.
 * The entry just stored is always kept, even alone over the budget: a value in use is never computed again on
 * every request because it is large (unlike published artifacts, which are sent as they are and need no cache to
 * be served).
 */
export class MemoBudget {
  /** Every admitted slot, least recently stored or used first. */
  private readonly slots = new Set<Slot<unknown>>();
  private total = 0;
  /** The slot last admitted or moved: its hits move nothing (the hits of one busy entry cost one comparison). */
  private newest: Slot<unknown> | undefined;

  constructor(private readonly limit: () => number) {}

  admit(slot: Slot<unknown>): void {
    this.newest = slot;
    this.slots.add(slot);
    this.total += slot.bytes;
    const limit = this.limit();
    for (const oldest of this.slots) {
      if (this.total <= limit || oldest === slot) break;
      oldest.memo.drop(oldest);
    }
  }

  /** A hit: the slot moves to the recent end (true: its memo moves it too). */
  touch(slot: Slot<unknown>): boolean {
    if (slot === this.newest) return false;
    this.slots.delete(slot);
    this.slots.add(slot);
    this.newest = slot;
    return true;
  }

  release(slot: Slot<unknown>): void {
    if (!this.slots.delete(slot)) return;
    this.total -= slot.bytes;
    if (this.newest === slot) this.newest = undefined;
  }

  /** What the memos of this budget hold now (entries and approximate bytes): for the bound's test. */
  size(): { entries: number; bytes: number } {
    return { entries: this.slots.size, bytes: this.total };
  }
}

/** The approximate bytes of a JSON value as the database holds it: the length of its JSON text. */
export function jsonBytes(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}
