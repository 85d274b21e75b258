import type { GameMap, Planet } from '../schemas.ts';
import type { Language } from '../../../core/catalogue.ts';
import { translate } from '../../../core/catalogue.ts';
import { MAP_MESSAGES } from '../messages/map.ts';
import type { MapMessageId } from '../messages/map.ts';
import { highlightRing, legendRow, svgAttrs, svgDocument, svgElement, svgText, svgTitle, type SvgAttrs } from '../../../core/svg.ts';
import { indexMap, isEyeSubsector } from '../map-index.ts';
import { displayName } from './map-names.ts';
import { layoutMap, paddedHull } from './map-layout.ts';
import type { Point } from './map-layout.ts';
import { godName, playerDirectory, textColorOn } from './players.ts';
import type { ReportPlayer } from './players.ts';
import type { PlanetTargets } from '../targets.ts';

export interface MapSvgInput {
  map: GameMap;
  lang: Language;
  players: ReportPlayer[];
  /** Control after the turn (turn 0: the starting position). */
  control: Record<string, string | null>;
  /** Remaining inhabitants; planets not listed show the map's count. */
  inhabitants?: Record<string, number>;
  /** Planets conquered in this turn (ringed). */
  conquered?: readonly string[];
  /** 0 = starting position. */
  turn: number;
  /**
   * A player's own view (their page): their planets are marked, and when `targets` is given (their order form is
   * open) the planets they may invade or defend this turn too, each with a legend entry and a title.
   */
  highlight?: { player: string; targets: PlanetTargets | null };
}

const NODE_RADIUS = 12;
const SUBSECTOR_PAD = 30;
const SECTOR_PAD = 46;
const EYE_PAD = 62;
const MARGIN = 40;
const TITLE_HEIGHT = 44;
const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';
const EYE_COLOR = '#7B2D8E';
const GATE_COLOR = '#D4A017';
const CROSSING_COLOR = '#C0392B';
const UNOWNED_FILL = '#FFFFFF';
/** Adjacency lines: crossings of the Eye boundary red and dashed, Cadian Gate crossings gold (rules §2). */
const EDGE_STYLE = {
  gate: { stroke: GATE_COLOR, 'stroke-width': 5, 'stroke-linecap': 'round' },
  crossing: { stroke: CROSSING_COLOR, 'stroke-width': 2, 'stroke-dasharray': '6 4' },
  adjacent: { stroke: '#7F8C8D', 'stroke-width': 1.5 },
} as const;
const GOD_COLORS: Record<string, string> = { Khorne: '#B2182B', Nurgle: '#4D9221', Tzeentch: '#2166AC', Slaanesh: '#C51B7D' };
/** The reader's marks (core/svg.ts): their planets and this turn's targets, in a ring around the node. */
const HIGHLIGHT_RADIUS = NODE_RADIUS + 9;

/**
 * The published map of a turn as a standalone SVG document (no scripts, no external resources, fonts
 * by family name only) so it can be embedded in a page, posted, or rasterized with resvg.
 */
