import type { Lang } from '../../core/catalogue.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { escapeXml as esc, svgDocument } from '../../core/svg.ts';
import { missionOf } from './context.ts';
import { entranceName, figureName, say, sectionName, type MessageKey } from './messages.ts';
import { CORPORATION_COLOURS, LEGION_COLOUR } from './report.ts';
import { columnLabel, indexGrid, parseSquare, squareLabel } from './rules/grid.ts';
import type { Setup } from './setup.ts';
import type { Figure, State } from './state.ts';

const INK = '#1b1b1f';
const PAPER = '#f7f5ef';
const SECTION_TINTS = ['#e8e1d0', '#dfe6d6', '#e4dbe6', '#d8e2ea', '#eadcd3', '#e0e0e0', '#e9e4c8', '#d5e5e0', '#e6d6d6', '#dcdcee', '#ece3d9', '#d9e8d9'];
const MARGIN = 32;

const CREATURE_MARK: Record<string, string> = { legionnaire: 'L', necromutant: 'N', centurion: 'C', razide: 'R', nefarite: 'Ne', ezoghoul: 'E' };

function initials(name: string): string {
  const words = name.replace(/["']/g, '').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[words.length - 1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/**
 * The position as a standalone SVG. Grid missions: every square (section tints, the citadel and outside in
 * grey), walls, entrances, figures (Doomtroopers as circles in their corporation's colour with initials, the
 * Legion's creatures as dark red squares), face-down monster cards as "?" per section. Without a grid: one box
 * per section listing who stands there. Only public information is drawn (no card identities).
 */
export function renderMap(setup: Setup, state: State, lang: Lang, _viewer?: Viewer): string {
  const mission = missionOf(setup, state.mission);
  const names = { setup, mission, state };
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => say(lang, key, params);
  const where = state.stage === 'round' ? t('pos.where-round', { round: state.round?.number ?? 1 }) : t(`pos.where-${state.stage}` as MessageKey);
  const title = t('map.title', { mission: mission.name[lang], where });
  const figureTitle = (f: Figure) => `${figureName(names, f.id)[lang]}${f.kind === 'trooper' ? ` (${f.strength})` : ''}`;
  const grid = mission.grid;
  if (!grid) return sectionBoxes(setup, state, lang, title);
  const index = indexGrid(grid);
  const cell = Math.max(20, Math.min(48, Math.floor((800 - 2 * MARGIN) / grid.width)));
  const width = MARGIN * 2 + grid.width * cell;
  const height = MARGIN * 2 + grid.height * cell + 24;
  const x0 = MARGIN;
  const y0 = MARGIN;
  const sectionIds = mission.sections.map((s) => s.id);
  const parts: string[] = [];
  for (let x = 0; x < grid.width; x++)
    parts.push(`<text x="${x0 + x * cell + cell / 2}" y="${y0 - 10}" text-anchor="middle" font-size="12" fill="${INK}">${columnLabel(x)}</text>`);
  for (let y = 0; y < grid.height; y++)
    parts.push(`<text x="${x0 - 8}" y="${y0 + y * cell + cell / 2 + 4}" text-anchor="end" font-size="12" fill="${INK}">${y + 1}</text>`);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const section = index.sectionAt(x, y);
      const label = squareLabel({ x, y });
      const fill = section === null ? '#6b6b6b' : SECTION_TINTS[sectionIds.indexOf(section) % SECTION_TINTS.length]!;
      const squareTitle = section === null ? label : t('map.square', { square: label, section: sectionName(names, section)[lang] });
      parts.push(
        `<rect class="square" data-square="${label}"${section === null ? '' : ` data-place="${label}"`} x="${x0 + x * cell}" y="${y0 + y * cell}" width="${cell}" height="${cell}" fill="${fill}" stroke="#b5ad9c" stroke-width="0.5"><title>${esc(squareTitle)}</title></rect>`,
      );
    }
  }
  for (const entrance of mission.entrances) {
    const colour = entrance.legion ? LEGION_COLOUR : '#1e7b34';
    for (const label of entrance.squares) {
      const s = parseSquare(label);
      if (!s) continue;
      parts.push(
        `<rect class="entrance" data-entrance="${esc(entrance.id)}" data-place="${esc(entrance.id)}" pointer-events="all" x="${x0 + s.x * cell + 2}" y="${y0 + s.y * cell + 2}" width="${cell - 4}" height="${cell - 4}" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="4 2"><title>${esc(t('map.entrance', { name: entranceName(names, entrance.id)[lang] }))}</title></rect>`,
      );
    }
  }
  for (const [wx1, wy1, wx2, wy2] of grid.walls) {
    parts.push(
      `<line class="wall" x1="${x0 + wx1 * cell}" y1="${y0 + wy1 * cell}" x2="${x0 + wx2 * cell}" y2="${y0 + wy2 * cell}" stroke="${INK}" stroke-width="4" stroke-linecap="square"/>`,
    );
  }
  parts.push(`<rect x="${x0}" y="${y0}" width="${grid.width * cell}" height="${grid.height * cell}" fill="none" stroke="${INK}" stroke-width="3"/>`);
  for (const section of mission.sections) {
    const faceDown = state.sections[section.id]?.cards.length ?? 0;
    const first = index.squaresOf(section.id)[0];
    if (!first) continue;
    const cx = x0 + first.x * cell + 4;
    const cy = y0 + first.y * cell + 14;
    parts.push(`<text class="section-label" x="${cx}" y="${cy}" font-size="12" font-weight="bold" fill="${INK}">${esc(section.id)}</text>`);
    if (faceDown > 0) {
      const badge = t('map.facedown', { section: sectionName(names, section.id)[lang], n: faceDown });
      parts.push(
        `<g class="facedown" data-section="${esc(section.id)}" data-place="${esc(section.id)}"><title>${esc(badge)}</title><circle cx="${cx + 22}" cy="${cy - 4}" r="9" fill="#fff8d6" stroke="${INK}"/><text x="${cx + 22}" y="${cy}" text-anchor="middle" font-size="12" font-weight="bold" fill="${INK}">?${faceDown > 1 ? faceDown : ''}</text></g>`,
      );
    }
  }
  for (const f of state.figures) {
    if (f.status !== 'board' || !f.square) continue;
    const s = parseSquare(f.square);
    if (!s) continue;
    const cx = x0 + s.x * cell + cell / 2;
    const cy = y0 + s.y * cell + cell / 2;
    const r = cell * 0.42;
    const tip = esc(t('map.figure', { figure: figureTitle(f), square: f.square }));
    if (f.kind === 'trooper') {
      const corporation = state.groups[f.owner]?.corporation;
      const colour = corporation ? CORPORATION_COLOURS[corporation] : INK;
      const name = setup.data.troopers.find((x) => x.id === f.type)?.name ?? f.id;
      parts.push(
        `<g class="figure trooper" data-figure="${esc(f.id)}"><title>${tip}</title><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="#ffffff" stroke-width="2"/><text x="${cx}" y="${cy + 4}" text-anchor="middle" font-size="12" font-weight="bold" fill="#ffffff">${esc(initials(name))}</text></g>`,
      );
    } else {
      const mark = `${CREATURE_MARK[f.type] ?? '?'}${f.id.replace(/^.*-/, '')}`;
      parts.push(
        `<g class="figure creature" data-figure="${esc(f.id)}"><title>${tip}</title><rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="3" fill="${LEGION_COLOUR}" stroke="#ffffff" stroke-width="2"/><text x="${cx}" y="${cy + 4}" text-anchor="middle" font-size="12" font-weight="bold" fill="#ffffff">${esc(mark)}</text></g>`,
      );
    }
  }
  parts.push(`<text x="${x0}" y="${height - 10}" font-size="12" fill="${INK}">${esc(t('map.legend'))}</text>`);
  return svgDocument({ width, height, title, font: 'system-ui, sans-serif', background: PAPER }, parts);
}

/** Missions without a grid: a box per section with the figures in it (as reported). */
function sectionBoxes(setup: Setup, state: State, lang: Lang, title: string): string {
  const mission = missionOf(setup, state.mission);
  const names = { setup, mission, state };
  const columns = Math.min(3, mission.sections.length);
  const boxW = 240;
  const rows = Math.ceil(mission.sections.length / columns);
  const lines = mission.sections.map((s) => state.figures.filter((f) => f.status === 'board' && f.section === s.id));
  const boxH = Math.max(80, 40 + 16 * Math.max(0, ...lines.map((l) => l.length)));
  const width = MARGIN * 2 + columns * boxW + (columns - 1) * 16;
  const height = MARGIN * 2 + rows * boxH + (rows - 1) * 16 + 24;
  const parts: string[] = [];
  mission.sections.forEach((s, i) => {
    const x = MARGIN + (i % columns) * (boxW + 16);
    const y = MARGIN + Math.floor(i / columns) * (boxH + 16);
    const faceDown = state.sections[s.id]?.cards.length ?? 0;
    const name = sectionName(names, s.id)[lang];
    parts.push(
      `<g class="section" data-section="${esc(s.id)}" data-place="${esc(s.id)}"><title>${esc(name)}</title><rect x="${x}" y="${y}" width="${boxW}" height="${boxH}" fill="${SECTION_TINTS[i % SECTION_TINTS.length]}" stroke="${INK}" stroke-width="2"/>`,
    );
    parts.push(
      `<text x="${x + 8}" y="${y + 18}" font-size="14" font-weight="bold" fill="${INK}">${esc(name)}${faceDown > 0 ? esc(` — ${say(lang, 'map.facedown', { section: '', n: faceDown }).replace(/^: /, '')}`) : ''}</text>`,
    );
    lines[i]!.forEach((f, k) => {
      const colour = f.kind === 'trooper' ? (CORPORATION_COLOURS[state.groups[f.owner]?.corporation ?? 'bauhaus'] ?? INK) : LEGION_COLOUR;
      parts.push(
        `<text class="figure" data-figure="${esc(f.id)}" x="${x + 12}" y="${y + 40 + 16 * k}" font-size="13" fill="${colour}">${esc(`${figureName(names, f.id)[lang]}${f.note ? ` (${f.note})` : ''}`)}</text>`,
      );
    });
    parts.push('</g>');
  });
  parts.push(`<text x="${MARGIN}" y="${height - 10}" font-size="12" fill="${INK}">${esc(say(lang, 'map.no-grid', { mission: mission.name[lang] }))}</text>`);
  return svgDocument({ width, height, title, font: 'system-ui, sans-serif', background: PAPER }, parts);
}
