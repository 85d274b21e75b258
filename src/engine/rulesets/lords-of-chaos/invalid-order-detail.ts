import type { Lang } from '../../core/catalogue.ts';
import { format } from '../../core/catalogue.ts';
import { MAJOR_GODS, OrderSchema } from './schemas.ts';

/** What exactly is wrong with an order refused as `invalid_order` (the reason code stays the spec's one). */
const DETAILS = {
  not_an_order: {
    en: 'This is not an order: give an object with a type (invade, defend, defendSector, cede, claimDeed).',
    es: 'Esto no es una orden: indica un objeto con su tipo (invade, defend, defendSector, cede, claimDeed).',
  },
  unknown_type: {
    en: 'Unknown order type "{type}": use invade, defend, defendSector, cede or claimDeed.',
    es: 'Tipo de orden desconocido «{type}»: usa invade, defend, defendSector, cede o claimDeed.',
  },
  missing: { en: 'This order needs {field}.', es: 'A esta orden le falta {field}.' },
  count: { en: 'The number of times must be a whole number of at least 1.', es: 'El número de veces debe ser un entero de al menos 1.' },
  extra: { en: 'This order does not take "{field}".', es: 'Esta orden no lleva «{field}».' },
  bad_value: { en: 'The value of {field} is not valid.', es: 'El valor de {field} no es válido.' },
  cede_to_self: { en: 'You cannot cede a planet to yourself.', es: 'No puedes cederte un planeta a ti mismo.' },
  alliance_members: {
    en: 'An alliance must include you and its beneficiary among its members.',
    es: 'Una alianza debe incluirte a ti y a su beneficiario entre sus miembros.',
  },
  alliance_warlord: { en: 'The Warlord of an alliance must be one of its members.', es: 'El Señor de la Guerra de una alianza debe ser uno de sus miembros.' },
  favour_choice: { en: 'The favour must name a major god: {gods}.', es: 'El favor debe nombrar a un dios mayor: {gods}.' },
  malformed: {
    en: 'This order is malformed: check its type, target and count (at least 1).',
    es: 'La orden está mal formada: revisa el tipo, el objetivo y el número (mínimo 1).',
  },
} as const;

const FIELDS: Record<string, Record<Lang, string>> = {
  planet: { en: 'a planet', es: 'un planeta' },
  sector: { en: 'a sector', es: 'un sector' },
  count: { en: 'a number of times', es: 'un número de veces' },
  to: { en: 'the player who receives the planet', es: 'el jugador que recibe el planeta' },
  deed: { en: 'a deed', es: 'una gesta' },
  members: { en: 'the members of the alliance (you and at least one ally)', es: 'los miembros de la alianza (tú y al menos un aliado)' },
  beneficiary: { en: 'the beneficiary of the alliance', es: 'el beneficiario de la alianza' },
};

/** The first thing wrong with an order refused as `invalid_order`, and the field of the order it is about (none: the whole order). */
interface Diagnosis {
  key: keyof typeof DETAILS;
  params?: Record<string, string>;
  field?: string;
}

function diagnose(raw: unknown, me: string, lang: Lang): Diagnosis {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { key: 'not_an_order' };
  const type = (raw as { type?: unknown }).type;
  if (!['invade', 'defend', 'defendSector', 'cede', 'claimDeed'].includes(String(type)))
    return { key: 'unknown_type', params: { type: typeof type === 'string' ? type : (JSON.stringify(type) ?? '') }, field: 'type' };
  const parsed = OrderSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    if (issue.code === 'unrecognized_keys') return { key: 'extra', params: { field: issue.keys[0] ?? '' } };
    const path = issue.path.map(String).join('.') || undefined;
    if (field === 'count') return { key: 'count', field: 'count' };
    if (field === 'alliance' && issue.path[1] === 'members') return { key: 'alliance_members', field: 'alliance.members' };
    // The innermost field named (an alliance's beneficiary), and whether the order holds it at all.
    const leaf = String(issue.path.findLast((segment) => typeof segment === 'string') ?? field);
    const holder = issue.path
      .slice(0, issue.path.lastIndexOf(leaf))
      .reduce<unknown>(
        (value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key as PropertyKey] : undefined),
        raw,
      );
    const present = typeof holder === 'object' && holder !== null && Object.prototype.hasOwnProperty.call(holder, leaf);
    const label = FIELDS[leaf]?.[lang] ?? leaf;
    return { key: present ? 'bad_value' : 'missing', params: { field: label }, ...(path ? { field: path } : {}) };
  }
  const order = parsed.data;
  if (order.type === 'cede' && order.to === me) return { key: 'cede_to_self', field: 'to' };
  if (order.type === 'invade' && order.alliance) {
    const { members, beneficiary, warlord } = order.alliance;
    if (!members.includes(me) || !members.includes(beneficiary)) return { key: 'alliance_members', field: 'alliance.members' };
    if (warlord !== undefined && !members.includes(warlord)) return { key: 'alliance_warlord', field: 'alliance.warlord' };
  }
  if (order.type === 'claimDeed' && order.choice !== undefined) return { key: 'favour_choice', params: { gods: MAJOR_GODS.join(', ') }, field: 'choice' };
  return { key: 'malformed' };
}

/** The player's explanation of an `invalid_order` refusal: the first thing wrong, in plain words. */
export function invalidOrderMessage(raw: unknown, me: string, lang: Lang): string {
  const { key, params } = diagnose(raw, me, lang);
  return format(DETAILS[key][lang], params ?? {});
}

/** The field of an order refused as `invalid_order` that the refusal is about (`alliance.members`), or null. */
export function invalidOrderField(raw: unknown, me: string): string | null {
  return diagnose(raw, me, 'en').field ?? null;
}
