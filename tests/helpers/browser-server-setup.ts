// vitest globalSetup (browser project): ONE Chromium for the run, shared by every browser test file through its
// endpoint (`browserEndpoint`): a file connects in about half a second where launching its own took one to two,
// and each test still gets its own contexts (cookies, storage, time zone). Without Chromium it provides '' and
// tests/web/browser-helpers.ts skips or fails as before.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** WebSocket endpoint of the run's Chromium, '' when there is none. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    project.provide('browserEndpoint', '');
    return;
  }
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
