/**
 * Which vitest project runs this file (vitest.config.ts sets TURNKEEPER_TEST_PROJECT per project). A database,
 * a spawned server or a browser in a file of the wrong project fails at once, naming the file name it needs:
 * the fast `unit` project stays pure, and where a new test goes is obvious from its name.
 */
type Need = 'database' | 'browser';

const SUFFIX: Record<Need, string> = { database: '*.db.test.ts', browser: '*.browser.test.ts' };

export function requireProject(need: Need, what: string): void {
  const project = process.env.TURNKEEPER_TEST_PROJECT;
  if (project === undefined) return; // a helper used outside vitest (a script)
  const allowed = need === 'database' ? project === 'database' || project === 'browser' : project === 'browser';
  if (!allowed) {
    throw new Error(`${what} in a test of the "${project}" project: name the test file ${SUFFIX[need]} (vitest.config.ts, README "Tests")`);
  }
}
