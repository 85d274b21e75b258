import type { Lang } from '../../../core/catalogue.ts';
import type { Inline, ReportDocument } from '../../../core/document.ts';
import type { MapContext, ReportCorrection, ReportInput, Viewer } from '../../../core/ruleset.ts';
import type { Outcome } from '../outcome.ts';
import type { LocPlayer } from '../players.ts';
import type { GameMap, State } from '../schemas.ts';
import { normalizeState } from '../normalize-state.ts';
import { planetTargets } from '../targets.ts';
import { buildReport, buildShortReport, describeAdjustment } from './build-report.ts';
import { renderMapSvg } from './map-svg.ts';
import type { ReportPlayer } from './players.ts';
import type { ReportAdjustment } from './report-input.ts';

/** The descriptor's presentation members (src/engine/core/ruleset.ts): report document, map, player label. */

interface Setup {
  map: GameMap;
}

export function reportPlayer(player: LocPlayer): ReportPlayer {
  return { id: player.id, name: player.name, warband: player.warband, god: player.god, godKind: player.godKind };
}

/** Rules §3: a player is known by its warband. */
export function playerLabel(player: LocPlayer): string {
  return player.warband && player.warband.trim() !== '' ? player.warband : player.name;
}

/** A stored correction (`{kind, reason, data}`) as the report's adjustment. */
function toAdjustment(correction: ReportCorrection): ReportAdjustment {
  const data = correction.data;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  const player = data.player === null ? null : text('player');
  const deed = text('deed');
  const planet = text('planet');
  return {
    kind: correction.kind,
    reason: correction.reason,
    ...(player !== undefined ? { player } : {}),
    ...(deed !== undefined ? { deed } : {}),
    ...(typeof data.points === 'number' ? { points: data.points } : {}),
    ...(planet !== undefined ? { planet } : {}),
  };
}

/** A GM correction in words (the GM console's pending ones): the line its turn's report will print. */
export function describeCorrection(setup: Setup, players: LocPlayer[], correction: ReportCorrection, lang: Lang): Inline[] {
  return describeAdjustment({ map: setup.map, players: players.map(reportPlayer), lang }, toAdjustment(correction));
}

export function report(input: ReportInput<Setup, LocPlayer, State, Outcome>): ReportDocument {
  const adjustments: ReportAdjustment[] = input.corrections.map(toAdjustment);
  return (input.short ? buildShortReport : buildReport)({
    game: { id: input.game.id, name: input.game.name, language: input.lang },
    map: input.setup.map,
    players: input.players.map(reportPlayer),
    turn: input.before.turn,
    before: { control: input.before.control, scores: input.before.scores },
    outcome: input.outcome,
    adjustments,
  });
}

/**
 * The map after `context.step` (0: the start); planets conquered in that step are ringed. A player sees their
 * own planets marked and, when asked for orders on this position (`context.asked`), the planets they may invade
 * or defend this turn: the same targets their order form offers (../targets.ts).
 */
export function renderMap(setup: Setup, state: State, lang: Lang, viewer?: Viewer, context?: MapContext<LocPlayer, Outcome>): string {
  const conquered = (context?.outcome?.events ?? []).flatMap((event) => (event.type === 'conquest' ? [event.planet] : []));
  const players = context?.players ?? [];
  const reader = viewer?.role === 'player' && players.some((player) => player.id === viewer.id) ? viewer.id : null;
  const targets = reader !== null && context?.asked === true ? planetTargets(setup.map, players, normalizeState(setup.map, players, state), reader) : null;
  return renderMapSvg({
    map: setup.map,
    lang,
    players: players.map(reportPlayer),
    control: state.control,
    inhabitants: state.inhabitants,
    conquered,
    turn: context?.step ?? state.turn - 1,
    ...(reader !== null ? { highlight: { player: reader, targets } } : {}),
  });
}
