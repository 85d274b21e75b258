import type { Lang } from '../../core/catalogue.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { FIGURE_KINDS, TOKEN_KINDS, type God } from './ids.ts';
import { indexMap } from './map-index.ts';
import { t, type MessageKey } from './messages.ts';
import { corruptionTotal, figureCount, regionValues } from './rules.ts';
import type { Setup } from './schemas.ts';
import { normalizeState, playersFromState } from './state.ts';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const W = 800;
const H = 600;
const BOX_W = 176;
const BOX_H = 128;
/** Two-letter token marks drawn in a region. */
const TOKEN_MARK: Record<(typeof TOKEN_KINDS)[number], string> = { event: 'Ev', hero: 'He', noble: 'No', peasant: 'Pe', skaven: 'Sk', warpstone: 'Wa' };

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
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escape(label)}" font-family="Georgia, 'Times New Roman', serif">`);
  out.push(`<title>${escape(t('map_title', lang, { round: state.round }))}</title>`);
  out.push(`<desc>${escape(label)}</desc>`);
  out.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#f3ecdc"/>`);
  // Borders between regions.
  const drawn = new Set<string>();
  for (const [a, b] of setup.data.adjacency) {
    const ra = index.byId.get(a);
    const rb = index.byId.get(b);
    const key = [a, b].sort().join('|');
    if (!ra || !rb || a === b || drawn.has(key)) continue;
    drawn.add(key);
    out.push(`<line x1="${ra.x}" y1="${ra.y}" x2="${rb.x}" y2="${rb.y}" stroke="#8a7a5c" stroke-width="3" stroke-dasharray="6 4"/>`);
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
      .map((g) => `${setup.data.gods[g].name[lang]}: ${Object.entries(r.figures[g] ?? {}).filter(([, k]) => k > 0).map(([f, k]) => `${setup.data.gods[g].figures.find((x) => x.id === f)?.name[lang] ?? f} ×${k}`).join(', ')}`);
    const title = t('map_region_title', lang, { region: name, resistance: values.resistance, conquest: values.conquest, corruption, ruined: r.ruined ? t('map_ruined', lang) : '' }) + (present.length > 0 ? `. ${present.join('; ')}` : '');
    out.push(`<g class="region" data-region="${escape(id)}">`);
    out.push(`<title>${escape(title)}</title>`);
    out.push(`<rect x="${x}" y="${y}" width="${BOX_W}" height="${BOX_H}" rx="10" fill="${r.ruined ? '#cfc4ad' : '#fffaf0'}" stroke="${r.ruined ? '#5a2a1a' : '#6b5b3e'}" stroke-width="${r.ruined ? 4 : 2}"${r.ruined ? ' stroke-dasharray="10 5"' : ''}/>`);
    out.push(`<text x="${x + 8}" y="${y + 19}" font-size="15" font-weight="bold" fill="#1e1a14">${escape(name)}</text>`);
    out.push(`<text x="${x + 8}" y="${y + 35}" font-size="12" fill="#1e1a14">${escape(t('map_values', lang, { resistance: values.resistance, conquest: values.conquest }))}</text>`);
    let line = y + 52;
    for (const god of state.gods) {
      const n = figureCount(state, id, god);
      if (n === 0) continue;
      // "Khorne: 2W 1D" — counts by kind of follower (the legend explains the letters; the title has the names).
      const byKind = FIGURE_KINDS.map((kind) => [kind, setup.data.gods[god].figures.filter((f) => f.kind === kind).reduce((sum, f) => sum + (r.figures[god]?.[f.id] ?? 0), 0)] as const)
        .filter(([, k]) => k > 0)
        .map(([kind, k]) => `${k}${t(`map_kind_${kind}` as MessageKey, lang)}`);
      const colour = setup.data.gods[god].colour;
      const underline = god === own ? ' text-decoration="underline"' : '';
      out.push(`<text x="${x + 8}" y="${line}" font-size="13" font-weight="bold" fill="${colour}"${underline}>${escape(`${setup.data.gods[god].name[lang]}: ${byKind.join(' ')}`)}</text>`);
      line += 15;
    }
    const tokens = TOKEN_KINDS.filter((k) => r.tokens[k] > 0).map((k) => `${TOKEN_MARK[k]}×${r.tokens[k]}`);
    const bottom = [`C ${corruption}/${setup.options.ruinLimit}`, ...tokens].join('  ');
    out.push(`<text x="${x + 8}" y="${y + BOX_H - 8}" font-size="12" fill="#1e1a14">${escape(bottom)}</text>`);
    if (r.ruined) out.push(`<text x="${x + BOX_W - 8}" y="${y + BOX_H - 8}" font-size="13" font-weight="bold" text-anchor="end" fill="#6e1a10">${escape(t('hint_ruined', lang).toUpperCase())}</text>`);
    out.push(`</g>`);
  }
  const ruinLegend = t(setup.options.ruinRule === 'at-limit' ? 'map_legend_corruption_at' : 'map_legend_corruption', lang, { limit: setup.options.ruinLimit });
  const legend = `${ruinLegend} · ${FIGURE_KINDS.map((k) => `${t(`map_kind_${k}` as MessageKey, lang)} = ${t(`kind_${k}` as MessageKey, lang)}`).join(' · ')}`;
  const legend2 = `${TOKEN_KINDS.map((k) => `${TOKEN_MARK[k]} = ${t(`token_${k}` as MessageKey, lang, { n: 1 })}`).join(' · ')}`;
  out.push(`<text x="8" y="${H - 26}" font-size="12" fill="#1e1a14">${escape(legend)}</text>`);
  out.push(`<text x="8" y="${H - 8}" font-size="12" fill="#1e1a14">${escape(legend2)}</text>`);
  out.push(`</svg>`);
  return out.join('\n');
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
