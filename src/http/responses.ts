import { z } from 'zod';
import { NotifySettingsSchema } from '../notifications/notify-settings.ts';
import { DeadlinePolicySchema, NmrPolicySchema } from '../time/deadline-policy.ts';

/**
 * Response shapes of the JSON API, declared in the route schemas so that /openapi.json documents them.
 * Objects are loose (extra keys pass through unchanged, `additionalProperties: {}`: clients tolerate new members),
 * but every member the server sends is declared: the API tests check each answer against the document with its
 * objects closed (tests/helpers/api-contract.ts). The ruleset-specific parts (setup, player data, positions,
 * outcomes, orders) are free values or open objects (`x-open`) with a description.
 */
const id = z.string().describe('UUID');
// Services hand dates over as Date or ISO string (JSON turns both into the ISO string): a string in the document.
const iso = z
  .custom<Date | string>((value) => value instanceof Date || typeof value === 'string')
  .meta({ type: 'string', format: 'date-time', description: 'ISO 8601 date-time' });
const seedHash = z.string().describe('SHA-256 (hex) of a seed committed before it is used');
const ruleset = (what: string) => z.unknown().describe(`${what} (its shape is the ruleset's: docs/rulesets/<id>.md)`);
/** An object whose members are the ruleset's own (a map: nothing named, every member allowed). */
const anyObject = (description: string) =>
  z
    .custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
    .meta({ type: 'object', additionalProperties: {}, description });
const rulesetObject = (what: string) => anyObject(`${what} (its members are the ruleset's: docs/rulesets/<id>.md)`);
/** Keeps an object schema open on purpose: the answer checker of the tests (api-contract.ts) leaves it open. */
const OPEN = { 'x-open': true } as const;
/** A text in the game's two languages, or one string. */
const LocalText = z.union([z.string(), z.object({ es: z.string(), en: z.string() })]);

const ProblemItem = z.looseObject({
  path: z.string().describe('Where: `body.name`, `params.id`, `orders.2.target`, `text.line3`…'),
  code: z.string().describe('Stable code of this problem (a zod issue code, a ruleset reason…)'),
  message: z.string(),
});

/**
 * Every JSON error of every route: RFC 9457 problem details (`application/problem+json`), declared once in the
 * document's components (`#/components/schemas/Problem`). docs/server.md "Errors" lists the codes.
 */
export const Problem = z
  .looseObject({
    type: z.string().describe('URI of the problem type: https://turnkeeper.dev/problems/<code> (an identifier)'),
    title: z.string().describe('Short summary of the problem type (the same for every answer with this code)'),
    status: z.number().int().describe('The HTTP status'),
    detail: z.string().describe('This occurrence in a sentence a player understands'),
    code: z.string().describe('Stable error code (docs/server.md "Errors": not_found, illegal_orders, not_your_turn, …)'),
    problems: z.array(ProblemItem).optional().describe('What is wrong, item by item (invalid fields, refused orders, unreadable lines)'),
    requestId: z.string().optional().describe('500 only: the request id in the server log'),
    retryAfter: z.number().int().optional().describe('429 and 503: seconds to wait (also the Retry-After header)'),
    withdrawnAt: z.string().optional().describe('turn_withdrawn: when the GM withdrew the turn (ISO 8601)'),
    expr: z.string().optional().describe('invalid_dice: the expression refused'),
    position: z.number().int().optional().describe('invalid_dice: where in the expression (0-based character index)'),
    errors: z
      .array(z.looseObject({ index: z.number().int(), reason: z.string(), message: z.string(), path: z.string().optional() }))
      .optional()
      .describe('Deprecated (use `problems`): illegal_orders, the refused orders by index'),
    error: z.string().describe('Deprecated alias of `code`'),
    message: z.string().describe('Deprecated alias of `detail`'),
  })
  .describe('Problem details (RFC 9457)');
