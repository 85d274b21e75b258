import './tests/setup/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/setup/node20-polyfills.ts'],
    globalSetup: ['tests/helpers/postgres-global-setup.ts'],
  },
});
