/**
 * Node 20 lacks the ES2024 `Map.groupBy` / `Object.groupBy`, which vitest 5 uses when it reports failures
 * (it then crashes instead of printing the failed assertion). Loaded in the main process by vitest.config.ts
 * and in every worker through `setupFiles`. Remove once the project requires Node >= 21.
 */
type KeyFn<T, K> = (item: T, index: number) => K;

if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<T, K>(items: Iterable<T>, keyFn: KeyFn<T, K>): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyFn(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

if (typeof (Object as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value<T>(items: Iterable<T>, keyFn: KeyFn<T, PropertyKey>): Record<PropertyKey, T[]> {
      const groups: Record<PropertyKey, T[]> = Object.create(null);
      let index = 0;
      for (const item of items) (groups[keyFn(item, index++)] ??= []).push(item);
      return groups;
    },
  });
}

export {};