z.globalRegistry.add(Problem, { id: 'Problem' });

/** The media type of every error answer (../problem.ts). */
const PROBLEM_MEDIA_TYPE = 'application/problem+json';
const problemResponse = (description: string) => ({ description, content: { [PROBLEM_MEDIA_TYPE]: { schema: Problem } } });

/** What each error status means, for the document. */
const ERROR_STATUSES = {
  400: 'Invalid request (bad_request, bad_json, …)',
  401: 'Missing or invalid token (unauthorized)',
  403: 'This token may not do this (forbidden, cross_site_request)',
  404: 'No such game, turn or route (not_found)',
  405: 'The path takes other methods (method_not_allowed; see the Allow header)',
  409: "The game's state does not allow it now (game_started, turn_resolved, …)",
  410: 'Withdrawn by the GM (turn_withdrawn)',
  413: 'Request body too large (payload_too_large)',
  414: 'A path parameter or the URL is too long (bad_request)',
  415: 'Unsupported Content-Type or Content-Encoding (unsupported_media_type)',
  422: 'Refused by the ruleset or the server (illegal_orders, invalid_setup, …)',
  429: 'Too many requests (rate_limited; see Retry-After)',
  500: 'Unexpected error (internal_error, with requestId)',
  503: 'Busy or shutting down (service_unavailable, busy, …; see Retry-After)',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** What any route may answer whatever it does: no such path or game, a wrong method, too large or too long, wrong type, too many, a fault. */
export const COMMON_ERROR_STATUSES = [404, 405, 413, 414, 415, 429, 500] as const;

/** The error answers a route may give, for its `response` schema: the ones named, and the common ones. */
export function errors(...codes: ErrorStatus[]): Record<number, ReturnType<typeof problemResponse>> {
  const all = [...new Set<ErrorStatus>([...codes, ...COMMON_ERROR_STATUSES])].sort((a, b) => a - b);
  return Object.fromEntries(all.map((code) => [code, problemResponse(ERROR_STATUSES[code])]));
}

// No body: `z.undefined()` becomes `type: 'null'` in the document, which @fastify/swagger turns into a response without content.
/** 304: a GET whose `If-None-Match` names the current ETag (every 2xx read carries a strong ETag: conditional-get.ts). */
export const NOT_MODIFIED = { 304: z.undefined().describe('Not modified: the ETag in If-None-Match is current (no body)') };
/** 302: a published artifact asked with an older `?v=`: to its current version (Location). */
export const MOVED = {
  302: z
    .undefined()
    .meta({ headers: { Location: { type: 'string', description: 'The same path with the current `v`' } } })
    .describe('The `v` asked is not the current version: Location names the current one (never cached)'),
};
/** 204: done, nothing to say. */
export const noContent = (description: string) => z.undefined().describe(description);

/** A success answer that is not JSON: a text or a file of one media type. */
export function fileResponse(description: string, mediaType: string, format?: 'binary') {
  const schema = format === 'binary' ? z.string().meta({ format: 'binary' }) : z.string();
  return { description, content: { [mediaType]: { schema } } };
}

/** Error answers of a page route: the statuses named also come as an HTML page for a person with a browser. */
export function withHtmlPage(responses: ReturnType<typeof errors>, ...statuses: (404 | 410)[]): Record<number, unknown> {
  const result: Record<number, unknown> = { ...responses };
  for (const status of statuses) {
    const declared = responses[status]!;
    result[status] = {
      description: `${declared.description}; a page (text/html) for a browser`,
      content: { ...declared.content, 'text/html': { schema: z.string() } },
    };
  }
  return result;
}

export const CreatedGameResponse = z.looseObject({ id, gmToken: z.string().describe('Shown once; only its hash is stored') });
export const SeatedPlayerResponse = z.looseObject({ id, token: z.string().describe("The player's link token, shown once") });
export const SetupResponse = z.looseObject({ setup: ruleset('The setup as stored (defaults filled in)') });
export const NextGameResponse = z.looseObject({
  id,
  gmToken: z.string().describe("The new game's GM token, shown once"),
  carried: z.unknown().describe("What each seat carried over (the ruleset's campaign values)"),
  players: z.array(z.looseObject({ id, name: z.string(), token: z.string().describe('Shown once') })),
});
export const GmTokenResponse = z.looseObject({ gmToken: z.string().describe('Shown once; the old token stops working') });

export const GameResponse = z.looseObject({
  id,
  name: z.string(),
  ruleset: z.string(),
  language: z.enum(['es', 'en']),
  status: z.enum(['setup', 'running', 'paused', 'finished']),
  turn: z.number().int().nullable(),
  turnStatus: z.string().nullable(),
  deadline: iso.nullable(),
  seedHash: seedHash.nullable(),
  gameSeedHash: seedHash.nullable().describe("SHA-256 of the game's secret seed (hidden draws), published at the start"),
  gameSeed: z.string().nullable().describe('Revealed once the game is over'),
  hiddenSeeds: z
    .array(z.looseObject({ fromTurn: z.number().int(), seedHash, seed: z.string().nullable().describe('Revealed once the game is over') }))
    .describe('New hidden streams a GM revert drew: every hidden draw from `fromTurn` on comes from it (decks, face-down cards, tile order)'),
  players: z.array(
    z.looseObject({
      id,
      name: z.string(),
      seat: z.number().int(),
      label: z.string(),
      data: ruleset("The seat's data"),
      submitted: z.boolean(),
      ready: z.boolean(),
      status: z.string().describe("The seat's standing (active, civil disorder…: docs/server.md)"),
      missedTurns: z.number().int().describe('Turns missed in a row (the missed-orders policy counts them)'),
    }),
  ),
  scores: z.record(z.string(), z.number()).describe('Player id → score after the last resolved step'),
  summary: rulesetObject("The ruleset's public summary of the position (e.g. `control`: who holds each area), {} before the start"),
  turns: z
    .array(
      z.looseObject({
        number: z.number().int(),
        status: z.string().describe('open, resolved or archived (withdrawn by a GM revert)'),
        deadline: iso.nullable(),
        seedHash,
        seed: z.string().nullable().describe('Revealed with the resolution, never before'),
        resolvedAt: iso.nullable(),
      }),
    )
    .describe('Every step of the game, oldest first'),
});

export const StartedResponse = z.looseObject({ turn: z.number().int(), deadline: iso.nullable(), seedHash, gameSeedHash: seedHash });

const Roll = z.looseObject({
  id,
  turn: z.number().int(),
  counter: z.number().int().describe("Position in the step seed's dice stream"),
  by: z.string().describe("Player id or 'gm'"),
  reason: z.string(),
  private: z.boolean(),
  expr: z.string(),
  total: z.number().nullable(),
  tally: z.unknown().optional().describe('The dice counted as the expression asks (successes, faces…), when it counts'),
  record: anyObject('Everything needed to verify the roll once the seed is revealed'),
  createdAt: iso,
  seedHash,
  seed: z.string().nullable().describe('Revealed with the step'),
});
const DecisionRequestView = z
  .looseObject({
    player: z.string(),
    kind: z.string().describe("The kind of decision ('orders', 'assign-hits'…)"),
    prompt: LocalText.describe('What the player is asked'),
    secret: z.boolean().describe('Other players do not see the answer before the step is resolved'),
    sealed: z.boolean().describe('Nor after it, until the game ends'),
    required: z.boolean().describe('The step waits for this answer'),
    deadlineHours: z.number().optional().describe('Hours the player has for this step'),
    schema: z.record(z.string(), z.unknown()).describe('JSON Schema of the legal answers'),
    choices: z.record(z.string(), z.array(z.unknown())).optional().describe('Field path → legal values, for a generated form'),
  })
  .describe("The caller's open request");
const Sheet = z.looseObject({
  player: z.string(),
  version: z.number().int().describe('0: nothing saved yet'),
  orders: ruleset('The saved answer'),
  submittedAt: iso.nullable(),
});
const Phase = z
  .object({
    turn: z.number().int().describe("The game's own turn number"),
    index: z.number().int(),
    count: z.number().int(),
    id: z.string(),
    name: LocalText,
    secret: z.boolean(),
    acceptsOrders: z.boolean(),
  })
  .describe("The open step's phase within the turn (rulesets with phases)");

export const PositionResponse = z.looseObject({
  game: z.looseObject({ id, name: z.string(), ruleset: z.string(), language: z.enum(['es', 'en']), status: z.string(), gameSeedHash: seedHash.nullable() }),
  turn: z.looseObject({ number: z.number().int(), deadline: iso.nullable(), seedHash }).nullable(),
  resolvedTurns: z.array(z.number().int()).describe('Numbers of the resolved steps'),
  phase: Phase.nullable(),
  asked: z.array(z.looseObject({ player: z.string(), kind: z.string(), required: z.boolean() })).describe('Who is asked to decide now (never what)'),
  request: DecisionRequestView.nullable(),
  // Typed for the document only (the API tests check every answer against it): never refused when sent.
  view: z.unknown().meta({
    type: 'object',
    nullable: true,
    additionalProperties: {},
    description:
      "The position as the caller may see it (the ruleset's playerView; its members are the ruleset's: docs/rulesets/<id>.md); null before the start",
  }),
  players: z.array(
    z.looseObject({
      id,
      name: z.string(),
      asked: z.boolean(),
      submitted: z.boolean().describe('Has sent orders (never what)'),
      ready: z.boolean(),
    }),
  ),
  sheets: z.array(Sheet).describe('The open sheets the caller may read'),
  rolls: z.array(Roll).describe("The open step's rolls the caller may see"),
});

const SheetSummary = {
  costs: z.array(z.number().nullable()).describe('Per order: its cost, or null when refused'),
  warnings: z
    .array(z.string().nullable())
    .optional()
    .describe('Per order: a warning that does not refuse it (e.g. an exchange that cannot happen as written), or null'),
  notes: z.array(z.string().nullable()).optional().describe('Per order: what the player reads beside it when accepted (its cost in words), or null'),
  lines: z.array(z.string()).optional().describe("The sheet as a whole in the game's language (e.g. what is left to spend), one sentence each"),
  totals: z.record(z.string(), z.number()).optional().describe('The same as numbers, named by the ruleset (listed in docs/rulesets/<id>.md)'),
};
export const SavedOrdersResponse = z.looseObject({
  turn: z.number().int(),
  version: z.number().int().describe('Every save is a new version; the last one counts'),
  orders: ruleset('The saved answer'),
  resolved: z.boolean().describe('Every required answer was in: the step was resolved by this save'),
  text: z.string().optional().describe('The saved sheet as text, one order per line (rulesets with a grammar): it reads back as the same sheet'),
  textNotes: z.array(z.string()).optional().describe('A pasted text: what was understood but is worth telling, each naming its line'),
  ...SheetSummary,
});
export const CheckedOrdersResponse = z.looseObject({
  turn: z.number().int(),
  ok: z.boolean(),
  errors: z.array(z.object({ index: z.number().int(), reason: z.string(), message: z.string(), path: z.string().optional() })),
  problems: z
    .array(z.object({ path: z.string(), code: z.string(), message: z.string() }))
    .optional()
    .describe('A pasted text: the refused orders, each pinned to its line (`text.line<n>`)'),
  textNotes: z.array(z.string()).optional(),
  ...SheetSummary,
});
export const OrdersResponse = z
  .looseObject({
    turn: z.number().int(),
    status: z.string(),
    player: z.string().optional().describe("A player: the caller's own sheet (version 0: nothing saved)"),
    version: z.number().int().optional(),
    orders: ruleset('The saved answer').optional(),
    submittedAt: iso.nullable().optional(),
    sheets: z.array(Sheet).describe('The GM: every sheet; a player: the sheets of others it may read'),
    ...SheetSummary,
    costs: SheetSummary.costs.optional(),
  })
  .describe("The caller's own sheet (a player) or every sheet (the GM), and the sheets the ruleset shows");
export const ReadyResponse = z.looseObject({ turn: z.number().int(), version: z.number().int(), ready: z.boolean(), resolved: z.boolean() });

export const ResolvedResponse = z.looseObject({
  turn: z.number().int(),
  seed: z.string().describe('The revealed step seed: its SHA-256 is the seedHash published when the step opened'),
  seedHash,
  gameOver: z.boolean(),
  nextTurn: z.looseObject({ number: z.number().int(), seedHash, deadline: iso.nullable() }).nullable(),
  summary: z
    .object({ turn: z.number().int(), scores: z.record(z.string(), z.number()), summary: rulesetObject('Anything else public').optional() })
    .describe("The position after the step as anybody may see it (the ruleset's publicState)"),
  submitted: z.array(z.string()).describe('Players whose answers were in'),
  defaulted: z.array(z.string()).describe('Players whose answer was the default (missing at the deadline)'),
  nextIsAutomatic: z.boolean().describe('The next step asks nobody: it is resolved at once too'),
});

export const RollResponse = Roll;
export const RollsResponse = z.looseObject({ rolls: z.array(Roll) });

export const SettingsResponse = z.looseObject({
  timeZone: z.string().describe('The game time zone (IANA): deadlines are typed and shown in it'),
  // OpenAPI 3.0 wants a type beside `nullable` (a oneOf of two objects, or null).
  deadlinePolicy: DeadlinePolicySchema.nullable().meta({ type: 'object' }).describe('Every N hours, or a weekday and time in a time zone; null: none'),
  nmrPolicy: NmrPolicySchema.describe('What happens to missing orders at the deadline'),
  readyEarly: z.boolean(),
  notify: NotifySettingsSchema.describe('Webhook and reminder settings'),
});
export const AdjustmentResponse = z
  .looseObject({ id, turn: z.number().int(), kind: z.string(), reason: z.string() })
  .meta(OPEN)
  .describe("A GM correction: its kind's own fields beside these (the ruleset's adjustmentSchema)");
export const AdjustmentsResponse = z.looseObject({
  adjustments: z.array(AdjustmentResponse.extend({ createdAt: iso, appliedAt: iso.nullable() }).meta(OPEN)),
});
export const AuditResponse = z.looseObject({
  entries: z.array(z.looseObject({ actor: z.string(), action: z.string(), details: ruleset('What was done, as the action records it'), at: iso })),
});
export const DeadlineResponse = z.looseObject({ turn: z.number().int(), deadline: iso.nullable(), paused: z.boolean() });
export const PausedResponse = z.looseObject({
  status: z.enum(['paused', 'running']),
  turn: z.number().int().nullable(),
  remainingMs: z.number().int().nullable().optional().describe('Pause: the time the open turn had left (null: no deadline)'),
  deadline: iso.nullable().optional().describe('Resume: the moved deadline'),
});
export const RevertedResponse = z.looseObject({
  turn: z.number().int(),
  revertId: id,
  archivedTurns: z.array(z.number().int()),
  seedHash,
  hiddenSeedHash: seedHash.describe("SHA-256 of the reopened turn's new hidden stream (GET /api/games/:id `hiddenSeeds`)"),
  deadline: iso.nullable().describe("The reopened turn's deadline"),
});

export const ScoresResponse = z.object({
  players: z.array(z.object({ id, name: z.string(), label: z.string(), seat: z.number().int() })),
  turns: z.array(
    z.object({
      turn: z.number().int(),
      points: z.record(z.string(), z.number()),
      totals: z.record(z.string(), z.number()),
      ranks: z.record(z.string(), z.number()),
    }),
  ),
});
/** Inline content of a report (recursive: bold, italic, coloured, spans hold inline content). */
export const ReportInline: z.ZodType = z
  .union([
    z.string(),
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.enum(['bold', 'italic', 'span']),
        get children() {
          return z.array(ReportInline);
        },
      }),
      z.object({
        kind: z.literal('color'),
        color: z.string(),
        get children() {
          return z.array(ReportInline);
        },
      }),
      z.object({
        kind: z.literal('link'),
        href: z.string(),
        get children() {
          return z.array(ReportInline);
        },
      }),
      z.object({ kind: z.literal('code'), text: z.string() }),
      z.object({ kind: z.literal('lineBreak') }),
    ]),
  ])
  .describe('Raw text, or a node of the neutral report document (src/engine/core/document.ts)');
