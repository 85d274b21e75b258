import type { Block, Inline, ReportDocument } from '../engine/core/document.ts';
import { html, joinHtml, type Html } from '../engine/core/html.ts';

/**
 * HTML fragment for forum posts: only p, br, b, i, ul, li, h3, table, tr, th, td — no attributes (but
 * `scope="col"` on the column headers of a board whose corner cell is empty: the row headers need it to be read
 * as a grid, and an editor that strips it loses nothing visible), no scripts, no CSS (Comunidad Umbría-style
 * editors strip everything else). Colours are dropped.
 */
export const ALLOWED_HTML_TAGS = ['p', 'br', 'b', 'i', 'ul', 'li', 'h3', 'table', 'tr', 'th', 'td'] as const;

export interface HtmlOptions {
  /** Print the report title (default true; our own pages print it as their h1). */
  title?: boolean;
  /** Section heading tag: h3 for forum posts (default), h2 inside our own pages (heading order). */
  headingTag?: 'h2' | 'h3';
  /** Inside our own pages: a table's header row in <thead>, its rows in <tbody> (forum fragments keep the tags above). */
  tableSections?: boolean;
}

export function renderHtml(doc: ReportDocument, options: HtmlOptions = {}): string {
  const tag = options.headingTag ?? 'h3';
  const title = options.title !== false && heading(tag, doc.title);
  return `${joinHtml([title, ...doc.blocks.map((node) => block(node, tag, options.tableSections === true))], '\n').value}\n`;
}

function heading(tag: 'h2' | 'h3', content: readonly Inline[]): Html {
  return tag === 'h2' ? html`<h2>${inline(content)}</h2>` : html`<h3>${inline(content)}</h3>`;
}

function block(node: Block, headingTag: 'h2' | 'h3', tableSections: boolean): Html {
  switch (node.kind) {
    case 'heading':
      return heading(headingTag, node.content);
    case 'paragraph':
      return html`<p>${inline(node.content)}</p>`;
    case 'list':
      return html`<ul>\n${joinHtml(
        node.items.map((item) => html`<li>${inline(item)}</li>`),
        '\n',
      )}\n</ul>`;
    case 'table': {
      // An empty header cell (the corner of a board) heads nothing: a data cell, so no header lacks a name; the
      // headers beside it then say what they head (a row mixing both).
      const empty = (cell: readonly Inline[]) => inline(cell).value === '';
      const corner = node.header.some(empty);
      const header = html`<tr>${node.header.map((cell) => (empty(cell) ? html`<td></td>` : corner ? html`<th scope="col">${inline(cell)}</th>` : html`<th>${inline(cell)}</th>`))}</tr>`;
      const rows = node.rows.map((row) => html`<tr>${row.map((cell) => html`<td>${inline(cell)}</td>`)}</tr>`);
      if (tableSections) return html`<table>\n<thead>${header}</thead>\n<tbody>\n${joinHtml(rows, '\n')}\n</tbody>\n</table>`;
      return html`<table>\n${joinHtml([header, ...rows], '\n')}\n</table>`;
    }
    case 'preformatted':
      // Forum editors keep <p> and <br> only: one line each.
      return html`<p>${joinHtml(node.text.split(/\r?\n/), html`<br>`)}</p>`;
    case 'image':
      // No <img> in forum fragments: the address, which most editors turn into a link.
      return html`<p>${node.alt}: ${node.src}</p>`;
  }
}

export function inline(content: readonly Inline[]): Html {
  return html`${content.map(inlineNode)}`;
}

function inlineNode(node: Inline): Html | string {
  if (typeof node === 'string') return node;
  switch (node.kind) {
    case 'bold':
      return html`<b>${inline(node.children)}</b>`;
    case 'italic':
      return html`<i>${inline(node.children)}</i>`;
    case 'color':
    case 'span':
      return inline(node.children);
    case 'code':
      return node.text;
    case 'link': {
      // A link whose text is its address prints once; other text is followed by the address.
      const text = inline(node.children);
      return text.value === html`${node.href}`.value ? text : html`${text} (${node.href})`;
    }
    case 'lineBreak':
      return html`<br>`;
  }
}
