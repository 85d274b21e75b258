import { Memo, type MemoBudget } from '../memo.ts';

/**
 * A bounded in-process memo of values read from the database that can change (a game's publication head, who
 * has sent in its open turn): an entry is used for at most `maxAgeMs()` and then read again, concurrent reads
 * of one key share one query, and `forget(key)` drops it at once (this process's writes call it after they
 * commit). A read that started before a `forget` never stores its answer, so a value older than a write this
 * process made is never served. Other processes' writes are seen within `maxAgeMs()` (0: on every request).
 * Its entries are kept in a `Memo` (memo.ts): at most `capacity`, and within a byte budget when given one.
 */
/** What a key's reads are valid for: the clears, the key's forgets and its generation when the read began. */
export interface Epoch {
  cleared: number;
  forgotten: number;
  generation: number;
}

interface Entry<V> {
  value: V;
  at: number;
  epoch: Epoch;
}

export interface RevalidatingMemoOptions<V> {
  /** Another invalidation to honour (the game's cache generation, src/services/game-cache.ts). */
  generation?: (key: string) => number;
  /** The budget the entries count against, and what each weighs in it (approximate bytes). */
  sizing?: { budget: MemoBudget; bytes: (value: V) => number };
  now?: () => number;
}

export class RevalidatingMemo<V extends NonNullable<unknown> | null> {
  private readonly entries: Memo<Entry<V>>;
  private readonly inflight = new Map<string, { promise: Promise<V>; epoch: Epoch }>();
  /** Keys forgotten and how often; cleared when large, with `cleared` bumped so reads begun before never store. */
  private readonly epochs = new Map<string, number>();
  private cleared = 0;

  private readonly generation: (key: string) => number;
  private readonly now: () => number;

  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs: () => number,
    options: RevalidatingMemoOptions<V> = {},
  ) {
    const { sizing } = options;
    this.entries = new Memo<Entry<V>>(capacity, sizing && { budget: sizing.budget, bytes: (entry) => sizing.bytes(entry.value) });
    this.generation = options.generation ?? (() => 0);
    this.now = options.now ?? (() => performance.now());
  }

  private epoch(key: string): Epoch {
    return { cleared: this.cleared, forgotten: this.epochs.get(key) ?? 0, generation: this.generation(key) };
  }

  /** `epoch` is the key's epoch now (compared field by field: on every hit, nothing is allocated). */
  private isCurrent(key: string, epoch: Epoch): boolean {
    return epoch.cleared === this.cleared && epoch.forgotten === (this.epochs.get(key) ?? 0) && epoch.generation === this.generation(key);
  }

  /** The value if it is fresh enough (as `get` would answer it without a read), else undefined (never a value: V excludes it). */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && this.isCurrent(key, entry.epoch) && this.now() - entry.at < this.maxAgeMs() ? entry.value : undefined;
  }

  /** The value if it is fresh enough, else one shared read (`load`) whose answer is kept. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const fresh = this.peek(key);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const pending = this.inflight.get(key);
    if (pending && this.isCurrent(key, pending.epoch)) return pending.promise;
    const epoch = this.epoch(key);
    const at = this.now();
    const promise = load().then((value) => {
      this.offer(key, value, epoch, at);
      return value;
    });
    const settle = () => {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    };
    promise.then(settle, settle);
    this.inflight.set(key, { promise, epoch });
    return promise;
  }

  /** The epoch a read starts in: give it back to `offer` with what it read. */
  startRead(key: string): { epoch: Epoch; at: number } {
    return { epoch: this.epoch(key), at: this.now() };
  }

  /** Keeps a value read elsewhere (in a consistent snapshot) unless the key was forgotten since the read began. */
  offer(key: string, value: V, epoch: Epoch, at: number): void {
    if (!this.isCurrent(key, epoch)) return;
    const entry = this.entries.get(key);
    if (entry && this.isCurrent(key, entry.epoch) && entry.at > at) return; // a fresher read already answered
    this.entries.set(key, { value, at, epoch });
  }

  forget(key: string): void {
    if (this.epochs.size >= 4 * this.capacity) {
      this.epochs.clear();
      this.cleared++;
    }
    this.epochs.set(key, (this.epochs.get(key) ?? 0) + 1);
    this.entries.delete(key);
    this.inflight.delete(key);
  }
}
