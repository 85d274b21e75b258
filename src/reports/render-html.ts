import type { Block, Inline, ReportDocument } from '../engine/core/document.ts';
import { escapeHtml } from '../engine/core/escape.ts';

/**
 * HTML fragment for forum posts: only p, br, b, i, ul, li, h3, table, tr, th, td — no attributes, no
 * scripts, no CSS (Comunidad Umbría-style editors strip everything else). Colours are dropped.
 */
export const ALLOWED_HTML_TAGS = ['p', 'br', 'b', 'i', 'ul', 'li', 'h3', 'table', 'tr', 'th', 'td'] as const;

export interface HtmlOptions {
  /** Print the report title (default true; our own pages print it as their h1). */
  title?: boolean;
  /** Section heading tag: h3 for forum posts (default), h2 inside our own pages (heading order). */
  headingTag?: 'h2' | 'h3';
}

export function renderHtml(doc: ReportDocument, options: HtmlOptions = {}): string {
  const tag = options.headingTag ?? 'h3';
  const title = options.title === false ? [] : [`<${tag}>${inline(doc.title)}</${tag}>`];
  return [...title, ...doc.blocks.map((node) => block(node, tag))].join('\n') + '\n';
}

function block(node: Block, headingTag: string): string {
  switch (node.kind) {
    case 'heading':
      return `<${headingTag}>${inline(node.content)}</${headingTag}>`;
    case 'paragraph':
      return `<p>${inline(node.content)}</p>`;
    case 'list':
      return `<ul>\n${node.items.map((item) => `<li>${inline(item)}</li>`).join('\n')}\n</ul>`;
    case 'table': {
      const header = `<tr>${node.header.map((cell) => `<th>${inline(cell)}</th>`).join('')}</tr>`;
      const rows = node.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`);
      return `<table>\n${[header, ...rows].join('\n')}\n</table>`;
    }
    case 'preformatted':
      // Forum editors keep <p> and <br> only: one line each.
      return `<p>${node.text.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`;
    case 'image':
      // No <img> in forum fragments: the address, which most editors turn into a link.
      return `<p>${escapeHtml(node.alt)}: ${escapeHtml(node.src)}</p>`;
  }
}

export function inline(content: readonly Inline[]): string {
  return content.map(inlineNode).join('');
}

function inlineNode(node: Inline): string {
  if (typeof node === 'string') return escapeHtml(node);
  switch (node.kind) {
    case 'bold':
      return `<b>${inline(node.children)}</b>`;
    case 'italic':
      return `<i>${inline(node.children)}</i>`;
    case 'color':
    case 'span':
      return inline(node.children);
    case 'code':
      return escapeHtml(node.text);
    case 'link': {
      const text = inline(node.children);
      return text === escapeHtml(node.href) ? text : `${text} (${escapeHtml(node.href)})`;
    }
    case 'lineBreak':
      return '<br>';
  }
}
