/**
 * How long this process trusts what it read about a game's publication, and how much rendered output it
 * keeps (PUBLISHED_REVALIDATE_MS, PUBLISHED_CACHE_MB, PUBLISHED_CACHE_ENTRIES; src/config.ts). The routes
 * set them from the configuration when they are registered; these defaults are the configuration's.
 */
export const publishedSettings = {
  revalidateMs: 1_000,
  cacheBytes: 32 * 1024 * 1024,
  cacheEntries: 2_000,
};

export function configurePublished(settings: Partial<typeof publishedSettings>): void {
  Object.assign(publishedSettings, settings);
}
