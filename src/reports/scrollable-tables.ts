import { html, raw } from '../engine/core/html.ts';

/**
 * Every table of a trusted HTML fragment (a ruleset's position or report, a page's own table) in a region of its
 * own (a named <section>) that scrolls sideways on a narrow screen, so a wide table never widens the page; the region takes the
 * keyboard focus, so it scrolls without a mouse too (WCAG 2.1.1; axe-core's scrollable-region-focusable), and is
 * named `label` for screen readers ("Table: Position"; numbered when the fragment holds several, as two landmarks
 * of one name cannot be told apart). Our renderers never nest tables. Only for our pages: a forum fragment
 * (report.html) keeps its bare tables.
 */
export function scrollableTables(fragment: string, label: string): string {
  const tables = /<table\b[\s\S]*?<\/table>/g;
  const count = fragment.match(tables)?.length ?? 0;
  let n = 0;
  return fragment.replace(tables, (table) => {
    const name = count > 1 ? `${label} (${++n})` : label;
    return html`<section class="table-scroll" tabindex="0" aria-label="${name}">${raw(table)}</section>`.value;
  });
}
