/**
 * A small bounded in-process memo for values that never change once written under their key (the position of
 * an open step, a game's JSON under its stamp). Correct with several server processes too, since the cached facts
 * are immutable for their key. Never to decide who holds a token: that is the database's answer on every request
 * (sheet-hints.ts keeps only guesses that the order save's own statement re-checks).
 */
export class Memo<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity = 10_000) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: V): V {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }
}
