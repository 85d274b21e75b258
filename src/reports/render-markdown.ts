import type { Block, Inline, ReportDocument } from '../engine/core/document.ts';
import { isWebAddress, plainText } from '../engine/core/document.ts';
import { escapeMarkdown, escapeMarkdownCode } from '../engine/core/escape.ts';

/**
 * Markdown for Discord and Reddit (no HTML). Discord renders no tables, so tables are aligned plain text
 * in a code block, which reads the same everywhere.
 */
export function renderMarkdown(doc: ReportDocument): string {
  return [`## ${inline(doc.title)}`, ...doc.blocks.map(block)].join('\n\n') + '\n';
}

function block(node: Block): string {
  switch (node.kind) {
    case 'heading':
      return `### ${inline(node.content)}`;
    case 'paragraph':
      return inline(node.content);
    case 'list':
      return node.items.map((item) => `- ${inline(item)}`).join('\n');
    case 'table':
      return codeTable(node.header, node.rows);
    case 'preformatted':
      return ['```', ...node.text.split(/\r?\n/).map(escapeMarkdownCode), '```'].join('\n');
    case 'image':
      return isWebAddress(node.src) ? `![${escapeMarkdown(node.alt)}](<${node.src}>)` : escapeMarkdown(`${node.alt}: ${node.src}`);
  }
}

function codeTable(header: readonly Inline[][], rows: readonly Inline[][][]): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => escapeMarkdownCode(plainText(cell))));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => width(row[column] ?? ''))));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell + ' '.repeat(widths[column]! - width(cell)))
      .join(' | ')
      .trimEnd();
  const [head, ...body] = cells;
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return ['```', line(head!), rule, ...body.map(line), '```'].join('\n');
}

/** Display width in code points (report text has no wide CJK characters by construction of the catalogue). */
function width(text: string): number {
  return [...text].length;
}

function inline(content: readonly Inline[]): string {
  return content.map(inlineNode).join('');
}

function inlineNode(node: Inline): string {
  if (typeof node === 'string') return escapeMarkdown(node);
  switch (node.kind) {
    case 'bold':
      return `**${inline(node.children)}**`;
    case 'italic':
      return `*${inline(node.children)}*`;
    case 'color':
    case 'span':
      return inline(node.children);
    case 'code':
      return `\`${escapeMarkdownCode(node.text)}\``;
    case 'link':
      return isWebAddress(node.href) ? `[${inline(node.children)}](<${node.href}>)` : `${inline(node.children)} (${escapeMarkdown(node.href)})`;
    case 'lineBreak':
      return '  \n';
  }
}
