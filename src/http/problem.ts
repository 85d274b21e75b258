import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isProblemCode, PROBLEM_CODES, problemType } from './problem-codes.ts';

/** RFC 9457 problem details: the media type of every JSON error. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/** One thing wrong with the request: where (`body.orders.2`, `text.line3`), a stable code, and a sentence. */
export interface ProblemItem {
  path: string;
  code: string;
  message: string;
}

export interface ProblemInput {
  status: number;
  code: string;
  /** The sentence a player understands. */
  detail: string;
  problems?: readonly ProblemItem[];
  /** Documented extension members of a code (turn_withdrawn: `withdrawnAt`; illegal_orders: `errors`; …). */
  extensions?: Record<string, unknown>;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  problems?: ProblemItem[];
  requestId?: string;
  /** Deprecated alias of `code` (the member clients read before problem details). */
  error: string;
  /** Deprecated alias of `detail`. */
  message: string;
  [extension: string]: unknown;
}

/** The one builder of every JSON error body (docs/server.md "Errors"). */
export function problemBody(request: FastifyRequest, input: ProblemInput): ProblemBody {
  const { status, code, detail } = input;
  const title = isProblemCode(code) ? PROBLEM_CODES[code].title : (STATUS_CODES[status] ?? 'Error');
  return {
    // Extension members first: none may replace a member of the standard shape.
    ...input.extensions,
    type: problemType(code),
    title,
    status,
    detail,
    code,
    ...(input.problems && input.problems.length > 0 ? { problems: [...input.problems] } : {}),
    ...(status >= 500 ? { requestId: String(request.id) } : {}),
    error: code,
    message: detail,
  };
}

/** Sends a problem: status, `application/problem+json`, the body. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, input: ProblemInput): FastifyReply {
  return reply.code(input.status).type(PROBLEM_CONTENT_TYPE).send(problemBody(request, input));
}
