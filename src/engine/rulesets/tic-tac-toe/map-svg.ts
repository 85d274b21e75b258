import type { Lang } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import { TIC_TAC_TOE_TEXT } from './messages.ts';
import { MARKS, cellName, toMove } from './board.ts';
import type { Setup, State } from './schemas.ts';

const CELL = 80;
const MARGIN = 28;
const INK = '#1b1b1f';
const MARK_COLOUR = { X: '#b3261e', O: '#0b3ea8' } as const;

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/**
 * The board as a standalone SVG: one `<rect class="cell" data-cell="b2">` per cell with its own `<title>`,
 * the marks, coordinates round the edge and the winning line. Text comes from the catalogue only, escaped.
 */
export function renderMap(setup: Setup, state: State, lang: Lang): string {
  const t = (id: keyof typeof TIC_TAC_TOE_TEXT, params?: Record<string, string | number>) => translate(TIC_TAC_TOE_TEXT, id, lang, params);
  const size = setup.size;
  const side = MARGIN + size * CELL + MARGIN / 2;
  const origin = (index: number) => ({ x: MARGIN + (index % size) * CELL, y: MARGIN + Math.floor(index / size) * CELL });
  const centre = (index: number) => ({ x: origin(index).x + CELL / 2, y: origin(index).y + CELL / 2 });
  const moves = state.cells.filter((cell) => cell !== null).length;
  const next = toMove(state);
  const winnerMark = state.winner === null ? null : MARKS[state.seats.indexOf(state.winner)] ?? '?';
  const status =
    winnerMark !== null ? t('mapWon', { mark: winnerMark, cells: (state.line ?? []).join(', ') })
    : state.draw ? t('mapDraw')
    : next !== null ? t('mapToPlay', { mark: MARKS[state.seats.indexOf(next)] ?? '?' })
    : t('mapWaiting');
  const title = t('mapTitle', { size, moves, state: status });

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}" font-family="system-ui, sans-serif" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="0" y="0" width="${side}" height="${side}" fill="#fbfaf7"/>`,
  ];
  for (let i = 0; i < size; i++) {
    const label = cellName(size, i).slice(0, 1);
    parts.push(`<text x="${MARGIN + i * CELL + CELL / 2}" y="${MARGIN - 8}" text-anchor="middle" font-size="14" fill="${INK}">${label}</text>`);
    parts.push(`<text x="${MARGIN / 2}" y="${MARGIN + i * CELL + CELL / 2 + 5}" text-anchor="middle" font-size="14" fill="${INK}">${i + 1}</text>`);
  }
  state.cells.forEach((mark, index) => {
    const { x, y } = origin(index);
    const name = cellName(size, index);
    parts.push(
      `<rect class="cell" data-cell="${name}" x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="#ffffff" stroke="${INK}" stroke-width="2"><title>${escapeXml(t('cellTitle', { cell: name, mark: mark ?? t('empty') }))}</title></rect>`,
    );
    const c = centre(index);
    const r = CELL * 0.3;
    if (mark === 'X') {
      parts.push(
        `<g class="mark" data-mark="X" stroke="${MARK_COLOUR.X}" stroke-width="8" stroke-linecap="round"><line x1="${c.x - r}" y1="${c.y - r}" x2="${c.x + r}" y2="${c.y + r}"/><line x1="${c.x - r}" y1="${c.y + r}" x2="${c.x + r}" y2="${c.y - r}"/></g>`,
      );
    } else if (mark === 'O') {
      parts.push(`<circle class="mark" data-mark="O" cx="${c.x}" cy="${c.y}" r="${r}" fill="none" stroke="${MARK_COLOUR.O}" stroke-width="8"/>`);
    }
  });
  const line = state.line ?? [];
  const ends = [line[0], line.at(-1)].map((name) => state.cells.findIndex((_cell, index) => cellName(size, index) === name));
  if (line.length > 1 && ends.every((index) => index >= 0)) {
    const [a, b] = ends.map(centre) as [{ x: number; y: number }, { x: number; y: number }];
    parts.push(`<line class="win" x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#2e7d32" stroke-width="10" stroke-linecap="round" opacity="0.7"/>`);
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
