/**
 * Every error code the API answers with (the `code` member of a problem, docs/server.md "Errors"): its HTTP
 * status and a short title. A closed list: tests/http/problem-codes.test.ts checks that every code thrown in
 * src/ is here with its status, and that docs/server.md lists each one.
 */
export const PROBLEM_CODES = {
  // ---- the request itself (any route) ----
  bad_request: { status: 400, title: 'Invalid request' },
  bad_json: { status: 400, title: 'Malformed JSON body' },
  unauthorized: { status: 401, title: 'Missing or invalid token' },
  forbidden: { status: 403, title: 'Not allowed with this token' },
  cross_site_request: { status: 403, title: 'Cross-site request refused' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal server error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
  // ---- input a use case refuses (400) ----
  invalid_deadline: { status: 400, title: 'Invalid deadline' },
  invalid_sheet: { status: 400, title: 'Invalid order sheet' },
  invalid_gm_input: { status: 400, title: 'Invalid GM input' },
  gm_input_not_accepted: { status: 400, title: 'GM input not accepted' },
  reason_required: { status: 400, title: 'Reason required' },
  invalid_archive: { status: 400, title: 'Invalid game archive' },
  // ---- the game's state (409) ----
  archive_conflict: { status: 409, title: 'Game archive conflicts with a stored game' },
  campaign_over: { status: 409, title: 'Campaign over' },
  deadline_passed: { status: 409, title: 'Deadline passed' },
  game_exists: { status: 409, title: 'Game already exists' },
  game_finished: { status: 409, title: 'Game finished' },
  game_not_over: { status: 409, title: 'Game not over' },
  game_not_started: { status: 409, title: 'Game not started' },
  game_over: { status: 409, title: 'Game over' },
  game_paused: { status: 409, title: 'Game paused' },
  game_started: { status: 409, title: 'Game already started' },
  no_campaign: { status: 409, title: 'Not a campaign' },
  no_open_turn: { status: 409, title: 'No open turn' },
  no_orders_phase: { status: 409, title: 'No orders asked now' },
  no_players: { status: 409, title: 'No players' },
  not_paused: { status: 409, title: 'Game not paused' },
  not_running: { status: 409, title: 'Game not running' },
  not_your_turn: { status: 409, title: 'Not your turn' },
  turn_not_open: { status: 409, title: 'Turn not open' },
  turn_not_resolved: { status: 409, title: 'Turn not resolved' },
  turn_resolved: { status: 409, title: 'Turn already resolved' },
  // ---- gone (410) ----
  turn_withdrawn: { status: 410, title: 'Turn report withdrawn' },
  // ---- content the ruleset or the server refuses (422) ----
  adjustments_unsupported: { status: 422, title: 'Corrections not supported' },
  archive_does_not_replay: { status: 422, title: 'Game archive does not replay' },
  archive_too_new: { status: 422, title: 'Game archive too new' },
  deadline_in_past: { status: 422, title: 'Deadline in the past' },
  illegal_orders: { status: 422, title: 'Illegal orders' },
  invalid_adjustment: { status: 422, title: 'Invalid correction' },
  invalid_dice: { status: 422, title: 'Invalid dice expression' },
  invalid_player: { status: 422, title: 'Invalid player' },
  invalid_setup: { status: 422, title: 'Invalid setup' },
  text_not_supported: { status: 422, title: 'Orders as text not supported' },
  unknown_ruleset: { status: 422, title: 'Unknown ruleset' },
  unreadable_text: { status: 422, title: 'Unreadable order text' },
  unsafe_webhook: { status: 422, title: 'Unsafe webhook address' },
  // ---- load (429, 503) ----
  too_many_requests: { status: 429, title: 'Too many waiting requests' },
  busy: { status: 503, title: 'Map renderer busy' },
  render_timeout: { status: 503, title: 'Map rendering timed out' },
  render_failed: { status: 503, title: 'Map rendering failed' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof PROBLEM_CODES;

/** Some codes are thrown with two statuses (invalid_gm_input: 400 malformed, 422 refused by the ruleset). */
export const OTHER_STATUSES: Partial<Record<ProblemCode, readonly number[]>> = { invalid_gm_input: [422] };

export const isProblemCode = (code: string): code is ProblemCode => Object.hasOwn(PROBLEM_CODES, code);

/** The `type` URI of a code: an identifier (RFC 9457 §3.1.1), documented in docs/server.md "Errors". */
export const PROBLEM_TYPE_BASE = 'https://turnkeeper.dev/problems/';
export const problemType = (code: string) => `${PROBLEM_TYPE_BASE}${code}`;
