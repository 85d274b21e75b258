import type { Block, Inline, ReportDocument } from '../engine/core/document.ts';
import { isWebAddress, plainText } from '../engine/core/document.ts';
import { escapeMarkdown, escapeMarkdownCode } from '../engine/core/escape.ts';
import { alignedTableLines } from './aligned-table.ts';

/**
 * Which Markdown: `discord` (the default; Discord and Reddit) renders no tables, so tables are aligned plain
 * text in a code block, which reads the same everywhere; `gfm` (GitHub, Discourse and other forums that render
 * GitHub-flavoured tables) writes real pipe tables (issue 33).
 */
export const MARKDOWN_FLAVORS = ['discord', 'gfm'] as const;
export type MarkdownFlavor = (typeof MARKDOWN_FLAVORS)[number];

export interface MarkdownOptions {
  flavor?: MarkdownFlavor;
}

/** Markdown (no HTML): see MarkdownFlavor for tables. */
export function renderMarkdown(doc: ReportDocument, options: MarkdownOptions = {}): string {
  const flavor = options.flavor ?? 'discord';
  return [`## ${inline(doc.title)}`, ...doc.blocks.map((node) => block(node, flavor))].join('\n\n') + '\n';
}

function block(node: Block, flavor: MarkdownFlavor): string {
  switch (node.kind) {
    case 'heading':
      return `### ${inline(node.content)}`;
    case 'paragraph':
      return inline(node.content);
    case 'list':
      return node.items.map((item) => `- ${inline(item)}`).join('\n');
    case 'table':
      return flavor === 'gfm' ? pipeTable(node.header, node.rows) : codeTable(node.header, node.rows);
    case 'preformatted':
      return ['```', ...node.text.split(/\r?\n/).map(escapeMarkdownCode), '```'].join('\n');
    case 'image':
      return isWebAddress(node.src) ? `![${escapeMarkdown(node.alt)}](<${node.src}>)` : escapeMarkdown(`${node.alt}: ${node.src}`);
  }
}

function codeTable(header: readonly Inline[][], rows: readonly Inline[][][]): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => escapeMarkdownCode(plainText(cell))));
  return ['```', ...alignedTableLines(cells), '```'].join('\n');
}

/**
 * A GitHub-flavoured pipe table: cells keep their inline markup, escaped like any text (a `|` in a name is
 * `\|`, which GFM reads as a literal bar even inside code spans); an empty cell reads as a space.
 */
function pipeTable(header: readonly Inline[][], rows: readonly Inline[][][]): string {
  const line = (row: readonly Inline[][]) => `| ${header.map((_, column) => tableCell(row[column] ?? [])).join(' | ')} |`;
  return [line(header), `|${header.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}

/** One table cell on one line: line breaks become spaces, and every bar is escaped (code spans too). */
function tableCell(content: readonly Inline[]): string {
  const text = inline(content).replace(/ *\n/g, ' ').replace(/\\?\|/g, '\\|').trim();
  return text === '' ? ' ' : text;
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
