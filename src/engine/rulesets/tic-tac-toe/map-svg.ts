import type { Lang } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import { svgDocument, svgElement, svgText, svgTitle } from '../../core/svg.ts';
import { TIC_TAC_TOE_TEXT } from './messages.ts';
import { MARKS, cellName, toMove } from './board.ts';
import type { Setup, State } from './schemas.ts';

const CELL = 80;
const MARGIN = 28;
const INK = '#1b1b1f';
const MARK_COLOUR = { X: '#b3261e', O: '#0b3ea8' } as const;

/**
 * The board as a standalone SVG: one `<rect class="cell" data-cell="b2" data-place="b2">` per cell with its own
 * `<title>` (the place the player taps to fill the move's cell, docs/forms.md),
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
  const winnerMark = state.winner === null ? null : (MARKS[state.seats.indexOf(state.winner)] ?? '?');
  const status =
    winnerMark !== null
      ? t('mapWon', { mark: winnerMark, cells: (state.line ?? []).join(', ') })
      : state.draw
        ? t('mapDraw')
        : next !== null
          ? t('mapToPlay', { mark: MARKS[state.seats.indexOf(next)] ?? '?' })
          : t('mapWaiting');
  const title = t('mapTitle', { size, moves, state: status });

  const parts: string[] = [];
  for (let i = 0; i < size; i++) {
    const label = cellName(size, i).slice(0, 1);
    parts.push(svgText(label, { x: MARGIN + i * CELL + CELL / 2, y: MARGIN - 8, 'text-anchor': 'middle', 'font-size': 14, fill: INK }));
    parts.push(svgText(String(i + 1), { x: MARGIN / 2, y: MARGIN + i * CELL + CELL / 2 + 5, 'text-anchor': 'middle', 'font-size': 14, fill: INK }));
  }
  state.cells.forEach((mark, index) => {
    const { x, y } = origin(index);
    const name = cellName(size, index);
    const title = svgTitle(t('cellTitle', { cell: name, mark: mark ?? t('empty') }));
    parts.push(
      svgElement(
        'rect',
        { class: 'cell', 'data-cell': name, 'data-place': name, x, y, width: CELL, height: CELL, fill: '#ffffff', stroke: INK, 'stroke-width': 2 },
        title,
      ),
    );
    const c = centre(index);
    const r = CELL * 0.3;
    if (mark === 'X') {
      const strokes = [
        svgElement('line', { x1: c.x - r, y1: c.y - r, x2: c.x + r, y2: c.y + r }),
        svgElement('line', { x1: c.x - r, y1: c.y + r, x2: c.x + r, y2: c.y - r }),
      ];
      parts.push(svgElement('g', { class: 'mark', 'data-mark': 'X', stroke: MARK_COLOUR.X, 'stroke-width': 8, 'stroke-linecap': 'round' }, strokes.join('')));
    } else if (mark === 'O') {
      parts.push(svgElement('circle', { class: 'mark', 'data-mark': 'O', cx: c.x, cy: c.y, r, fill: 'none', stroke: MARK_COLOUR.O, 'stroke-width': 8 }));
    }
  });
  const line = state.line ?? [];
  const ends = [line[0], line.at(-1)].map((name) => state.cells.findIndex((_cell, index) => cellName(size, index) === name));
  if (line.length > 1 && ends.every((index) => index >= 0)) {
    const [a, b] = ends.map(centre) as [{ x: number; y: number }, { x: number; y: number }];
    parts.push(
      svgElement('line', { class: 'win', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#2e7d32', 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.7 }),
    );
  }
  return svgDocument({ width: side, height: side, title, font: 'system-ui, sans-serif', background: '#fbfaf7' }, parts);
}
