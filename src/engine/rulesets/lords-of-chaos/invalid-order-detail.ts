import type { Lang } from '../../core/catalogue.ts';
import { format } from '../../core/catalogue.ts';
import { MAJOR_GODS, OrderSchema } from './schemas.ts';

/** What exactly is wrong with an order refused as `invalid_order` (the reason code stays the spec's one). */
const DETAILS = {
  not_an_order: { en: 'This is not an order: give an object with a type (invade, defend, defendSector, cede, claimDeed).', es: 'Esto no es una orden: indica un objeto con su tipo (invade, defend, defendSector, cede, claimDeed).' },
  unknown_type: { en: 'Unknown order type "{type}": use invade, defend, defendSector, cede or claimDeed.', es: 'Tipo de orden desconocido «{type}»: usa invade, defend, defendSector, cede o claimDeed.' },
  missing: { en: 'This order needs {field}.', es: 'A esta orden le falta {field}.' },
  count: { en: 'The number of times must be a whole number of at least 1.', es: 'El número de veces debe ser un entero de al menos 1.' },
  extra: { en: 'This order does not take "{field}".', es: 'Esta orden no lleva «{field}».' },
  bad_value: { en: 'The value of {field} is not valid.', es: 'El valor de {field} no es válido.' },
  cede_to_self: { en: 'You cannot cede a planet to yourself.', es: 'No puedes cederte un planeta a ti mismo.' },
  alliance_members: { en: 'An alliance must include you and its beneficiary among its members.', es: 'Una alianza debe incluirte a ti y a su beneficiario entre sus miembros.' },
  alliance_warlord: { en: 'The Warlord of an alliance must be one of its members.', es: 'El Señor de la Guerra de una alianza debe ser uno de sus miembros.' },
  favour_choice: { en: 'The favour must name a major god: {gods}.', es: 'El favor debe nombrar a un dios mayor: {gods}.' },
  malformed: { en: 'This order is malformed: check its type, target and count (at least 1).', es: 'La orden está mal formada: revisa el tipo, el objetivo y el número (mínimo 1).' },
} as const;

const FIELDS: Record<string, Record<Lang, string>> = {
  planet: { en: 'a planet', es: 'un planeta' },
  sector: { en: 'a sector', es: 'un sector' },
  count: { en: 'a number of times', es: 'un número de veces' },
  to: { en: 'the player who receives the planet', es: 'el jugador que recibe el planeta' },
  deed: { en: 'a deed', es: 'una gesta' },
};

/** The player's explanation of an `invalid_order` refusal: the first thing wrong, in plain words. */
export function invalidOrderMessage(raw: unknown, me: string, lang: Lang): string {
  const say = (key: keyof typeof DETAILS, params: Record<string, string> = {}) => format(DETAILS[key][lang], params);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return say('not_an_order');
  const type = (raw as { type?: unknown }).type;
  if (!['invade', 'defend', 'defendSector', 'cede', 'claimDeed'].includes(String(type))) return say('unknown_type', { type: String(type ?? '') });
  const parsed = OrderSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    if (issue.code === 'unrecognized_keys') return say('extra', { field: issue.keys[0] ?? '' });
    if (field === 'count') return say('count');
    const present = Object.prototype.hasOwnProperty.call(raw, field);
    const label = FIELDS[field]?.[lang] ?? field;
    return present ? say('bad_value', { field: label }) : say('missing', { field: label });
  }
  const order = parsed.data;
  if (order.type === 'cede' && order.to === me) return say('cede_to_self');
  if (order.type === 'invade' && order.alliance) {
    const { members, beneficiary, warlord } = order.alliance;
    if (!members.includes(me) || !members.includes(beneficiary)) return say('alliance_members');
    if (warlord !== undefined && !members.includes(warlord)) return say('alliance_warlord');
  }
  if (order.type === 'claimDeed' && order.choice !== undefined) return say('favour_choice', { gods: MAJOR_GODS.join(', ') });
  return say('malformed');
}
