import { z } from 'zod';

/**
 * The order form's rows <-> order objects (pure). The form is a plain <form method="post"> so it works
 * without JavaScript (progressive enhancement): every row carries every field, and the field used for the
 * target depends on the row's type (`invadePlanet`, `defendPlanet`, `cedePlanet`, `sector`, `deed`).
 * Nothing is validated here beyond shape: the ruleset's checkSheet decides what is legal, with its reason codes.
 */

export const ORDER_TYPES = ['invade', 'defend', 'defendSector', 'cede', 'claimDeed'] as const;
export type OrderTypeName = (typeof ORDER_TYPES)[number];

/** What one row of the form holds, as strings (what the browser sends). */
export interface OrderRow {
  type: string; // '' = empty row (ignored)
  planet: string;
  sector: string;
  deed: string;
  count: string;
  to: string;
  exchangeFor: string;
  allies: string[]; // other alliance members (the player is always a member)
  beneficiary: string;
  warlord: string;
  /** Alliance kill order (rules §6.4): members in the order they kill the inhabitants; none = by attack value. */
  killOrder: string[];
  choice: string;
}

export const MAX_ROWS = 100;

export function emptyRow(): OrderRow {
  return { type: '', planet: '', sector: '', deed: '', count: '1', to: '', exchangeFor: '', allies: [], beneficiary: '', warlord: '', killOrder: [], choice: '' };
}

/** urlencoded body as parsed by @fastify/formbody: repeated keys become arrays. */
export const FormBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type FormBody = z.infer<typeof FormBodySchema>;

export function fieldName(row: number | string, field: string): string {
  return `o${row}.${field}`;
}

function one(body: FormBody, key: string): string {
  const value = body[key];
  if (value === undefined) return '';
  return (Array.isArray(value) ? (value[0] ?? '') : value).trim();
}

function many(body: FormBody, key: string): string[] {
  const value = body[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter((v) => v !== '');
}

const TARGET_FIELD: Record<string, string> = { invade: 'invadePlanet', defend: 'defendPlanet', cede: 'cedePlanet' };

/** Reads the rows present in a form body with their row index (0..MAX_ROWS-1, in order; gaps allowed). */
export function indexedRowsFromForm(body: FormBody): { index: number; row: OrderRow }[] {
  const indexes = new Set<number>();
  for (const key of Object.keys(body)) {
    const match = /^o(\d{1,3})\./.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes]
    .filter((i) => i < MAX_ROWS)
    .sort((a, b) => a - b)
    .map((i) => {
      const type = one(body, fieldName(i, 'type'));
      const planetField = TARGET_FIELD[type];
      const row: OrderRow = {
        type,
        planet: planetField ? one(body, fieldName(i, planetField)) : '',
        sector: one(body, fieldName(i, 'sector')),
        deed: one(body, fieldName(i, 'deed')),
        count: one(body, fieldName(i, 'count')),
        to: one(body, fieldName(i, 'to')),
        exchangeFor: one(body, fieldName(i, 'exchangeFor')),
        allies: many(body, fieldName(i, 'allies')),
        beneficiary: one(body, fieldName(i, 'beneficiary')),
        warlord: one(body, fieldName(i, 'warlord')),
        killOrder: many(body, fieldName(i, 'killOrder')),
        choice: one(body, fieldName(i, 'choice')),
      };
      return { index: i, row };
    });
}

/** The rows present in a form body, in order. */
export function rowsFromForm(body: FormBody): OrderRow[] {
  return indexedRowsFromForm(body).map(({ row }) => row);
}

/** Rows the player actually filled in (type chosen), in order. Their position = the order's index. */
export function filledRows(rows: OrderRow[]): OrderRow[] {
  return rows.filter((row) => row.type !== '');
}

/** A count as typed: blank = 1; anything not a whole number is passed on as is, so the ruleset rejects it. */
function countValue(text: string): number | string {
  if (text === '') return 1;
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
}

/** One row -> the order object sent to the ruleset (same shape as the API's orders). */
export function rowToOrder(row: OrderRow, player: string): Record<string, unknown> {
  switch (row.type) {
    case 'invade': {
      const order: Record<string, unknown> = { type: 'invade', planet: row.planet, count: countValue(row.count) };
      const allies = row.allies.filter((ally) => ally !== player);
      if (allies.length > 0) {
        const alliance: Record<string, unknown> = {
          members: [player, ...allies].sort(),
          beneficiary: row.beneficiary || player,
        };
        if (row.warlord) alliance.warlord = row.warlord;
        if (row.killOrder.length > 0) alliance.killOrder = row.killOrder;
        order.alliance = alliance;
      }
      return order;
    }
    case 'defend':
      return { type: 'defend', planet: row.planet, count: countValue(row.count) };
    case 'defendSector':
      return { type: 'defendSector', sector: row.sector, count: countValue(row.count) };
    case 'cede': {
      const order: Record<string, unknown> = { type: 'cede', planet: row.planet, to: row.to };
      if (row.exchangeFor) order.exchangeFor = row.exchangeFor;
      return order;
    }
    case 'claimDeed': {
      const order: Record<string, unknown> = { type: 'claimDeed', deed: row.deed };
      if (row.choice) order.choice = row.choice;
      return order;
    }
    default:
      return { type: row.type };
  }
}

export function rowsToOrders(rows: OrderRow[], player: string): Record<string, unknown>[] {
  return filledRows(rows).map((row) => rowToOrder(row, player));
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A saved order -> a row (to show a saved sheet in the form). Unknown shapes become a row of their type. */
export function orderToRow(order: unknown, player: string): OrderRow {
  const row = emptyRow();
  if (typeof order !== 'object' || order === null) return row;
  const o = order as Record<string, unknown>;
  row.type = text(o.type);
  row.planet = text(o.planet);
  row.sector = text(o.sector);
  row.deed = text(o.deed);
  row.count = o.count === undefined ? '1' : text(o.count);
  row.to = text(o.to);
  row.exchangeFor = text(o.exchangeFor);
  row.choice = text(o.choice);
  const alliance = o.alliance;
  if (typeof alliance === 'object' && alliance !== null) {
    const a = alliance as Record<string, unknown>;
    row.allies = Array.isArray(a.members) ? a.members.map(text).filter((m) => m !== '' && m !== player) : [];
    row.beneficiary = text(a.beneficiary);
    row.warlord = text(a.warlord);
    row.killOrder = Array.isArray(a.killOrder) ? a.killOrder.map(text).filter((m) => m !== '') : [];
  }
  return row;
}

/** Rows to show: the given ones plus empty rows up to `minimum` total and at least `spare` empty at the end. */
export function withSpareRows(rows: OrderRow[], spare: number, minimum = 0): OrderRow[] {
  const out = [...rows];
  const target = Math.min(MAX_ROWS, Math.max(minimum, rows.length + spare));
  while (out.length < target) out.push(emptyRow());
  return out;
}
