import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { OrderError } from '../engine/core/ruleset.ts';
import { ServiceError } from '../services/errors.ts';
import type { ProblemInput, ProblemItem } from './problem.ts';

/**
 * Framework errors (Fastify, its plugins) by their `FST_*` code: the stable code and sentence a client gets
 * instead. Anything else 4xx is named by its status.
 */
const FRAMEWORK: Record<string, { code: string; detail?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', detail: 'The request body is larger than this route accepts' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', detail: 'This Content-Type is not accepted here: send application/json' },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: { code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_json', detail: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_json', detail: 'The body is empty but Content-Type says application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request' },
  FST_CP_ERR_INVALID_CONTENT: { code: 'bad_request' },
  FST_ERR_VALIDATION: { code: 'bad_request' },
  FST_ERR_BAD_URL: { code: 'bad_request' },
};

const BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** An illegal order as a problem: `orders.<index>[.<field>]`, its reason as the code. */
export function orderProblem(error: OrderError): ProblemItem {
  return { path: ['orders', String(error.index), ...(error.path ? [error.path] : [])].join('.'), code: error.reason, message: error.message };
}

/**
 * What an error thrown on a route says as a problem (status, stable code, sentence, problems), or `null`: an
 * unexpected error (the handler logs it and answers 500 `internal_error` without any of its detail).
 */
export function problemOf(error: FastifyError): ProblemInput | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const problems = error.validation.map((issue) => ({
      path: [error.validationContext ?? 'body', ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      code: typeof issue.keyword === 'string' ? issue.keyword : 'invalid',
      message: issue.message ?? 'invalid value',
    }));
    return { status: 400, code: 'bad_request', detail: problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems };
  }
  if (error instanceof ServiceError) {
    const { problems, errors, ...rest } = error.details ?? {};
    const listed = problems ?? errors?.map(orderProblem);
    // Every other detail a service gives is a documented extension member of its code (turn_withdrawn:
    // `withdrawnAt`; invalid_dice: `expr`, `position`), as it was a member of the error before problem details.
    const extensions = { ...(errors ? { errors } : {}), ...rest };
    return {
      status: error.status,
      code: error.code,
      detail: error.message,
      ...(listed ? { problems: listed } : {}),
      // `errors`: the illegal orders as before problem details (deprecated: `problems` has them with paths).
      ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
    };
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return status === 503 ? { status, code: 'service_unavailable', detail: error.message } : null;
  const known = error.code ? FRAMEWORK[error.code] : undefined;
  // JSON.parse's own SyntaxError (Fastify's parser gives it status 400 and no code).
  const badJson = !known && status === 400 && error instanceof SyntaxError;
  const code =
    known?.code ?? (badJson ? 'bad_json' : typeof error.code === 'string' && /^[a-z_]+$/.test(error.code) ? error.code : (BY_STATUS[status] ?? 'bad_request'));
  return { status, code, detail: known?.detail ?? (badJson ? `The body is not valid JSON: ${error.message}` : error.message) };
}
