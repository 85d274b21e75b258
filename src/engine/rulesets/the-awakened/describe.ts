import type { Block, ReportDocument } from '../../core/document.ts';
import { joinInline } from '../../core/document.ts';
import type { Lang, Viewer } from '../../core/ruleset.ts';
import { BUILDINGS } from './constants.ts';
import { markerText } from './markers.ts';
import { buildingsOnBoard, land, winTarget } from './position.ts';
import { presenter } from './present.ts';
import { contextFor, eventBlocks, standingTable } from './report.ts';
import type { Player, Setup, State } from './schemas.ts';
import { markersLeft } from './stack.ts';

/**
 * The position as a document (player page, public game page); the same for every viewer: nothing in the
 * state is hidden (the markers still face down are not in it).
 */
export function describePosition(input: { setup: Setup; players: Player[]; state: State; lang: Lang; viewer: Viewer }): ReportDocument {
  const { setup, players, state, lang } = input;
  const ctx = contextFor(setup, state);
  const p = presenter(ctx, players, state, lang);
  const blocks: Block[] = [];
  if (state.over) {
    const winners =
      state.winners.length === 0
        ? [p.t('event.nobody')]
        : joinInline(
            state.winners.map((w) => p.player(w)),
            ', ',
          );
    blocks.push({ kind: 'paragraph', content: p.fill('position.over', { winners: { kind: 'span', children: winners } }) });
  } else if (state.active !== null) {
    blocks.push({ kind: 'paragraph', content: p.fill('position.toPlay', { player: p.player(state.active), step: p.step(state.step) }) });
  }
  const { options } = setup;
  blocks.push({
    kind: 'paragraph',
    content: [
      p.t('report.target', { n: winTarget(setup, state) }),
      ' ',
      p.t('position.markers', { left: markersLeft(state), total: state.markers.total }),
      ' ',
      p.t('position.options', {
        exodus: p.t(options.exodus ? 'position.on' : 'position.off'),
        surplus: p.t(`surplus.${options.surplus}`),
        cap: options.chamberCap,
        mod: options.chamberModifier,
      }),
    ],
  });
  blocks.push({ kind: 'heading', content: [p.t('position.players')] });
  blocks.push(standingTable(ctx, p, state));
  const chamberOf = new Map(Object.entries(state.chambers).map(([player, id]) => [id, player]));
  const shown = ctx.index.order.filter((id) => land(state, id).marker !== null || land(state, id).owner !== null);
  blocks.push({ kind: 'heading', content: [p.t('position.lands')] });
  blocks.push({
    kind: 'table',
    header: [
      [p.t('report.header.land')],
      [p.t('report.header.marker')],
      [p.t('report.header.owner')],
      [p.t('report.header.population')],
      [p.t('report.header.resources')],
      [p.t('report.header.military')],
      [p.t('report.header.buildings')],
    ],
    rows: shown.map((id) => {
      const l = land(state, id);
      const chamber = chamberOf.get(id);
      const marker = l.marker === null ? p.t('position.unexplored') : markerText(l.marker);
      return [
        [p.land(id)],
        [chamber ? `${marker} — ${p.t('position.chamber', { player: p.playerName(chamber) })}` : marker],
        [l.owner === null ? '—' : p.player(l.owner)],
        [String(l.population)],
        [String(l.resources)],
        [l.military.m + l.military.v === 0 ? '—' : p.units(l.military)],
        [p.buildings(l.buildings)],
      ];
    }),
  });
  blocks.push({
    kind: 'paragraph',
    content: [
      p.t('position.supply', {
        list: BUILDINGS.map((b) => `${p.building(b)} ${buildingsOnBoard(ctx.index, state, b)}`).join(', '),
        n: setup.data.supply.buildings,
      }),
    ],
  });
  if (state.turnStart.length > 0 && !state.over) {
    blocks.push({ kind: 'paragraph', content: [p.t('position.turnStart')] });
    blocks.push(...eventBlocks(p, state.turnStart));
  }
  return { title: [p.t('position.title', { round: state.round })], blocks };
}
