import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../services/errors.ts';

type TextProblem = 'nul' | 'surrogate' | null;

function textProblem(text: string): TextProblem {
  if (text.includes('\u0000')) return 'nul';
  // String.prototype.isWellFormed (Node 20; ES2024, newer than this project's lib setting).
  return (text as string & { isWellFormed(): boolean }).isWellFormed() ? null : 'surrogate';
}

/** The first NUL or lone surrogate in any string (keys included) of a parsed request part. */
function findProblem(value: unknown, depth = 0): TextProblem {
  if (typeof value === 'string') return textProblem(value);
  if (depth > 200 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findProblem(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = textProblem(key) ?? findProblem((value as Record<string, unknown>)[key], depth + 1);
    if (found) return found;
  }
  return null;
}

const MESSAGES = {
  nul: 'The request contains a NUL character (U+0000), which is not allowed',
  surrogate: 'The request contains a lone UTF-16 surrogate (an unpaired \\uD800–\\uDFFF), which is not valid text',
} as const;

/**
 * Text PostgreSQL cannot store, refused at the boundary with 400 instead of failing in the database (found by
 * fuzzing: a NUL in an id or a name, or a lone surrogate such as "\uD800" in any JSON string, gave 500). Runs
 * on params, query and body of every route, forms included. Bodies nest at most MAX_JSON_DEPTH (json-body.ts).
 */
export function registerRejectNul(app: FastifyInstance): void {
  // Callback style (no promise per request: this runs on every request).
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = findProblem(request.params) ?? findProblem(request.query) ?? findProblem(request.body);
    done(problem ? new ServiceError(400, 'bad_request', MESSAGES[problem]) : undefined);
  });
}
