import type { Lang } from '../../core/catalogue.ts';
import { bold, joinInline, type Block, type Inline, type ReportDocument } from '../../core/document.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { Fmt } from './format.ts';
import { TOKEN_KINDS, type God } from './ids.ts';
import { indexMap } from './map-index.ts';
import type { MessageKey } from './messages.ts';
import type { Player } from './players.ts';
import { corruptionTotal, regionValues } from './rules.ts';
import type { Setup } from './schemas.ts';
import { seatedPlayers } from './seating.ts';
import { normalizeState } from './state.ts';
import { nextLine, standingsTable } from './report.ts';
import { viewerGod } from './views.ts';

/**
 * The position for a viewer (player page, public game page): standings, the viewer's own hand, the Old World
 * track, and a table of the regions (values, figures per god, tokens, corruption, cards, ruin). Other gods'
 * hands and every deck's order never appear.
 */
export function describePosition(input: { setup: Setup; players: Player[]; state: unknown; lang: Lang; viewer: Viewer }): ReportDocument {
  const { setup, lang, viewer } = input;
  const state = normalizeState(setup, input.players, input.state);
  const players = seatedPlayers(input.players, state.seats);
  const f = new Fmt(setup, players, lang);
  const own = viewerGod(players, viewer, state.seats);
  const phase = state.result ? f.text('phase_over') : f.text(`phase_${phaseName(state.at)}` as MessageKey);
  const title: Inline[] = [f.text('report_round', { round: state.round }), ' — ', phase];
  const blocks: Block[] = [{ kind: 'heading', content: [f.text('heading_standings')] }, standingsTable(f, state)];
  const next = nextLine(f, state);
  if (next) blocks.push({ kind: 'paragraph', content: next });
  const shownHands: God[] = state.result || viewer.role === 'gm' ? state.gods : own ? [own] : [];
  for (const god of shownHands) {
    blocks.push({ kind: 'heading', content: [f.text(god === own ? 'heading_hand' : 'heading_hand_of'), ' — ', f.god(god)] });
    blocks.push({ kind: 'paragraph', content: [f.cards(god, state.hands[god] ?? [])] });
  }
  blocks.push({ kind: 'heading', content: [f.text('heading_old_world')] });
  blocks.push({
    kind: 'paragraph',
    content: f.line('track_slots', {
      one: bold(f.oldWorld(state.oldWorld.track[0])),
      two: bold(f.oldWorld(state.oldWorld.track[1])),
      n: state.oldWorld.deck.length,
    }),
  });
  blocks.push({ kind: 'paragraph', content: f.line('ruination_left', { n: state.ruination.length }) });
  blocks.push({
    kind: 'paragraph',
    content: f.line(setup.options.ruinRule === 'at-limit' ? 'ruin_rule_at' : 'ruin_rule_above', { limit: setup.options.ruinLimit }),
  });
  blocks.push({ kind: 'heading', content: [f.text('heading_regions')] });
  const header = ['col_region', 'col_values', 'col_figures', 'col_tokens', 'col_corruption', 'col_cards', 'col_state'].map((k) => [f.text(k as MessageKey)]);
  const rows = indexMap(setup).order.map((id) => {
    const r = state.regions[id]!;
    const values = regionValues(setup, state, id);
    const figures: Inline[] = joinInline(
      state.gods
        .filter((g) => Object.values(r.figures[g] ?? {}).some((n) => n > 0))
        .map((g) => ({
          kind: 'span' as const,
          children: [
            f.god(g),
            ': ',
            Object.entries(r.figures[g]!)
              .filter(([, n]) => n > 0)
              .map(([fig, n]) => `${f.figure(g, fig)} ×${n}`)
              .join(', '),
          ],
        })),
      '; ',
    );
    const tokens = TOKEN_KINDS.filter((k) => r.tokens[k] > 0)
      .map((k) => `${r.tokens[k]} ${f.token(k, r.tokens[k])}`)
      .join(', ');
    const corruption = state.gods.filter((g) => (r.corruption[g] ?? 0) > 0).map((g) => `${f.godPlain(g)} ${r.corruption[g]}`);
    const cards = r.cards.map((c) => `${f.godPlain(c.god)}: ${f.card(c.god, c.card)}`).join(', ');
    const ruined = r.ruined ? f.text('state_ruined', { card: r.ruinCard === null ? '—' : r.ruinCard }) : f.text('state_ok');
    return [
      [bold(f.region(id))],
      [`${values.resistance}/${values.conquest}`],
      figures.length > 0 ? figures : ['—'],
      [tokens || '—'],
      [`${corruptionTotal(setup, state, id)}${corruption.length > 0 ? ` (${corruption.join(', ')})` : ''}`],
      [cards || '—'],
      [ruined],
    ];
  });
  blocks.push({ kind: 'table', header, rows });
  return { title, blocks };
}

function phaseName(at: string): string {
  return at.startsWith('end-') ? 'end' : at;
}
