import './tests/setup/node20-polyfills.ts';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three projects; a test file's name says which one runs it (README "Tests"):
 * - `unit`      `*.test.ts`          pure: no database, no server, no browser (`npm run test:unit`, under a minute)
 * - `database`  `*.db.test.ts`       the app on PGlite and PostgreSQL, spawned servers, the server build (`npm run test:db`)
 * - `browser`   `*.browser.test.ts`  Chromium through Playwright, against the app on PGlite (`npm run test:browser`)
 * A test that opens a database, spawns a server or launches a browser in the wrong project fails at once with
 * the name it should have (tests/helpers/project.ts). `npm test` runs all three.
 */
const DATABASE = 'tests/**/*.db.test.ts';
const BROWSER = 'tests/**/*.browser.test.ts';

export default defineConfig({
  test: {
    // Only catches hangs (no test asserts a timing): CPU-heavy property tests took 8 s alone and over 30 s on a
    // loaded 2-core machine (CI failed once on siege-of-the-citadel/properties at 30 s).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits for a page or a server to reach a state; vitest's default of 1 s made it a timing assert
    // (CI failed once when a loaded machine took longer than that to answer a web form's POST).
    expect: { poll: { timeout: 15_000 } },
    setupFiles: ['tests/setup/node20-polyfills.ts'],
    // Both cores (vitest's default leaves one to itself: a single worker on a 2-core machine): the database and
    // browser tests spend much of their time waiting on PostgreSQL, a spawned server or Chromium.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, DATABASE, BROWSER],
          // The files of a worker share its modules instead of importing the engine again each (half the time of
          // `npm run test:unit` went to imports): a file that changes module state undoes it (contract.test.ts).
          isolate: false,
          env: { TURNKEEPER_TEST_PROJECT: 'unit' },
        },
      },
      {
        extends: true,
        // One real PostgreSQL server for the run (Debian's binaries) and one migrated PGlite directory: each test
        // file's databases are copies of migrated templates.
        test: {
          name: 'database',
          include: [DATABASE],
          globalSetup: ['tests/helpers/postgres-global-setup.ts', 'tests/helpers/pglite-template-setup.ts'],
          // As the unit tier: a worker imports the app once for all its files, not once per file (a fresh process
          // and the app's ~400 modules each time: 358 → 218 s for this project alone). Every file opens its own
          // databases and apps and closes them; the in-process caches are keyed by game id (random UUIDs) and
          // revision, as they are already shared by the PGlite and PostgreSQL apps of one file.
          isolate: false,
          env: { TURNKEEPER_TEST_PROJECT: 'database' },
        },
      },
      {
        extends: true,
        // One Chromium for the run, connected to by every file; one PGlite template for the apps they drive.
        test: {
          name: 'browser',
          include: [BROWSER],
          globalSetup: ['tests/helpers/browser-server-setup.ts', 'tests/helpers/pglite-template-setup.ts'],
          isolate: false, // as the database project
          env: { TURNKEEPER_TEST_PROJECT: 'browser' },
        },
      },
    ],
  },
});
