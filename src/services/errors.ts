import type { OrderError, Problem } from '../engine/core/ruleset.ts';

/**
 * Failures a use case reports on purpose; the HTTP error handler maps `status` to the response.
 * Messages are safe to show to the caller: they never contain another player's data.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503,
    readonly code: string,
    message: string,
    readonly details?: { problems?: Problem[]; errors?: OrderError[]; withdrawnAt?: string },
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const notFound = (what: string) => new ServiceError(404, 'not_found', `${what} not found`);
export const conflict = (code: string, message: string) => new ServiceError(409, code, message);
export const unauthorized = (message = 'Missing or invalid token') => new ServiceError(401, 'unauthorized', message);
export const forbidden = (message = 'This token does not give access to this resource') => new ServiceError(403, 'forbidden', message);
export const invalidSetup = (problems: Problem[]) =>
  new ServiceError(422, 'invalid_setup', problems.map((problem) => problem.message).join('; '), { problems });
export const invalidPlayer = (problems: Problem[]) =>
  new ServiceError(422, 'invalid_player', problems.map((problem) => problem.message).join('; '), { problems });
export const illegalOrders = (errors: OrderError[]) =>
  new ServiceError(422, 'illegal_orders', `${errors.length} ${errors.length === 1 ? 'order' : 'orders'} rejected; nothing was saved`, { errors });
