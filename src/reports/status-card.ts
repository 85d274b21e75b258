import { escapeXml } from '../engine/core/escape.ts';

/** What a game's status image shows: public facts only (who has sent, never what). */
export interface StatusCard {
  title: string;
  /** "Lords of Chaos · Turn 3" (already in the reader's language). */
  subtitle: string;
  /** "Deadline: sat 21 nov 2026, 19:00 CET", "Paused", "Game over"... */
  deadline: string;
  /** Per seat, in seat order: the label and whether it has sent (null: not asked now). */
  seats: { label: string; sent: boolean | null }[];
  /** "3 of 5 sent". */
  tally: string;
  /** The current public map (an SVG document), drawn as a thumbnail; null for games without a map. */
  map: string | null;
}

const WIDTH = 480;
const MAP_HEIGHT = 240;
const ROW = 20;
const MAX_SEATS = 16;

/**
 * The status image of a game for forum posts and signatures (issue 36): title, turn, deadline in the game's
 * time zone, the current map as a thumbnail and who has sent orders, in one small SVG that resvg turns into a PNG
 * (src/reports/map-png.ts). Plain shapes and one font (DejaVu Sans), every text escaped.
 */
export function renderStatusSvg(card: StatusCard): string {
  const seats = card.seats.slice(0, MAX_SEATS);
  const mapTop = 78;
  const mapHeight = card.map ? MAP_HEIGHT : 0;
  const listTop = mapTop + mapHeight + (card.map ? 14 : 0);
  const columns = seats.length > 8 ? 2 : 1;
  const rows = Math.ceil(seats.length / columns);
  const height = listTop + rows * ROW + 34;
  const text = (x: number, y: number, size: number, content: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}"${extra}>${escapeXml(clip(content, size > 16 ? 38 : 56))}</text>`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="DejaVu Sans, sans-serif" role="img">`,
    `<title>${escapeXml(`${card.title} — ${card.subtitle}`)}</title>`,
    `<rect width="${WIDTH}" height="${height}" rx="8" fill="#fcfcfa" stroke="#c8c6bf"/>`,
    text(14, 28, 18, card.title, ' font-weight="bold" fill="#1f1f1f"'),
    text(14, 49, 13, card.subtitle, ' fill="#3d3d3d"'),
    text(14, 68, 13, card.deadline, ' fill="#3d3d3d"'),
  ];
  if (card.map) parts.push(thumbnail(card.map, 14, mapTop, WIDTH - 28, MAP_HEIGHT));
  const columnWidth = (WIDTH - 28) / columns;
  seats.forEach((seat, i) => {
    const x = 14 + Math.floor(i / rows) * columnWidth;
    const y = listTop + (i % rows) * ROW + 14;
    const mark = seat.sent === null ? '·' : seat.sent ? '✔' : '…';
    const colour = seat.sent === null ? '#6b6b6b' : seat.sent ? '#1d6b2f' : '#8a5a00';
    parts.push(`<text x="${x}" y="${y}" font-size="13" fill="${colour}" font-weight="bold">${mark}</text>`, text(x + 18, y, 13, seat.label, ' fill="#1f1f1f"'));
  });
  if (card.seats.length > MAX_SEATS) parts.push(text(14, listTop + rows * ROW + 14, 12, `+${card.seats.length - MAX_SEATS}`, ' fill="#3d3d3d"'));
  parts.push(text(14, height - 12, 12, card.tally, ' fill="#3d3d3d"'), '</svg>');
  return parts.join('\n');
}

/** The map drawn inside the box, scaled to fit and centred (a nested <svg> keeps its own coordinates). */
function thumbnail(map: string, x: number, y: number, width: number, height: number): string {
  const root = /<svg\b([^>]*)>/.exec(map);
  const end = map.lastIndexOf('</svg>');
  if (!root || end < 0) return '';
  const attrs = root[1]!;
  const viewBox =
    /\sviewBox="([^"]+)"/.exec(attrs)?.[1] ?? `0 0 ${/\swidth="([\d.]+)"/.exec(attrs)?.[1] ?? width} ${/\sheight="([\d.]+)"/.exec(attrs)?.[1] ?? height}`;
  const inner = map.slice(root.index + root[0].length, end);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#ffffff" stroke="#e2e0d8"/>\n<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${escapeXml(viewBox)}" preserveAspectRatio="xMidYMid meet">${inner}</svg>`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
