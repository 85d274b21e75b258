import { appendFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contractChecker, type ContractChecker, type OpenApiDocument } from './api-contract.ts';

/** One checker per distinct document (the apps of a test file serve the same one): validators compiled once. */
const checkers = new Map<string, ContractChecker>();

function checkerOf(app: FastifyInstance): ContractChecker {
  const text = JSON.stringify(app.swagger());
  let checker = checkers.get(text);
  if (!checker) {
    checker = contractChecker(JSON.parse(text) as OpenApiDocument);
    checkers.set(text, checker);
  }
  return checker;
}

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/**
 * Every answer `app.inject` gives in the API tests is checked against the app's own OpenAPI document
 * (./api-contract.ts): an undeclared status, media type or member fails the request's test at once, naming it.
 * `API_CONTRACT_LOG=<file>` appends one JSON line per answer checked (the database kind and any violation): for
 * counting; with `API_CONTRACT_SOFT=1` too, violations are only written down (every gap of a document in one run).
 */
export function checkAnswersAgainstSpec(app: FastifyInstance, kind: string): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  const log = process.env.API_CONTRACT_LOG;
  let checker: ContractChecker | null = null;
  const check = (response: LightMyRequestResponse) => {
    const request = response.raw.req;
    checker ??= checkerOf(app);
    const before = checker.checked;
    const violations = checker.check({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      status: response.statusCode,
      headers: response.headers,
      body: response.rawPayload,
    });
    if (checker.checked === before) return response;
    if (log) appendFileSync(log, `${JSON.stringify({ kind, violations })}\n`);
    if (violations.length > 0 && process.env.API_CONTRACT_SOFT !== '1')
      throw new ContractViolation(`answer not in the OpenAPI document:\n  ${violations.join('\n  ')}`);
    return response;
  };
  (app as { inject: unknown }).inject = (...args: unknown[]) => {
    // The chained form (`app.inject().get(...)`) and the callback form are not used by the API tests: left as they are.
    if (args.length !== 1 || args[0] === undefined) return inject(...args);
    return (inject(...args) as Promise<LightMyRequestResponse>).then(check);
  };
}
