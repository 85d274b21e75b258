/**
 * A pasted forum post → the segments that may hold an order, each with its line number in the paste (1-based,
 * blank lines counted, so "line 3" is the third line the player sees). Markup and list noise is removed:
 * BBCode tags ([b], [color=red], [quote=…], [*]), HTML tags, Markdown emphasis and quote marks, list bullets,
 * numbering ("1.", "2)", "#3", "Orden 1:", "Action 2 -"), trailing punctuation. A line may hold several orders
 * separated by ";" or BBCode list items; they keep the line's number. Comment lines ("// …", "((…))"), lines
 * naming the turn ("Turno 3", "Turn 3 - Kharn") and empty lines are dropped.
 */

export interface Segment {
  /** 1-based line of the pasted text. */
  line: number;
  /** The segment as the player wrote it, without markup (shown back in problems). */
  text: string;
  /** It ended with ":" ("Órdenes del turno 3:"): a heading unless it reads as an order. */
  heading: boolean;
}

const BBCODE = /\[\/?[a-z*][a-z0-9]*(?:=[^\]\n]{0,200})?\]/gi;
const HTML = /<\/?[a-z][^<>\n]{0,200}>/gi;
const LIST_ITEM = /\[\*\]/g;
const BULLET = /^(?:[-*+•·‣▪►>–—]+\s*)+/u;
const NUMBERING = /^(?:#?\d{1,3}\s*[.):\-º°ª]+|#\d{1,3})\s*/u;
const LABEL = /^(?:orden|ordenes|órdenes|accion|acción|acciones|order|orders|action|actions)\s*(?:n[º°o.]\s*)?\d{0,3}\s*[.):-]+\s*/iu;
const TRAILING = /[\s.,;!?¡¿…]+$/u;
/** A line naming the turn or phase ("Turno 3", "Round 2", "Turno 3 — Devoradores de Mundos"). */
const TURN_HEADING = /^(?:turno|turn|ronda|round|fase|phase)\s*(?:n[º°o.]\s*)?(?:\d{1,3}(?:\s*[-–—:.,(|].*)?)?$/iu;

/** Removes markup and list decoration from one piece of a line. */
export function cleanSegment(text: string): string {
  let out = text
    .replace(BBCODE, ' ')
    .replace(HTML, ' ')
    .replace(/\*\*|__|~~|\*|`/g, ' ');
  out = out.replace(/\s+/g, ' ').trim();
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(BULLET, '').replace(NUMBERING, '').replace(LABEL, '').trim();
  }
  return out.replace(TRAILING, '').trim();
}

function isComment(text: string): boolean {
  return text.startsWith('//') || (text.startsWith('((') && text.endsWith('))'));
}

/** Splits a paste into its order segments, in order. */
export function splitSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const withoutTags = raw.replace(LIST_ITEM, ';');
    for (const piece of withoutTags.split(';')) {
      const trimmed = piece.trim();
      if (trimmed === '' || isComment(trimmed)) continue;
      const cleaned = cleanSegment(trimmed);
      if (cleaned === '' || isComment(cleaned)) continue;
      const heading = cleaned.endsWith(':');
      const body = heading ? cleaned.replace(/[\s:.,;!?…]+$/u, '') : cleaned;
      if (body !== '' && !TURN_HEADING.test(body)) segments.push({ line: i + 1, text: body, heading });
    }
  });
  return segments;
}