z.globalRegistry.add(ReportInline, { id: 'ReportInline' });
const Inlines = z.array(ReportInline);
const ReportBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['heading', 'paragraph']), content: Inlines }),
  z.object({ kind: z.literal('list'), items: z.array(Inlines) }),
  z.object({ kind: z.literal('table'), header: z.array(Inlines), rows: z.array(z.array(Inlines)) }),
  z.object({ kind: z.literal('preformatted'), text: z.string() }),
  z.object({ kind: z.literal('image'), src: z.string(), alt: z.string() }),
]);
export const ReportJsonResponse = z.looseObject({
  game: z.looseObject({ id, name: z.string(), ruleset: z.string(), language: z.string() }),
  turn: z.looseObject({
    number: z.number().int(),
    seedHash,
    seed: z.string(),
    rng: z.union([z.string(), z.number()]).describe('The random generator version the step was drawn with'),
    resolvedAt: iso,
  }),
  title: z.string(),
  document: z
    .object({ title: Inlines, blocks: z.array(ReportBlock) })
    .describe('The report document (title and blocks) the HTML, BBCode and Markdown are rendered from'),
  players: z.array(z.looseObject({ id, name: z.string(), seat: z.number().int(), data: ruleset("The seat's data as the caller may see it") })),
  input: z
    .looseObject({
      setup: ruleset('The setup as the caller may see it'),
      players: z.array(ruleset("A seat's data")),
      state: ruleset('The position before the step, as the caller may see it'),
      orders: rulesetObject('Player id → the answer the caller may read'),
      seed: z.string(),
      rngVersion: z.union([z.string(), z.number()]),
    })
    .describe('Enough to re-run the step where nothing is hidden'),
  outcome: ruleset("The step's outcome as the caller may see it"),
  nextState: ruleset('The position after the step, as the caller may see it'),
  scores: z.record(z.string(), z.number()).describe('Player id → score after the step'),
  gameOver: z.boolean(),
  corrections: z.array(z.object({ kind: z.string(), reason: z.string(), data: rulesetObject("The correction's own fields") })),
});
export const CaseFileResponse = z
  .record(z.string(), z.unknown())
  .describe('An adjudication case file (docs/rulesets/<id>.md): `npm run adjudicate -- --ruleset <id> --check case.json`');
export const HealthResponse = z.looseObject({ status: z.string() });

/**
 * `errors()` for routes whose success is not one JSON shape (files, pages, a report in the format asked for): the
 * same declarations, typed loosely so that the handler's own answer (a Buffer, a page) is not checked against them.
 */
export function fileErrors(...codes: ErrorStatus[]): Record<number, unknown> {
  return errors(...codes);
}

/** The whole `response` of such a route, typed loosely for the same reason (the handler sends bytes or a reply). */
export function fileResponses(responses: Record<number, unknown>): Record<number, unknown> {
  return responses;
}