export function renderMapSvg(input: MapSvgInput): string {
  const { map, lang } = input;
  const t = (id: MapMessageId, params?: Record<string, string | number>) => translate(MAP_MESSAGES, id, lang, params);
  const index = indexMap(map);
  const players = playerDirectory(input.players);
  const { positions } = layoutMap(map);
  const conquered = new Set(input.conquered ?? []);
  const pos = (planetId: string): Point => positions.get(planetId) ?? { x: 0, y: 0 };

  // Bounds of everything drawn around planets (regions reach EYE_PAD beyond the nodes).
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const point of positions.values()) {
    minX = Math.min(minX, point.x);
    minY = Math.min(minY, point.y);
    maxX = Math.max(maxX, point.x);
    maxY = Math.max(maxY, point.y);
  }
  const reach = EYE_PAD + 24;
  const offsetX = MARGIN + reach - minX;
  const offsetY = MARGIN + TITLE_HEIGHT + reach - minY;
  const at = (planetId: string): Point => {
    const point = pos(planetId);
    return { x: point.x + offsetX, y: point.y + offsetY };
  };
  const mapWidth = Math.max(maxX - minX + 2 * (reach + MARGIN), 640);
  const mapHeight = maxY - minY + 2 * reach + MARGIN + TITLE_HEIGHT;

  const planetsBySubsector = new Map<string, Planet[]>();
  for (const planet of map.planets) {
    const list = planetsBySubsector.get(planet.subsector);
    if (list) list.push(planet);
    else planetsBySubsector.set(planet.subsector, [planet]);
  }

  const out: string[] = [];
  // Sector regions, tinted by kind, with their names on top.
  const sectorLabels: string[] = [];
  for (const sector of map.sectors) {
    const points = map.subsectors
      .filter((subsector) => subsector.sector === sector.id)
      .flatMap((subsector) => (planetsBySubsector.get(subsector.id) ?? []).map((planet) => at(planet.id)));
    if (points.length === 0) continue;
    const hull = paddedHull(points, SECTOR_PAD);
    const fill = sector.kind === 'eye' ? '#F3E8F7' : '#EAF1F8';
    const stroke = sector.kind === 'eye' ? '#B58BC4' : '#8FA9C4';
    out.push(
      svgElement(
        'path',
        { class: 'sector', 'data-sector': sector.id, 'data-place': sector.id, d: pathOf(hull), fill, stroke, 'stroke-width': 1.5 },
        svgTitle(displayName(sector, sector.id, lang)),
      ),
    );
    const top = hull.reduce((best, point) => (point.y < best.y ? point : best), hull[0]!);
    const centerX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
    sectorLabels.push(textAt(centerX, top.y + 16, displayName(sector, sector.id, lang), { size: 13, weight: 'bold', fill: '#3A4A5A' }));
  }
  // Subsector regions (dashed) with their codes/names at the bottom.
  const subsectorLabels: string[] = [];
  for (const subsector of map.subsectors) {
    const points = (planetsBySubsector.get(subsector.id) ?? []).map((planet) => at(planet.id));
    if (points.length === 0) continue;
    const hull = paddedHull(points, SUBSECTOR_PAD);
    out.push(
      svgElement('path', {
        class: 'subsector',
        'data-subsector': subsector.id,
        d: pathOf(hull),
        fill: '#FFFFFF',
        'fill-opacity': 0.55,
        stroke: '#8C8C8C',
        'stroke-width': 1,
        'stroke-dasharray': '4 3',
      }),
    );
    const bottom = hull.reduce((best, point) => (point.y > best.y ? point : best), hull[0]!);
    subsectorLabels.push(textAt(bottom.x, bottom.y + 11, displayName(subsector, subsector.id, lang), { size: 9, fill: '#666666' }));
  }
  // The Eye of Terror boundary: around every planet of every eye sector (rules §2).
  const eyePoints = map.planets.filter((planet) => isEyeSubsector(index, planet.subsector)).map((planet) => at(planet.id));
  if (eyePoints.length > 0) {
    const hull = paddedHull(eyePoints, EYE_PAD);
    out.push(svgElement('path', { class: 'eye-boundary', d: pathOf(hull), fill: 'none', stroke: EYE_COLOR, 'stroke-width': 4, 'stroke-dasharray': '12 6' }));
    const top = hull.reduce((best, point) => (point.y < best.y ? point : best), hull[0]!);
    out.push(textAt(top.x, top.y - 6, t('eyeBoundary'), { size: 12, weight: 'bold', fill: EYE_COLOR }));
  }
  // Adjacency: a line between the closest planets of the two subsectors; crossings red, Cadian Gate gold.
  const gateMidpoints: Point[] = [];
  for (const { from: a, to: b, value } of index.adjacency.edges) {
    const crossing = isEyeSubsector(index, a) !== isEyeSubsector(index, b);
    const pair = closestPair(planetsBySubsector.get(a) ?? [], planetsBySubsector.get(b) ?? [], at);
    if (!pair) continue;
    const [p, q] = pair;
    const kind = value.gate ? 'gate' : crossing ? 'crossing' : 'adjacent';
    out.push(svgElement('line', { class: `adjacency ${kind}`, x1: n(p.x), y1: n(p.y), x2: n(q.x), y2: n(q.y), ...EDGE_STYLE[kind], opacity: 0.85 }));
    if (value.gate) gateMidpoints.push({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
  }
  out.push(...sectorLabels, ...subsectorLabels);
  // One "Cadian Gate" label per group of nearby gate crossings (one group on the standard map).
  for (const group of clusters(gateMidpoints, 450)) {
    const x = group.reduce((sum, point) => sum + point.x, 0) / group.length;
    const y = group.reduce((sum, point) => sum + point.y, 0) / group.length;
    out.push(textAt(x, y + 4, t('cadianGate'), { size: 12, weight: 'bold', fill: '#7A5C00', halo: true }));
  }
  // Planets. Names go below the node, or above it when that would overlap a name already placed.
  const labels = new LabelGrid();
  const highlight = highlights(input);
  for (const planet of map.planets) {
    const { x, y } = at(planet.id);
    const owner = input.control[planet.id] ?? null;
    const fill = owner === null ? UNOWNED_FILL : players.color(owner);
    const name = displayName(planet, planet.id, lang);
    const ownerLabel = owner === null ? t('unowned') : players.label(owner);
    const mine = highlight !== null && owner === highlight.player;
    const invade = highlight?.invade.get(planet.id);
    const defend = highlight?.defend.get(planet.id);
    const target = !mine && (invade !== undefined || defend !== undefined);
    const notes = [
      ...(mine ? [t('yourPlanet')] : []),
      ...(invade !== undefined ? [t('canInvade', { n: invade })] : []),
      ...(defend !== undefined ? [t('canDefend', { n: defend })] : []),
    ];
    const marks = [...(invade !== undefined ? ['invade'] : []), ...(defend !== undefined ? ['defend'] : [])];
    const parts = [
      `<g${svgAttrs({ class: 'planet', 'data-planet': planet.id, 'data-place': planet.id, 'data-owner': owner ?? '', 'data-mine': mine && 'yes', 'data-target': marks.length > 0 && marks.join(' ') })}>`,
      svgTitle([t('planetTitle', { planet: name, owner: ownerLabel }), ...notes].join(' · ')),
    ];
    if (mine) parts.push(highlightRing('mine', n(x), n(y), HIGHLIGHT_RADIUS, { class: 'mine' }));
    if (target) parts.push(highlightRing('target', n(x), n(y), HIGHLIGHT_RADIUS, { class: 'target' }));
    if (conquered.has(planet.id)) {
      parts.push(svgElement('circle', { class: 'conquered', cx: n(x), cy: n(y), r: NODE_RADIUS + 6, fill: 'none', stroke: '#000000', 'stroke-width': 3 }));
    }
    parts.push(svgElement('circle', { class: 'planet-node', cx: n(x), cy: n(y), r: NODE_RADIUS, fill, stroke: '#222222', 'stroke-width': 1.5 }));
    if (owner !== null) {
      parts.push(textAt(x, y + 4, String(players.seat(owner)), { size: 11, weight: 'bold', fill: textColorOn(fill) }));
    }
    parts.push(...traitIcons(planet, x, y, input.inhabitants?.[planet.id], lang));
    const labelWidth = [...name].length * 6.4;
    const below = { x: x - labelWidth / 2, y: y + NODE_RADIUS + 3, width: labelWidth, height: 13 };
    const above = { ...below, y: y - NODE_RADIUS - 17 };
    const box = labels.overlaps(below) && !labels.overlaps(above) ? above : below;
    labels.add(box);
    parts.push(textAt(x, box.y + 11, name, { size: 11, fill: '#111111', halo: true, ...(mine ? { weight: 'bold' as const } : {}) }));
    parts.push('</g>');
    out.push(parts.join(''));
  }

  const title =
    input.turn === 0
      ? t('titleStart', { map: displayName({ id: map.id ?? '', name: map.name, names: map.names }, map.id ?? '', lang) })
      : t('titleAfter', { map: displayName({ id: map.id ?? '', name: map.name, names: map.names }, map.id ?? '', lang), turn: input.turn });
  const legend = renderLegend(input, t, mapWidth, mapHeight, lang);
  const width = Math.ceil(mapWidth);
  const height = Math.ceil(mapHeight + legend.height);
  return svgDocument({ width, height, title, font: FONT, background: '#FCFCFA' }, [
    textAt(width / 2, MARGIN + 8, title, { size: 20, weight: 'bold', fill: '#222222' }),
    ...out,
    legend.svg,
  ]);
}

/** The reader's planets, and the cost per unit of each planet they may invade or defend this turn. */
function highlights(input: MapSvgInput): { player: string; invade: Map<string, number>; defend: Map<string, number> } | null {
  if (!input.highlight) return null;
  const costs = (targets: readonly { id: string; unitCost: number }[] | undefined) => new Map((targets ?? []).map((target) => [target.id, target.unitCost]));
  return { player: input.highlight.player, invade: costs(input.highlight.targets?.invade), defend: costs(input.highlight.targets?.defend) };
}

function traitIcons(planet: Planet, x: number, y: number, remaining: number | undefined, lang: Language): string[] {
  const icons: string[] = [];
  const r = NODE_RADIUS;
  if (planet.resources) icons.push(resourceIcon(x + r, y - r));
  if (planet.extreme) icons.push(extremeIcon(x - r, y - r));
  const count = remaining ?? planet.inhabitants?.count ?? 0;
  if (planet.inhabitants && count > 0) icons.push(inhabitantsIcon(x + r + 1, y + r - 2, count));
  if (planet.sacredTo) icons.push(sacredIcon(x - r - 1, y + r - 2, planet.sacredTo, lang));
  return icons;
}

function resourceIcon(x: number, y: number): string {
  return svgElement('path', {
    class: 'trait-resources',
    d: `M${n(x)} ${n(y - 6)}L${n(x + 6)} ${n(y)}L${n(x)} ${n(y + 6)}L${n(x - 6)} ${n(y)}Z`,
    fill: '#F1C40F',
    stroke: '#7D6608',
    'stroke-width': 1,
  });
}

function extremeIcon(x: number, y: number): string {
  return svgElement('path', {
    class: 'trait-extreme',
    d: `M${n(x)} ${n(y - 6)}L${n(x + 6)} ${n(y + 5)}L${n(x - 6)} ${n(y + 5)}Z`,
    fill: '#E67E22',
    stroke: '#6E2C00',
    'stroke-width': 1,
  });
}

function inhabitantsIcon(x: number, y: number, count: number): string {
  const label = String(count);
  const w = 8 + 6 * label.length;
  const badge = svgElement('rect', { x: n(x - w / 2), y: n(y - 7), width: w, height: 14, rx: 3, fill: '#34495E' });
  return svgElement('g', { class: 'trait-inhabitants' }, badge + textAt(x, y + 4, label, { size: 10, weight: 'bold', fill: '#FFFFFF' }));
}

function sacredIcon(x: number, y: number, god: string, lang: Language): string {
  const color = GOD_COLORS[god] ?? '#555555';
  const initial = [...godName(god, lang)][0] ?? '?';
  const disc = svgElement('circle', { cx: n(x), cy: n(y), r: 7, fill: color, stroke: '#FFFFFF', 'stroke-width': 1 });
  return svgElement('g', { class: 'trait-sacred', 'data-god': god }, disc + textAt(x, y + 3.5, initial, { size: 9, weight: 'bold', fill: '#FFFFFF' }));
}

const LEGEND_COLUMN = 230;
const LEGEND_ROW = 22;
/**
 * The legend's first column: the reader's marks and every warband, one a row. It stays within the first
 * 300 units of the picture so that a phone showing the map at full size (390 px wide) sees all of it without
 * panning sideways; the symbols fill the columns to its right.
 */
const LEGEND_FIRST_COLUMN = 250;

function renderLegend(
  input: MapSvgInput,
  t: (id: MapMessageId, params?: Record<string, string | number>) => string,
  width: number,
  top: number,
  lang: Language,
): { svg: string; height: number } {
  const players = playerDirectory(input.players);
  const counts = new Map<string, number>();
  for (const owner of Object.values(input.control)) if (owner) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  const out: string[] = [`<g class="legend">`];
  out.push(svgElement('line', { x1: MARGIN, y1: n(top), x2: n(width - MARGIN), y2: n(top), stroke: '#BBBBBB' }));
  out.push(textAt(MARGIN, top + 24, t('legend'), { size: 14, weight: 'bold', fill: '#222222', anchor: 'start' }));
  const entry = (x: number, y: number, icon: string, label: string) =>
    legendRow(
      svgElement('g', { transform: `translate(${n(x)} ${n(y)})` }, icon),
      label,
      textStyle(x + 26, y + 4, { size: 11, fill: '#222222', anchor: 'start' }),
    );

  // First column: the reader's marks (their page only), then the warbands.
  const firstTop = top + 46;
  let row = 0;
  const nextRow = () => firstTop + row++ * LEGEND_ROW;
  if (input.highlight) {
    const ownCount = counts.get(input.highlight.player) ?? 0;
    out.push(
      svgElement(
        'g',
        { class: 'legend-mine' },
        svgTitle(t('yourPlanets', { n: ownCount })) + entry(MARGIN, nextRow(), highlightRing('mine', 8, 0, 9), t('yourPlanets', { n: ownCount })),
      ),
    );
    if (input.highlight.targets) {
      const ids = new Set([...input.highlight.targets.invade, ...input.highlight.targets.defend].map((target) => target.id));
      const reachable = [...ids].filter((id) => input.control[id] !== input.highlight!.player).length;
      out.push(
        svgElement(
          'g',
          { class: 'legend-target' },
          svgTitle(t('targets', { n: reachable })) + entry(MARGIN, nextRow(), highlightRing('target', 8, 0, 9), t('targets', { n: reachable })),
        ),
      );
    }
    row += 1;
  }
  const playersHeading = nextRow() + 4;
  out.push(textAt(MARGIN, playersHeading, t('players'), { size: 14, weight: 'bold', fill: '#222222', anchor: 'start' }));
  for (const player of input.players) {
    const y = nextRow();
    const color = players.color(player.id);
    const label = `${truncate(players.label(player.id), 22)} (${counts.get(player.id) ?? 0})`;
    out.push(`<g${svgAttrs({ class: 'legend-player', 'data-player': player.id })}>`);
    out.push(svgElement('circle', { cx: n(MARGIN + 8), cy: n(y), r: 9, fill: color, stroke: '#222222', 'stroke-width': 1 }));
    out.push(textAt(MARGIN + 8, y + 4, String(players.seat(player.id)), { size: 10, weight: 'bold', fill: textColorOn(color) }));
    out.push(textAt(MARGIN + 26, y + 4, label, { size: 11, fill: '#222222', anchor: 'start' }));
    out.push('</g>');
  }

  // The symbols, in as many columns as fit to the right of the first one.
  const symbols: [string, string][] = [
    [svgElement('circle', { cx: 8, cy: 0, r: 8, fill: UNOWNED_FILL, stroke: '#222222', 'stroke-width': 1.5 }), t('unowned')],
    [svgElement('circle', { cx: 8, cy: 0, r: 9, fill: 'none', stroke: '#000000', 'stroke-width': 3 }), t('conquered')],
    [resourceIcon(8, 0), t('resources')],
    [extremeIcon(8, 0), t('extreme')],
    [inhabitantsIcon(8, 0, 3), t('inhabitants')],
    [sacredIcon(8, 0, 'Khorne', lang), t('sacred')],
    [legendLine({ stroke: EYE_COLOR, 'stroke-width': 4, 'stroke-dasharray': '6 3' }), t('eyeBoundary')],
    [legendLine({ stroke: GATE_COLOR, 'stroke-width': 5 }), t('cadianGate')],
    [legendLine(EDGE_STYLE.crossing), t('crossing')],
    [legendLine(EDGE_STYLE.adjacent), t('adjacency')],
  ];
  const symbolsLeft = MARGIN + LEGEND_FIRST_COLUMN;
  const columns = Math.max(1, Math.floor((width - MARGIN - symbolsLeft) / LEGEND_COLUMN));
  symbols.forEach(([icon, label], index) => {
    out.push(entry(symbolsLeft + (index % columns) * LEGEND_COLUMN, firstTop + Math.floor(index / columns) * LEGEND_ROW, icon, label));
  });
  out.push('</g>');
  const rows = Math.max(row, Math.ceil(symbols.length / columns));
  return { svg: out.join('\n'), height: 46 + (rows - 1) * LEGEND_ROW + MARGIN };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Placed label boxes in a coarse grid, so checking a new label stays cheap on a 1,000-planet map. */
class LabelGrid {
  private readonly cells = new Map<string, Box[]>();
  private static readonly SIZE = 100;

  private keys(box: Box): string[] {
    const keys: string[] = [];
    for (let cx = Math.floor(box.x / LabelGrid.SIZE); cx <= Math.floor((box.x + box.width) / LabelGrid.SIZE); cx += 1) {
      for (let cy = Math.floor(box.y / LabelGrid.SIZE); cy <= Math.floor((box.y + box.height) / LabelGrid.SIZE); cy += 1) {
        keys.push(`${cx},${cy}`);
      }
    }
    return keys;
  }

  overlaps(box: Box): boolean {
    return this.keys(box).some((key) =>
      (this.cells.get(key) ?? []).some(
        (other) => box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height,
      ),
    );
  }

  add(box: Box): void {
    for (const key of this.keys(box)) {
      const list = this.cells.get(key);
      if (list) list.push(box);
      else this.cells.set(key, [box]);
    }
  }
}

interface TextStyle {
  size: number;
  fill: string;
  weight?: 'bold';
  anchor?: 'start' | 'middle';
  /** White outline behind the glyphs so labels stay readable over lines. */
  halo?: boolean;
}

/** LoC's label attributes (numbers to one decimal), in the order its golden files keep. */
function textStyle(x: number, y: number, style: TextStyle): SvgAttrs {
  return { x: n(x), y: n(y), 'font-size': style.size, fill: style.fill, 'text-anchor': style.anchor ?? 'middle', 'font-weight': style.weight };
}

function textAt(x: number, y: number, text: string, style: TextStyle): string {
  return svgText(text, textStyle(x, y, style), { halo: style.halo === true });
}

/** A legend sample of an edge style. */
function legendLine(style: SvgAttrs): string {
  return svgElement('line', { x1: 0, y1: 0, x2: 18, y2: 0, ...style });
}

function closestPair(a: readonly Planet[], b: readonly Planet[], at: (id: string) => Point): [Point, Point] | null {
  let best: [Point, Point] | null = null;
  let bestDistance = Infinity;
  for (const p of a) {
    const pp = at(p.id);
    for (const q of b) {
      const qq = at(q.id);
      const distance = (pp.x - qq.x) ** 2 + (pp.y - qq.y) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = [pp, qq];
      }
    }
  }
  return best;
}

/** Greedy grouping: a point joins the first group whose first point is within `radius`. */
function clusters(points: readonly Point[], radius: number): Point[][] {
  const groups: Point[][] = [];
  for (const point of points) {
    const group = groups.find((candidate) => Math.hypot(candidate[0]!.x - point.x, candidate[0]!.y - point.y) <= radius);
    if (group) group.push(point);
    else groups.push([point]);
  }
  return groups;
}

function pathOf(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${n(point.x)} ${n(point.y)}`).join('') + 'Z';
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Numbers with at most one decimal (smaller files, stable golden output). */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
