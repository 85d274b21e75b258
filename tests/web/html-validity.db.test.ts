import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULESETS } from '../../src/engine/registry.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { fieldNames, form, seatFields, seatsFor, withLang } from './page-tour.ts';

/**
 * Issue 33: every page type of every registered ruleset (the shipped games and the test fixture `outposts`) is
 * valid HTML by html-validate's `recommended` rules, in both languages: the home page, the GM's creation form
 * (and its refusal), the GM console before the start (seat refused, invitation link open, a join request
 * waiting) and while running (before and after a resolved step), the join page, the player page (waiting for
 * approval, asked, after a refused save, after the step), the public game page and the per-step report page,
 * and the 404 pages. (The report fragment to paste in a forum, report.html, is not a page: it keeps to the tags
 * forum editors accept, src/reports/render-html.ts.)
 */
const RULES = {
  // The one exception: a group of checkboxes shares its field's name, as HTML posts a list of values (the
  // no-JavaScript form; src/web/forms/parse.ts reads repeated names as a list). The rule's default allows this
  // only to radios and buttons (and to PHP's `name[]`); any other duplicated name is still an error.
  'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
} satisfies ConfigData['rules'];
const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: RULES });
/**
 * For the largest pages (the setup form of a game with a map: ~1,800 labelled fields), the same rules but
 * `valid-for`, which looks each label's control up through the whole document (seconds per page) and is
 * checked instead by `labelTargets` below, in one pass.
 */
const LARGE_PAGE = 150_000;
const largePageValidator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { ...RULES, 'valid-for': 'off' } });

/** html-validate's `valid-for` in one pass: a label's `for` that names an element names a labelable control. */
function labelTargets(html: string): string[] {
  const tags = new Map<string, string>();
  for (const [, tag, attributes] of html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/g)) {
    const id = /\sid="([^"]*)"/.exec(attributes!)?.[1];
    if (id !== undefined && !tags.has(id)) tags.set(id, tag === 'input' && /\stype="hidden"/.test(attributes!) ? 'input type="hidden"' : tag!);
  }
  const labelable = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);
  return [...html.matchAll(/<label\b[^>]*\sfor="([^"]*)"/g)].flatMap(([, id]) => {
    const tag = tags.get(id!);
    return tag === undefined || labelable.has(tag) ? [] : [`valid-for: <label for="${id}"> names a <${tag}>, not a labelable control`];
  });
}

const LANGS = ['es', 'en'] as const;

/**
 * A console page without its setup form's fields (up to ~700 KB on the big games: 2–3 s of html-validate each), for
 * the console states before the start whose page was validated whole in a sibling state (the fields are the same there).
 */
function withoutSetupFields(html: string): string {
  return html.replace(
    /(<form method="post" action="[^"]*\/setup\?lang=[a-z]+" class="stack" novalidate>)[\s\S]*?(?=<div class="field"><label for="setup-reason">|<div class="form-buttons">)/,
    '$1',
  );
}

function snippet(html: string, message: Message): string {
  const line = html.split('\n')[message.line - 1] ?? '';
  const from = Math.max(0, message.column - 60);
  return line.slice(from, from + 160).trim();
}

