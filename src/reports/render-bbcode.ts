import type { Block, Inline, ReportDocument } from '../engine/core/document.ts';
import { isWebAddress, plainText } from '../engine/core/document.ts';
import { readableOnAnyTheme } from '../engine/core/colors.ts';
import { escapeBbcode } from '../engine/core/escape.ts';
import { alignedTableLines } from './aligned-table.ts';

export interface BbcodeOptions {
  /** Use [table] (only some boards support it); by default tables become one list line per row. */
  tables?: boolean;
}

/** phpBB BBCode: [b], [i], [color], [size], [list], optionally [table]. */
export function renderBbcode(doc: ReportDocument, options: BbcodeOptions = {}): string {
  return [`[size=150][b]${inline(doc.title)}[/b][/size]`, ...doc.blocks.map((node) => block(node, options))].join('\n\n') + '\n';
}

function block(node: Block, options: BbcodeOptions): string {
  switch (node.kind) {
    case 'heading':
      return `[size=120][b]${inline(node.content)}[/b][/size]`;
    case 'paragraph':
      return inline(node.content);
    case 'list':
      return `[list]\n${node.items.map((item) => `[*]${inline(item)}`).join('\n')}\n[/list]`;
    case 'table':
      if (options.tables) {
        const header = `[tr]${node.header.map((cell) => `[th]${inline(cell)}[/th]`).join('')}[/tr]`;
        const rows = node.rows.map((row) => `[tr]${row.map((cell) => `[td]${inline(cell)}[/td]`).join('')}[/tr]`);
        return `[table]\n${[header, ...rows].join('\n')}\n[/table]`;
      }
      if (node.grid)
        return `[code]${alignedTableLines([node.header, ...node.rows].map((row) => row.map((cell) => escapeBbcode(plainText(cell))))).join('\n')}[/code]`;
      return `[list]\n${node.rows.map((row) => `[*]${tableRowLine(node.header, row)}`).join('\n')}\n[/list]`;
    case 'preformatted':
      return `[code]${node.text.split(/\r?\n/).map(escapeBbcode).join('\n')}[/code]`;
    case 'image':
      return isWebAddress(node.src) ? `[img]${node.src}[/img]` : escapeBbcode(`${node.alt}: ${node.src}`);
  }
}

/** "1. Name — Header: value · Header: value" (empty cells are skipped). */
function tableRowLine(header: readonly Inline[][], row: readonly Inline[][]): string {
  const [first, second, ...rest] = row;
  const labelled = rest
    .map((cell, index) => ({ cell, label: header[index + 2] ?? [] }))
    .filter(({ cell }) => plainText(cell) !== '')
    .map(({ cell, label }) => `${inline(label)}: ${inline(cell)}`);
  return `${inline(first ?? [])}. ${inline(second ?? [])} — ${labelled.join(' · ')}`;
}

function inline(content: readonly Inline[]): string {
  return content.map(inlineNode).join('');
}

function inlineNode(node: Inline): string {
  if (typeof node === 'string') return escapeBbcode(node);
  switch (node.kind) {
    case 'bold':
      return `[b]${inline(node.children)}[/b]`;
    case 'italic':
      return `[i]${inline(node.children)}[/i]`;
    case 'color':
      // Forums have light and dark themes: the colour is shifted to a lightness that reads on both.
      return /^#[0-9A-Fa-f]{6}$/.test(node.color) ? `[color=${readableOnAnyTheme(node.color)}]${inline(node.children)}[/color]` : inline(node.children);
    case 'span':
      return inline(node.children);
    case 'code':
      return escapeBbcode(node.text);
    case 'link':
      return isWebAddress(node.href) ? `[url=${node.href}]${inline(node.children)}[/url]` : `${inline(node.children)} (${escapeBbcode(node.href)})`;
    case 'lineBreak':
      return '\n';
  }
}
