import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../services/errors.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: refuse it at the boundary (400) instead of failing in the
 * database (found by the fuzz test: a NUL in an id or a name gave 500).
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new ServiceError(400, 'bad_request', 'The request contains a NUL character (U+0000), which is not allowed');
    }
  });
}
