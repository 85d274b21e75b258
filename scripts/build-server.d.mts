/** Types of scripts/build-server.mjs (plain JavaScript: it runs before any TypeScript can). */
export interface BundleOptions {
  /** The project root: paths below are relative to it. */
  root: string;
  /** The entry point, e.g. `src/server.ts`. */
  entry: string;
  /** Where bundles and their pointer (server.json) are written. */
  dist: string;
}
export function freshBundle(options?: BundleOptions): string | null;
export function buildBundle(options?: BundleOptions): Promise<string>;
export function ensureBundle(options?: BundleOptions, log?: (line: string) => void): Promise<string>;
