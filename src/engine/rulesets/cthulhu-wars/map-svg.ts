import type { Lang } from '../../core/catalogue.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
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

function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

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
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="system-ui, sans-serif" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND}"/>`,
  ];
  const pos = (id: string) => {
    const a = world.areaById.get(id)!;
    return { x: 10 + a.x * ((WIDTH - 20) / 1000), y: 40 + a.y * ((HEIGHT - 110) / 600) };
  };
  const drawn = new Set<string>();
  for (const [a, b] of setup.data.map.adjacency) {
    if (!world.areaById.has(a) || !world.areaById.has(b) || a === b) continue;
    const key = [a, b].sort().join('|');
    if (drawn.has(key)) continue;
    drawn.add(key);
    const p = pos(a);
    const q = pos(b);
    if (Math.abs(p.x - q.x) > WIDTH / 2) {
      const [left, right] = p.x < q.x ? [p, q] : [q, p];
      out.push(`<line class="link wrap" x1="${left.x}" y1="${left.y}" x2="0" y2="${(left.y + right.y) / 2}" stroke="#8a8478" stroke-width="2" stroke-dasharray="6 4"/>`);
      out.push(`<line class="link wrap" x1="${right.x}" y1="${right.y}" x2="${WIDTH}" y2="${(left.y + right.y) / 2}" stroke="#8a8478" stroke-width="2" stroke-dasharray="6 4"/>`);
    } else {
      out.push(`<line class="link" x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}" stroke="#8a8478" stroke-width="2"/>`);
    }
  }
  for (const area of world.areas) {
    const { x, y } = pos(area.id);
    const units = allUnitsIn(world, state, area.id);
    const owners = world.playerIds.filter((p) => units.some((u) => world.unitById.get(u)?.owner === p));
    const height = 26 + LINE * owners.length;
    const top = y - height / 2;
    const name = areaName(world, area.id, lang);
    const listing = owners.map((p) => `${playerName(world, p)}: ${units.filter((u) => world.unitById.get(u)?.owner === p).map((u) => unitName(world, u, lang)).join(', ')}`);
    const areaTitle = t('map.area', { area: name, units: listing.length > 0 ? listing.join('; ') : t('map.empty') });
    out.push(`<g class="area" data-area="${escapeXml(area.id)}">`);
    out.push(`<title>${escapeXml(areaTitle)}</title>`);
    out.push(`<rect x="${x - BOX_W / 2}" y="${top}" width="${BOX_W}" height="${height}" rx="8" fill="${area.ocean ? '#d6e6f2' : '#ece2cc'}" stroke="${INK}" stroke-width="1.5"/>`);
    out.push(`<text x="${x}" y="${top + 19}" text-anchor="middle" font-size="15" font-weight="bold" fill="${INK}">${escapeXml(name)}</text>`);
    owners.forEach((p, i) => {
      const faction = world.factionOf.get(p);
      const own = units.filter((u) => world.unitById.get(u)?.owner === p);
      const ly = top + 19 + LINE * (i + 1);
      out.push(`<rect x="${x - BOX_W / 2 + 8}" y="${ly - 11}" width="12" height="12" fill="${faction?.color ?? '#555555'}" stroke="${INK}" stroke-width="1"/>`);
      out.push(`<text class="units" data-player="${escapeXml(p)}" x="${x - BOX_W / 2 + 26}" y="${ly}" font-size="15" fill="${INK}">${escapeXml(`${faction?.name[lang] ?? p}: ${own.length}`)}</text>`);
    });
    if (state.gates[area.id] !== undefined) {
      const controller = gateController(world, state, area.id);
      const fill = controller === null ? 'none' : (world.factionOf.get(controller)?.color ?? '#555555');
      const holder = controller === null ? t('gate.abandoned') : playerName(world, controller);
      out.push(`<circle class="gate" cx="${x + BOX_W / 2 - 12}" cy="${top + 13}" r="8" fill="${fill}" stroke="${INK}" stroke-width="2"><title>${escapeXml(t('map.gate', { holder }))}</title></circle>`);
    }
    out.push('</g>');
  }
  let lx = 16;
  const ly = HEIGHT - 20;
  out.push(`<text x="${lx}" y="${ly}" font-size="15" font-weight="bold" fill="${INK}">${escapeXml(t('map.legend'))}:</text>`);
  lx += 80;
  for (const p of world.playerIds) {
    const faction = world.factionOf.get(p);
    const label = `${playerName(world, p)} (${faction?.name[lang] ?? ''}) — ${state.doom[p] ?? 0}`;
    out.push(`<rect x="${lx}" y="${ly - 12}" width="12" height="12" fill="${faction?.color ?? '#555555'}" stroke="${INK}" stroke-width="1"/>`);
    out.push(`<text x="${lx + 18}" y="${ly}" font-size="15" fill="${INK}">${escapeXml(label)}</text>`);
    lx += 26 + label.length * 8;
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
