import { translate, type Params } from '../../core/catalogue.ts';
import { legendRow, svgAttrs, svgDocument, svgElement, svgText, svgTitle, type SvgAttrs } from '../../core/svg.ts';
import type { Lang, Viewer } from '../../core/ruleset.ts';
import { HEX_RADIUS } from './boards.ts';
import { BUILDINGS, type Colour } from './constants.ts';
import { markerText } from './markers.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { land, populationOf } from './position.ts';
import { INK } from './present.ts';
import { contextFor } from './report.ts';
import type { Setup, State } from './schemas.ts';
import { markersLeft } from './stack.ts';

const TINT: Record<Colour, string> = { red: '#f7d4d0', green: '#d3ead5', blue: '#d2e2f5', white: '#ffffff' };
const TEXT = '#1b1b1f';
const UNEXPLORED = '#cfcac0';
const EXPLORED = '#f3eee2';
const CHAMBER = '#6d4c41';
const LETTER = { city: 'C', factory: 'F', defence: 'D', railroad: 'R' } as const;

function hexPoints(x: number, y: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 90);
    return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/**
 * The board as a standalone SVG, the same for every viewer (nothing drawn is hidden: unexplored lands show
 * "?", never the marker waiting for them). One hexagon per land (`data-land`), tinted with its owner's
 * colour, the cryo chambers outlined in brown; on each land its id, marker, population (P), stored resources
 * (R), military (M/V) and buildings (C F D R); edges of hand-made boards drawn as lines; a legend with each
 * colour's population and the markers left. Text 13–15 px on a picture at most ~700 px wide.
 */
export function renderMap(setup: Setup, state: State, lang: Lang, _viewer?: Viewer): string {
  const ctx = contextFor(setup, state);
  const t = (key: MessageKey, params: Params = {}) => translate(MESSAGES, key, lang, params);
  const colourName = (id: string | null) => (id === null ? t('event.nobody') : state.colours[id] ? t(`colour.${state.colours[id]}`) : id);
  const lands = ctx.index.board.lands;
  const r = HEX_RADIUS;
  const width = Math.max(640, Math.ceil(Math.max(...lands.map((l) => l.x)) + r + 20));
  const boardBottom = Math.ceil(Math.max(...lands.map((l) => l.y)) + r + 16);
  const legendLines = 5 + state.seats.length;
  const height = boardBottom + legendLines * 20 + 12;
  const status = state.over
    ? t('map.status.over', { winners: state.winners.map(colourName).join(', ') || t('event.nobody') })
    : state.active !== null
      ? t('map.status.toPlay', { player: colourName(state.active), step: t(state.step === 'moves' ? 'step.moves' : 'step.actions') })
      : '';
  const title = t('map.title', { round: state.round, status });
  const parts: string[] = [];
  // Edges first (under the hexes): on hex boards they are hidden by the shared sides; on hand-made boards they show the graph.
  for (const { from, to } of ctx.index.edges) {
    const a = ctx.index.spec.get(from)!;
    const b = ctx.index.spec.get(to)!;
    parts.push(svgElement('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#8d867a', 'stroke-width': 2 }));
  }
  const chamberOf = new Map(Object.entries(state.chambers).map(([player, id]) => [id, player]));
  for (const spec of lands) {
    const l = land(state, spec.id);
    const owner = l.owner;
    const colour = owner !== null ? state.colours[owner] : undefined;
    const fill = l.marker === null ? UNEXPLORED : colour ? TINT[colour] : EXPLORED;
    const chamber = chamberOf.has(spec.id);
    const stroke = chamber ? CHAMBER : colour ? INK[colour] : '#5f5a52';
    const strokeWidth = chamber ? 6 : colour ? 3 : 1.5;
    const detail =
      l.marker === null
        ? t('map.unexplored')
        : t('map.landDetail', {
            marker: markerText(l.marker),
            owner: colourName(owner),
            population: l.population,
            resources: l.resources,
            m: l.military.m,
            v: l.military.v,
            buildings: l.buildings.length === 0 ? '—' : l.buildings.map((b) => t(`building.${b}`)).join(', '),
          });
    const chamberOwner = chamberOf.get(spec.id);
    const landTitle = `${t('map.land', { land: spec.id, name: spec.name, detail })}${chamberOwner ? ` — ${t('map.chamberOf', { player: colourName(chamberOwner) })}` : ''}`;
    parts.push(
      `<g${svgAttrs({ class: 'land', 'data-land': spec.id, 'data-owner': owner ? (state.colours[owner] ?? '') : null, 'data-place': spec.id })}>${svgTitle(landTitle)}`,
      svgElement('polygon', { points: hexPoints(spec.x, spec.y, r - 3), fill, stroke, 'stroke-width': strokeWidth }),
    );
    // A chamber keeps its brown outline; its holder's colour is drawn just inside it.
    if (chamber && colour)
      parts.push(svgElement('polygon', { points: hexPoints(spec.x, spec.y, r - 9), fill: 'none', stroke: INK[colour], 'stroke-width': 3 }));
    const text = (dy: number, value: string, extra: SvgAttrs = {}, size = 13) =>
      parts.push(svgText(value, { x: spec.x, y: spec.y + dy, 'text-anchor': 'middle', 'font-size': size, fill: TEXT, ...extra }));
    text(-28, spec.id, { 'font-weight': 700 }, 14);
    text(-11, l.marker === null ? '?' : markerText(l.marker));
    if (l.marker !== null && (l.population > 0 || l.resources > 0)) text(6, `P${l.population} R${l.resources}`, { 'font-weight': 700 });
    if (l.military.m + l.military.v > 0) text(21, `M${l.military.m} V${l.military.v}`);
    if (l.buildings.length > 0)
      text(
        36,
        BUILDINGS.filter((b) => l.buildings.includes(b))
          .map((b) => LETTER[b])
          .join(''),
        { 'font-weight': 700, 'letter-spacing': 2 },
      );
    parts.push('</g>');
  }
  let y = boardBottom + 4;
  const legend = (value: string, extra: SvgAttrs = {}) => {
    parts.push(svgText(value, { x: 16, y, 'font-size': 14, fill: TEXT, ...extra }));
    y += 20;
  };
  legend(title, { 'font-weight': 700 });
  for (const id of state.order) {
    const colour = state.colours[id];
    const out = state.eliminated.includes(id) ? ` (${t('position.eliminated')})` : '';
    const swatch = svgElement('rect', {
      x: 16,
      y: y - 12,
      width: 14,
      height: 14,
      fill: colour ? TINT[colour] : EXPLORED,
      stroke: colour ? INK[colour] : TEXT,
      'stroke-width': 2,
    });
    parts.push(
      legendRow(swatch, `${t('map.legend.player', { player: colourName(id), population: populationOf(ctx.index, state, id) })}${out}`, {
        x: 36,
        y,
        'font-size': 14,
        fill: TEXT,
      }),
    );
    y += 20;
  }
  legend(t('map.legend.chamber'));
  legend(t('map.legend.pieces'));
  legend(t('map.legend.buildings'));
  legend(t('map.legend.markers', { n: markersLeft(state) }));
  return svgDocument({ width, height, title, font: 'system-ui, sans-serif', background: '#fbfaf7' }, parts);
}
