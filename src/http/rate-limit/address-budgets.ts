import type { Config } from '../../config.ts';

/**
 * Routes that spend a small budget of the client address on success only: a game created (API, web form,
 * the next game of a campaign), a seat added by a GM (API, console form), a request to join through an
 * invitation link. A request refused (4xx/5xx) or a form that only asked for another row gives its unit back.
 */
export const ADDRESS_BUDGET_ROUTES: Readonly<Record<string, AddressBudgetName>> = {
  'POST /api/games': 'create',
  'POST /gm': 'create',
  'POST /api/games/:id/next': 'create',
  'POST /api/games/import': 'create',
  'POST /gm/:token/next': 'create',
  'POST /api/games/:id/players': 'seat',
  'POST /gm/:token/players': 'seat',
  'POST /join/:code': 'join',
};

export type AddressBudgetName = 'create' | 'seat' | 'join';

export interface AddressBudget {
  max: number;
  windowMs: number;
  /** What was counted, for the 429 message. */
  what: string;
}

export function addressBudgets(config: Config): Record<AddressBudgetName, AddressBudget> {
  const hour = 3_600_000;
  return {
    create: { max: config.RATE_LIMIT_CREATE_PER_HOUR, windowMs: hour, what: 'new games' },
    seat: { max: config.RATE_LIMIT_SEATS_PER_HOUR, windowMs: hour, what: 'seats added' },
    join: { max: config.RATE_LIMIT_JOINS_PER_HOUR, windowMs: hour, what: 'requests to join' },
  };
}
