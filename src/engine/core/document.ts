/**
 * The neutral report document: built once from a turn's events, then serialized to HTML, BBCode or
 * Markdown by small serializers, so the three formats cannot drift apart. Text is raw (unescaped);
 * each serializer escapes for its own format.
 */
export type Inline =
  | string
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'italic'; children: Inline[] }
  /** A coloured span (player colours). Only BBCode shows colours; other formats render the text. */
  | { kind: 'color'; color: string; children: Inline[] }
  /** A plain group (several nodes filling one template placeholder). */
  | { kind: 'span'; children: Inline[] }
  | { kind: 'code'; text: string }
  /** A link to one of our own absolute http(s) addresses (BBCode [url], Markdown [text](url); HTML prints the address). */
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'lineBreak' };

export type Block =
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  /**
   * `grid`: the cells are places (a board), so a format without tables draws it as aligned text, never as one
   * line per row (BBCode without [table]).
   */
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][]; grid?: boolean }
  /** Text whose line breaks matter (a board drawn in text, a GM's notes): lines kept, nothing interpreted. */
  | { kind: 'preformatted'; text: string }
  /** An image by absolute http(s) address (the map PNG): BBCode [img], Markdown ![alt](src); HTML prints a link line. */
  | { kind: 'image'; src: string; alt: string };

export interface ReportDocument {
  title: Inline[];
  blocks: Block[];
}

export const bold = (...children: Inline[]): Inline => ({ kind: 'bold', children });
export const italic = (...children: Inline[]): Inline => ({ kind: 'italic', children });
export const colored = (color: string, ...children: Inline[]): Inline => ({ kind: 'color', color, children });
export const span = (...children: Inline[]): Inline => ({ kind: 'span', children });
export const code = (text: string): Inline => ({ kind: 'code', text });
export const lineBreak: Inline = { kind: 'lineBreak' };
export const link = (href: string, ...children: Inline[]): Inline => ({ kind: 'link', href, children });

/** Only absolute http(s) addresses become links or images (anything else is printed as text). */
export function isWebAddress(href: string): boolean {
  return /^https?:\/\/[^\s"'<>[\]()]+$/.test(href);
}

/** Plain text of inline content (for table widths, titles, feeds). */
export function plainText(content: readonly Inline[]): string {
  return content
    .map((node) => {
      if (typeof node === 'string') return node;
      switch (node.kind) {
        case 'code':
          return node.text;
        case 'lineBreak':
          return ' ';
        default:
          return plainText(node.children);
      }
    })
    .join('');
}

/** Plain text of a whole document, one line per title, heading, paragraph, list item and table row (case files). */
export function documentText(doc: ReportDocument): string {
  const lines = [plainText(doc.title)];
  for (const block of doc.blocks) {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        lines.push(plainText(block.content));
        break;
      case 'list':
        for (const item of block.items) lines.push(`- ${plainText(item)}`);
        break;
      case 'table':
        for (const row of [block.header, ...block.rows]) lines.push(row.map((cell) => plainText(cell)).join(' | '));
        break;
      case 'preformatted':
        lines.push(block.text);
        break;
      case 'image':
        lines.push(block.alt);
        break;
    }
  }
  return lines.join('\n');
}

/**
 * Fills `{key}` placeholders of a catalogue template with inline values, keeping the structure
 * (a bold player name stays bold). Unknown placeholders are left as written.
 */
export function fillTemplate(template: string, params: Record<string, Inline | number>): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const key = match[1]!;
    if (!Object.prototype.hasOwnProperty.call(params, key)) continue;
    if (match.index > last) out.push(template.slice(last, match.index));
    const value = params[key]!;
    out.push(typeof value === 'number' ? String(value) : value);
    last = match.index + match[0].length;
  }
  if (last < template.length) out.push(template.slice(last));
  return out;
}

/** Joins inline fragments with a separator (e.g. ", "). */
export function joinInline(parts: readonly Inline[], separator: string, lastSeparator = separator): Inline[] {
  const out: Inline[] = [];
  parts.forEach((part, index) => {
    if (index > 0) out.push(index === parts.length - 1 ? lastSeparator : separator);
    out.push(part);
  });
  return out;
}
