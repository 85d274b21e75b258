import type { Lang } from '../../core/catalogue.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import { legendRow, svgAttrs, svgDocument, svgElement, svgText, svgTitle, type SvgAttrs } from '../../core/svg.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { areaName, playerName, unitName } from './names.ts';
import { normalizeState } from './position.ts';
import type { Setup } from './setup.ts';
import type { State } from './types.ts';
import { allUnitsIn, buildWorld, gateController } from './world.ts';

const WIDTH = 1000;
const HEIGHT = 680;
const BOX_W = 160;
const LINE = 19;
const INK = '#1b1b1f';
const BACKGROUND = '#f4f1ea';

/** A faction's colour square (area rows and the legend). */
const swatch = (x: number, y: number, fill: string) => svgElement('rect', { x, y, width: 12, height: 12, fill, stroke: INK, 'stroke-width': 1 });
const LINK: SvgAttrs = { stroke: '#8a8478', 'stroke-width': 2 };
const TEXT: SvgAttrs = { 'font-size': 15, fill: INK };

/**
 * The map as a standalone SVG (role="img", aria-label, <title>): areas at their data positions with their
 * links (links across the map edge drawn as stubs), each area's gate (a ring: filled in the controller's colour,
 * hollow when abandoned) and one line per faction present with its unit count (a <title> lists the units). The
 * SVG carries its own light background, so its colours read the same on light and dark pages. Nothing hidden is
 * drawn (no Elder Signs); all text is escaped; text is 15 units high, ≥ 12 px at 800 px wide.
 */
export function renderMap(setup: Setup, rawState: State, lang: Lang, _viewer?: Viewer): string {
  const world = buildWorld(setup, rawState.seats ?? []);
  const state = normalizeState(world, rawState);
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(MESSAGES, key, lang, params);
  const phase = t(`phase.${state.battle ? 'battle' : state.phase}` as MessageKey);
  const title = t('map.title', { round: state.round, phase });
  const out: string[] = [];
  const pos = (id: string) => {
    const a = world.areaById.get(id)!;
    return { x: 10 + a.x * ((WIDTH - 20) / 1000), y: 40 + a.y * ((HEIGHT - 110) / 600) };
  };
  for (const { from, to } of world.map.edges) {
    const p = pos(from);
    const q = pos(to);
    if (Math.abs(p.x - q.x) > WIDTH / 2) {
      const [left, right] = p.x < q.x ? [p, q] : [q, p];
      const wrap = { class: 'link wrap', y2: (left.y + right.y) / 2 };
      out.push(svgElement('line', { class: wrap.class, x1: left.x, y1: left.y, x2: 0, y2: wrap.y2, ...LINK, 'stroke-dasharray': '6 4' }));
      out.push(svgElement('line', { class: wrap.class, x1: right.x, y1: right.y, x2: WIDTH, y2: wrap.y2, ...LINK, 'stroke-dasharray': '6 4' }));
    } else {
      out.push(svgElement('line', { class: 'link', x1: p.x, y1: p.y, x2: q.x, y2: q.y, ...LINK }));
    }
  }
  for (const area of world.areas) {
    const { x, y } = pos(area.id);
    const units = allUnitsIn(world, state, area.id);
    const owners = world.playerIds.filter((p) => units.some((u) => world.unitById.get(u)?.owner === p));
    const height = 26 + LINE * owners.length;
    const top = y - height / 2;
    const name = areaName(world, area.id, lang);
    const listing = owners.map(
      (p) =>
        `${playerName(world, p)}: ${units
          .filter((u) => world.unitById.get(u)?.owner === p)
          .map((u) => unitName(world, u, lang))
          .join(', ')}`,
    );
    const areaTitle = t('map.area', { area: name, units: listing.length > 0 ? listing.join('; ') : t('map.empty') });
    out.push(`<g${svgAttrs({ class: 'area', 'data-area': area.id, 'data-place': area.id })}>`);
    out.push(svgTitle(areaTitle));
    out.push(
      svgElement('rect', { x: x - BOX_W / 2, y: top, width: BOX_W, height, rx: 8, fill: area.ocean ? '#d6e6f2' : '#ece2cc', stroke: INK, 'stroke-width': 1.5 }),
    );
    out.push(svgText(name, { x, y: top + 19, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 'bold', fill: INK }));
    owners.forEach((p, i) => {
      const faction = world.factionOf.get(p);
      const own = units.filter((u) => world.unitById.get(u)?.owner === p);
      const ly = top + 19 + LINE * (i + 1);
      const label = `${faction?.name[lang] ?? p}: ${own.length}`;
      out.push(
        legendRow(swatch(x - BOX_W / 2 + 8, ly - 11, faction?.color ?? '#555555'), label, {
          class: 'units',
          'data-player': p,
          x: x - BOX_W / 2 + 26,
          y: ly,
          ...TEXT,
        }),
      );
    });
    if (state.gates[area.id] !== undefined) {
      const controller = gateController(world, state, area.id);
      const fill = controller === null ? 'none' : (world.factionOf.get(controller)?.color ?? '#555555');
      const holder = controller === null ? t('gate.abandoned') : playerName(world, controller);
      out.push(
        svgElement(
          'circle',
          { class: 'gate', cx: x + BOX_W / 2 - 12, cy: top + 13, r: 8, fill, stroke: INK, 'stroke-width': 2 },
          svgTitle(t('map.gate', { holder })),
        ),
      );
    }
    out.push('</g>');
  }
  let lx = 16;
  const ly = HEIGHT - 20;
  out.push(svgText(`${t('map.legend')}:`, { x: lx, y: ly, 'font-size': 15, 'font-weight': 'bold', fill: INK }));
  lx += 80;
  for (const p of world.playerIds) {
    const faction = world.factionOf.get(p);
    const label = `${playerName(world, p)} (${faction?.name[lang] ?? ''}) — ${state.doom[p] ?? 0}`;
    out.push(legendRow(swatch(lx, ly - 12, faction?.color ?? '#555555'), label, { x: lx + 18, y: ly, ...TEXT }));
    lx += 26 + label.length * 8;
  }
  return svgDocument({ width: WIDTH, height: HEIGHT, title, font: 'system-ui, sans-serif', background: BACKGROUND }, out);
}
