import './tests/setup/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Only catches hangs (no test asserts a timing): CPU-heavy property tests took 8 s alone and over 30 s on a
    // loaded 2-core machine (CI failed once on siege-of-the-citadel/properties at 30 s).
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits for a page or a server to reach a state; vitest's default of 1 s made it a timing assert
    // (CI failed once when a loaded machine took longer than that to answer a web form's POST).
    expect: { poll: { timeout: 15_000 } },
    setupFiles: ['tests/setup/node20-polyfills.ts'],
    globalSetup: ['tests/helpers/postgres-global-setup.ts'],
  },
});
