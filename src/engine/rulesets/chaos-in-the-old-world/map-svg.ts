import type { Lang } from '../../core/catalogue.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { svgAttrs, svgDocument, svgElement, svgText, svgTitle } from '../../core/svg.ts';
import { FIGURE_KINDS, TOKEN_KINDS, type God } from './ids.ts';
import { indexMap } from './map-index.ts';
import { t, type MessageKey } from './messages.ts';
import { corruptionTotal, figureCount, regionValues } from './rules.ts';
import type { Setup } from './schemas.ts';
import { normalizeState, playersFromState } from './state.ts';

const W = 800;
const H = 600;
const BOX_W = 176;
const BOX_H = 128;
/** Two-letter token marks drawn in a region. */
const TOKEN_MARK: Record<(typeof TOKEN_KINDS)[number], string> = { event: 'Ev', hero: 'He', noble: 'No', peasant: 'Pe', skaven: 'Sk', warpstone: 'Wa' };
const INK = '#1e1a14';

/**
 * The Old World as a standalone SVG (800 × 600): regions at their setup positions joined by their borders,
 * each with Resistance/Conquest, figures per god (in the god's colour; the viewer's own god underlined),
 * Old World tokens, corruption against the ruin limit (the legend names the rule) and a ruined mark.
 * Everything drawn is public (no hands, no decks), so every viewer gets the same picture apart from the
 * highlight. Opaque parchment background with dark text, so it reads the same on light and dark pages;
 * text ≥ 12px; all text escaped.
 */
export function renderMap(setup: Setup, stored: unknown, lang: Lang, viewer?: Viewer): string {
  const players = playersFromState(stored);
  const state = normalizeState(setup, players, stored);
  const index = indexMap(setup);
  const own: God | null = viewer?.role === 'player' ? (players.find((p) => p.id === viewer.id)?.god ?? null) : null;
  const scores = state.gods.map((g) => `${setup.data.gods[g].name[lang]} ${state.vp[g] ?? 0}`).join(', ');
  const ruined = index.order.filter((id) => state.regions[id]!.ruined).length;
  const label = t('map_label', lang, { round: state.round, ruined, scores });
  const out: string[] = [];
  // Borders between regions.
  for (const { from, to } of index.edges) {
    const ra = index.byId.get(from)!;
    const rb = index.byId.get(to)!;
    out.push(svgElement('line', { x1: ra.x, y1: ra.y, x2: rb.x, y2: rb.y, stroke: '#8a7a5c', 'stroke-width': 3, 'stroke-dasharray': '6 4' }));
  }
  for (const id of index.order) {
    const region = index.byId.get(id)!;
    const r = state.regions[id]!;
    const x = clamp(region.x - BOX_W / 2, 2, W - BOX_W - 2);
    const y = clamp(region.y - BOX_H / 2, 2, H - BOX_H - 2);
    const values = regionValues(setup, state, id);
    const corruption = corruptionTotal(setup, state, id);
    const name = region.name[lang];
    const present = state.gods
      .filter((g) => figureCount(state, id, g) > 0)
      .map(
        (g) =>
          `${setup.data.gods[g].name[lang]}: ${Object.entries(r.figures[g] ?? {})
            .filter(([, k]) => k > 0)
            .map(([f, k]) => `${setup.data.gods[g].figures.find((x) => x.id === f)?.name[lang] ?? f} ×${k}`)
            .join(', ')}`,
      );
    const title =
      t('map_region_title', lang, {
        region: name,
        resistance: values.resistance,
        conquest: values.conquest,
        corruption,
        ruined: r.ruined ? t('map_ruined', lang) : '',
      }) + (present.length > 0 ? `. ${present.join('; ')}` : '');
    out.push(`<g${svgAttrs({ class: 'region', 'data-region': id, 'data-place': id })}>`);
    out.push(svgTitle(title));
    out.push(
      svgElement('rect', {
        x,
        y,
        width: BOX_W,
        height: BOX_H,
        rx: 10,
        fill: r.ruined ? '#cfc4ad' : '#fffaf0',
        stroke: r.ruined ? '#5a2a1a' : '#6b5b3e',
        'stroke-width': r.ruined ? 4 : 2,
        'stroke-dasharray': r.ruined && '10 5',
      }),
    );
    out.push(svgText(name, { x: x + 8, y: y + 19, 'font-size': 15, 'font-weight': 'bold', fill: INK }));
    out.push(svgText(t('map_values', lang, { resistance: values.resistance, conquest: values.conquest }), { x: x + 8, y: y + 35, 'font-size': 12, fill: INK }));
    let line = y + 52;
    for (const god of state.gods) {
      const n = figureCount(state, id, god);
      if (n === 0) continue;
      // "Khorne: 2W 1D" — counts by kind of follower (the legend explains the letters; the title has the names).
      const byKind = FIGURE_KINDS.map(
        (kind) => [kind, setup.data.gods[god].figures.filter((f) => f.kind === kind).reduce((sum, f) => sum + (r.figures[god]?.[f.id] ?? 0), 0)] as const,
      )
        .filter(([, k]) => k > 0)
        .map(([kind, k]) => `${k}${t(`map_kind_${kind}` as MessageKey, lang)}`);
      const colour = setup.data.gods[god].colour;
      out.push(
        svgText(`${setup.data.gods[god].name[lang]}: ${byKind.join(' ')}`, {
          x: x + 8,
          y: line,
          'font-size': 13,
          'font-weight': 'bold',
          fill: colour,
          'text-decoration': god === own && 'underline',
        }),
      );
      line += 15;
    }
    const tokens = TOKEN_KINDS.filter((k) => r.tokens[k] > 0).map((k) => `${TOKEN_MARK[k]}×${r.tokens[k]}`);
    const bottom = [`C ${corruption}/${setup.options.ruinLimit}`, ...tokens].join('  ');
    out.push(svgText(bottom, { x: x + 8, y: y + BOX_H - 8, 'font-size': 12, fill: INK }));
    if (r.ruined)
      out.push(
        svgText(t('hint_ruined', lang).toUpperCase(), {
          x: x + BOX_W - 8,
          y: y + BOX_H - 8,
          'font-size': 13,
          'font-weight': 'bold',
          'text-anchor': 'end',
          fill: '#6e1a10',
        }),
      );
    out.push(`</g>`);
  }
  const ruinLegend = t(setup.options.ruinRule === 'at-limit' ? 'map_legend_corruption_at' : 'map_legend_corruption', lang, { limit: setup.options.ruinLimit });
  const legend = `${ruinLegend} · ${FIGURE_KINDS.map((k) => `${t(`map_kind_${k}` as MessageKey, lang)} = ${t(`kind_${k}` as MessageKey, lang)}`).join(' · ')}`;
  const legend2 = `${TOKEN_KINDS.map((k) => `${TOKEN_MARK[k]} = ${t(`token_${k}` as MessageKey, lang, { n: 1 })}`).join(' · ')}`;
  out.push(svgText(legend, { x: 8, y: H - 26, 'font-size': 12, fill: INK }));
  out.push(svgText(legend2, { x: 8, y: H - 8, 'font-size': 12, fill: INK }));
  return svgDocument(
    {
      width: W,
      height: H,
      title: t('map_title', lang, { round: state.round }),
      label,
      desc: label,
      font: "Georgia, 'Times New Roman', serif",
      background: '#f3ecdc',
    },
    out,
  );
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
