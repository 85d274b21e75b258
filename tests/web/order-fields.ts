/**
 * The Lords of Chaos order form as the server generates it from the ruleset's schema (src/web/forms): each order
 * row `i` has a kind select `answer.<i>.__variant` and the chosen kind's fields under `answer.<i>.__<kind>.`
 * (`answer.0.__invade.planet`). Tests post these names (no JavaScript) and drive these ids in a browser.
 */
export const ORDER_KINDS = ['invade', 'defend', 'defendSector', 'cede', 'claimDeed'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The posted fields of order row `i`: its kind and its own fields (`planet`, `count`, `alliance.members`...). */
export function orderFields(i: number, kind: OrderKind | '', fields: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  if (kind === '') return { [`answer.${i}.__variant`]: '' };
  return {
    [`answer.${i}.__variant`]: kind,
    ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`answer.${i}.__${kind}.${name}`, value])),
  };
}

/** The element ids of order row `i`: its kind select, a field of a kind (`planet`, `alliance-members`), its status line. */
export const orderIds = {
  kind: (i: number) => `#answer-${i}-variant`,
  field: (i: number, kind: OrderKind, field: string) => `#answer-${i}-__${kind}-${field.replace(/\./g, '-')}`,
  status: (i: number) => `#answer-${i}-status`,
};

/** The main "Add another" button of the order list (not a nested list's, like a kill order). */
export const ADD_ORDER = 'fieldset[data-array="answer"] > button.add-row';
