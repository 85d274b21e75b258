import { escapeHtml } from './escape.ts';

/** The one escaping of every HTML we write (core/escape.ts). */
export { escapeHtml };

/**
 * A tiny HTML template helper that escapes by default.
 *
 *   html`<p>${name}</p>`            -> name is escaped
 *   html`<ul>${items.map(li)}</ul>` -> arrays are joined (each item escaped unless it is already Html)
 *   raw(trusted)                    -> inserted as is (only for markup we produced ourselves, e.g. the map SVG)
 *
 * null, undefined and false render as nothing, so `${cond && html`...`}` works.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map((item: HtmlValue) => renderValue(item)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += renderValue(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/**
 * Fragments joined by `separator` (text is escaped like any value), skipping null, undefined and false, so optional
 * lines drop out: joinHtml([heading, cond && html`<p>…</p>`], '\n').
 */
export function joinHtml(items: readonly HtmlValue[], separator: string | Html = ''): Html {
  return new Html(
    items
      .filter((item) => item !== null && item !== undefined && item !== false)
      .map(renderValue)
      .join(renderValue(separator)),
  );
}

export function raw(trusted: string): Html {
  return new Html(trusted);
}

/** JSON for a `<script type="application/json">` island: `<` is escaped so no `</script>` can close it. */
export function jsonIsland(id: string, data: unknown): Html {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return html`<script type="application/json" id="${id}">${raw(json)}</script>`;
}

/** `selected` / `checked` / `hidden`-style boolean attribute. */
export function attr(name: string, on: boolean): Html {
  return raw(on ? ` ${name}` : '');
}
