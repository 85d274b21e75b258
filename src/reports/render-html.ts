import type { Block, Inline, ReportDocument } from './document.ts';
import { escapeHtml } from './escape.ts';

/**
 * HTML fragment for forum posts: only p, br, b, i, ul, li, h3, table, tr, th, td — no attributes, no
 * scripts, no CSS (Comunidad Umbría-style editors strip everything else). Colours are dropped.
 */
export const ALLOWED_HTML_TAGS = ['p', 'br', 'b', 'i', 'ul', 'li', 'h3', 'table', 'tr', 'th', 'td'] as const;

export function renderHtml(doc: ReportDocument): string {
  return [`<h3>${inline(doc.title)}</h3>`, ...doc.blocks.map(block)].join('\n') + '\n';
}

function block(node: Block): string {
  switch (node.kind) {
    case 'heading':
      return `<h3>${inline(node.content)}</h3>`;
    case 'paragraph':
      return `<p>${inline(node.content)}</p>`;
    case 'list':
      return `<ul>\n${node.items.map((item) => `<li>${inline(item)}</li>`).join('\n')}\n</ul>`;
    case 'table': {
      const header = `<tr>${node.header.map((cell) => `<th>${inline(cell)}</th>`).join('')}</tr>`;
      const rows = node.rows.map((row) => `<tr>${row.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`);
      return `<table>\n${[header, ...rows].join('\n')}\n</table>`;
    }
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
    case 'lineBreak':
      return '<br>';
  }
}
