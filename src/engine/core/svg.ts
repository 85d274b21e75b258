import { escapeXml } from './escape.ts';

/**
 * The small kit every ruleset's map is drawn with: a standalone document frame, elements whose attribute values
 * and text are escaped by construction, text with a halo, legend rows and the reader's highlight rings. A
 * ruleset supplies only its data and its own marks. Markup is plain strings; user text enters only through
 * attribute values, svgText and svgTitle, which escape it.
 */
export { escapeXml };

export type SvgAttrs = Readonly<Record<string, string | number | null | undefined | false>>;

/** ` name="value"` for each attribute, in the order given (values escaped; null, undefined and false are left out). */
export function svgAttrs(attrs: SvgAttrs): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    out += ` ${name}="${escapeXml(String(value))}"`;
  }
  return out;
}

/** An element: self-closing without `content`; `content` is markup built with this kit. */
export function svgElement(name: string, attrs: SvgAttrs, content?: string): string {
  return content === undefined ? `<${name}${svgAttrs(attrs)}/>` : `<${name}${svgAttrs(attrs)}>${content}</${name}>`;
}

/** A `<title>`: the tooltip and accessible name of the element it is in. */
export function svgTitle(text: string): string {
  return `<title>${escapeXml(text)}</title>`;
}

/** A white outline behind the glyphs, so a label stays readable over lines and areas. */
export const HALO = { stroke: '#FFFFFF', 'stroke-width': 3, 'stroke-linejoin': 'round', 'paint-order': 'stroke' } as const;

/** A `<text>` element (the text escaped); `halo` adds HALO after the given attributes. */
export function svgText(text: string, attrs: SvgAttrs, options: { halo?: boolean } = {}): string {
  return svgElement('text', options.halo ? { ...attrs, ...HALO } : attrs, escapeXml(text));
}

export interface SvgFrame {
  width: number;
  height: number;
  /** The picture's `<title>`. */
  title: string;
  /** Its accessible name (aria-label); the title when not given. */
  label?: string;
  /** A longer `<desc>`, when the picture has one. */
  desc?: string;
  font: string;
  /** An opaque background, so the picture reads the same on light and dark pages. */
  background: string;
}

/**
 * A standalone SVG document (no script, no external resource, fonts by family name) that can be embedded in a
 * page, posted, or rasterized with resvg: its size and viewBox, role="img" with an accessible name, `<title>`,
 * `<desc>`, the background, then `body`, one element a line.
 */
export function svgDocument(frame: SvgFrame, body: readonly string[]): string {
  const { width, height } = frame;
  return (
    [
      `<svg xmlns="http://www.w3.org/2000/svg"${svgAttrs({ width, height, viewBox: `0 0 ${width} ${height}`, 'font-family': frame.font, role: 'img', 'aria-label': frame.label ?? frame.title })}>`,
      svgTitle(frame.title),
      ...(frame.desc === undefined ? [] : [`<desc>${escapeXml(frame.desc)}</desc>`]),
      svgElement('rect', { x: 0, y: 0, width, height, fill: frame.background }),
      ...body,
      '</svg>',
    ].join('\n') + '\n'
  );
}

/** One legend row: a swatch (markup drawn at the row's place), then its label, `text` giving its place and style. */
export function legendRow(swatch: string, label: string, text: SvgAttrs): string {
  return `${swatch}\n${svgText(label, text)}`;
}

/** The colour of the reader's own marks on a map (their places, this turn's targets): a blue no player colour uses. */
export const HIGHLIGHT_COLOR = '#1846C8';

const HIGHLIGHT_STYLE = {
  mine: { fill: HIGHLIGHT_COLOR, 'fill-opacity': 0.18, stroke: HIGHLIGHT_COLOR, 'stroke-width': 3 },
  target: { fill: 'none', stroke: HIGHLIGHT_COLOR, 'stroke-width': 2.5, 'stroke-dasharray': '5 3' },
} as const;

/**
 * The reader's marks, drawn by shape as well as colour: `mine` a solid ring on a tinted halo (their own places),
 * `target` a dashed ring (where they may act this turn).
 */
export function highlightRing(kind: 'mine' | 'target', cx: number | string, cy: number | string, r: number | string, extra: SvgAttrs = {}): string {
  return svgElement('circle', { ...extra, cx, cy, r, ...HIGHLIGHT_STYLE[kind] });
}