describe('every page of every ruleset is valid HTML (html-validate:recommended)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  /** Validates one page; returns one line per error (rule, message, where). */
  async function problems(label: string, response: LightMyRequestResponse, strip: (html: string) => string = (html) => html): Promise<string[]> {
    expect(response.headers['content-type'], label).toContain('text/html');
    const html = strip(response.body);
    const large = html.length > LARGE_PAGE;
    const report = await (large ? largePageValidator : validator).validateString(html);
    const lines = [
      ...report.results.flatMap((result) =>
        result.messages.map((m) => `${label} [${response.statusCode}] ${m.ruleId}: ${m.message} (line ${m.line}) … ${snippet(html, m)}`),
      ),
      ...(large ? labelTargets(html).map((line) => `${label} [${response.statusCode}] ${line}`) : []),
    ];
    return lines;
  }

  /** The page a browser ends on: a redirect (post/redirect/get) is followed. */
  async function settle(response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let current = response;
    for (let hops = 0; current.statusCode >= 300 && current.statusCode < 400 && hops < 3; hops++)
      current = await t.app.inject({ url: current.headers.location! });
    return current;
  }

  /** Validates a page in both languages. */
  async function both(label: string, url: string, headers: Record<string, string> = {}): Promise<string[]> {
    const found: string[] = [];
    for (const lang of LANGS) found.push(...(await problems(`${label} (${lang})`, await t.app.inject({ url: withLang(url, lang), headers }))));
    return found;
  }

  function report(found: string[]): void {
    expect(found, `${found.length} html-validate errors:\n${found.join('\n')}`).toEqual([]);
  }

  it('the one-pass label check finds what valid-for finds', () => {
    expect(labelTargets('<label for="a">A</label><input type="text" id="a"><label for="b">B</label><select id="b"></select><label for="z">Z</label>')).toEqual(
      [],
    );
    expect(labelTargets('<label for="a">A</label><div id="a"></div><label for="h">H</label><input type="hidden" id="h">')).toHaveLength(2);
  });

  it('the home page and the 404 pages', async () => {
    const html = { accept: 'text/html' };
    report([
      ...(await both('home', '/')),
      ...(await both('404', '/nothing-here', html)),
      ...(await both('404 gm', '/gm/not-a-token', html)),
      ...(await both('404 play', '/play/not-a-token', html)),
      ...(await both('404 join', '/join/not-a-code', html)),
    ]);
  });

  it.each(Object.keys(RULESETS))(
    '%s: creation, console, join, player, public and report pages',
    async (id) => {
      const { app } = t;
      const ruleset = RULESETS[id]!;
      const found: string[] = [];
      const check = async (label: string, response: LightMyRequestResponse) => found.push(...(await problems(`${id} ${label}`, await settle(response))));
      /** A console state before the start whose setup fields were validated whole in a sibling state ('console in setup'). */
      const checkConsole = async (label: string, response: LightMyRequestResponse) =>
        found.push(...(await problems(`${id} ${label}`, await settle(response), withoutSetupFields)));
      const checkBoth = async (label: string, url: string) => found.push(...(await both(`${id} ${label}`, url)));

      // The GM's creation form, and the same form refusing a game without a name.
      // The creation form and the console hold the setup form, large for a game with a map: each state in one
      // language, both languages over the states.
      await check('create form (es)', await app.inject({ url: `/gm?ruleset=${id}&lang=es` }));
      await check('create form refused', await app.inject({ method: 'POST', url: '/gm?lang=en', ...form({ name: ' ', ruleset: id, language: 'en' }) }));

      const created = await app.inject({ method: 'POST', url: '/api/games', payload: { name: `Valid ${id}`, ruleset: id, language: 'en' } });
      expect(created.statusCode, created.body).toBe(201);
      const { id: gameId, gmToken } = created.json() as { id: string; gmToken: string };
      const gm = `/gm/${gmToken}`;
      const seats = seatsFor(ruleset);
      const players: { id: string; token: string }[] = [];
      for (const seat of seats.slice(0, -1)) {
        const seated = await app.inject({ method: 'POST', url: `/api/games/${gameId}/players`, headers: auth(gmToken), payload: seat });
        expect(seated.statusCode, seated.body).toBe(201);
        players.push(seated.json() as { id: string; token: string });
      }
      await check('console in setup (es)', await app.inject({ url: `${gm}?lang=es` }));
      await checkConsole('console, seat refused', await app.inject({ method: 'POST', url: `${gm}/players?lang=en`, ...form({ name: '' }) }));

      // The last seat asks through the invitation link and is approved.
      expect((await app.inject({ method: 'POST', url: `${gm}/invite?lang=en`, ...form({ open: '1' }) })).statusCode).toBe(303);
      const opened = await app.inject({ url: `${gm}?lang=en` });
      const join = /id="join-link" value="http:\/\/[^"]+(\/join\/[A-Za-z0-9_-]+)"/.exec(opened.body)?.[1];
      expect(join, 'the invitation link').toBeDefined();
      await checkBoth('join page', join!);
      const last = seats.at(-1)!;
      const asked = await app.inject({ method: 'POST', url: `${join}?lang=en`, ...form({ name: last.name, ...seatFields(last.data) }) });
      expect(asked.statusCode, asked.body.slice(0, 2000)).toBe(303);
      const privateLink = asked.headers.location!.split('?')[0]!;
      await checkBoth('player page, waiting for approval', privateLink);
      const waiting = await app.inject({ url: `${gm}?lang=en` });
      await checkConsole('console, join request waiting', waiting);
      const request = /name="request" value="([0-9a-f-]{36})"/.exec(waiting.body)?.[1];
      expect(request, 'the join request').toBeDefined();
      expect((await app.inject({ method: 'POST', url: `${gm}/join-requests?lang=en`, ...form({ request: request!, answer: 'approve' }) })).statusCode).toBe(
        303,
      );
      const tokens = [...players.map((p) => `/play/${p.token}`), privateLink];

      // Running: the console, every player's page (one asked at least), a save refused with a problem beside its field.
      const started = await app.inject({ method: 'POST', url: `${gm}/start?lang=en`, ...form({}) });
      expect(started.statusCode, started.body.slice(0, 2000)).toBe(303);
      await check('console running (es)', await app.inject({ url: `${gm}?lang=es` }));
      await check('console running, setup correction opened', await app.inject({ url: `${gm}?lang=en&setup=1` }));
      let refused = false;
      for (const [i, link] of tokens.entries()) {
        await checkBoth(`player ${i + 1} page`, link);
        const page = await app.inject({ url: `${link}?lang=en` });
        const names = fieldNames(page.body, 'order-form').filter((name) => name !== 'turn' && name !== 'intent');
        if (refused || names.length === 0) continue;
        const turn = /name="turn" value="(\d+)"/.exec(page.body)?.[1] ?? '1';
        // Values no field takes (then, for free text, too long a text): refused, with the problem beside its field.
        for (const value of ['not-a-value-999', 'x'.repeat(20_001)]) {
          const answer = await app.inject({
            method: 'POST',
            url: `${link}?lang=en`,
            ...form({ ...Object.fromEntries(names.map((name) => [name, value])), intent: 'save', turn }),
          });
          refused = answer.statusCode >= 400 && answer.statusCode < 500;
          await check(`player ${i + 1} page, save ${refused ? 'refused' : 'accepted'}`, answer);
          if (refused) break;
        }
      }

      // The GM resolves the open step now (missing answers take the ruleset's default).
      const resolved = await app.inject({ method: 'POST', url: `${gm}/resolve?lang=en`, ...form({}) });
      await check('console after the step', resolved);
      for (const [i, link] of tokens.entries()) await checkBoth(`player ${i + 1} page after a step`, link);
      await checkBoth('public game page', `/games/${gameId}`);
      const turn1 = await app.inject({ url: `/games/${gameId}/turns/1?lang=en` });
      if (turn1.statusCode === 200) {
        await checkBoth('report page', `/games/${gameId}/turns/1`);
        await checkBoth('public game page at turn 1', `/games/${gameId}?turn=1`);
      }
      report(found);
      // Every page type was reached: a refused save and a published step (else this test proves less than it says).
      expect({ refused, published: turn1.statusCode }).toEqual({ refused: true, published: 200 });
    },
    600_000,
  );
});
