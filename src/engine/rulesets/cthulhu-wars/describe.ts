import { joinInline, type Block, type Inline, type ReportDocument } from '../../core/document.ts';
import type { Lang } from '../../core/catalogue.ts';
import type { Viewer } from '../../core/ruleset.ts';
import { askedPlayers } from './check.ts';
import { writer, type Writer } from './writer.ts';
import { normalizeState } from './position.ts';
import type { Setup } from './setup.ts';
import type { Player, State } from './types.ts';
import { canSeeSignsOf } from './views.ts';
import { allUnitsIn, buildWorld, controlledGates, gateController, ritualCost, turnOrder } from './world.ts';

/** Players table: faction, Power, Doom, spellbooks, Elder Signs (values only for their owner, the GM, or at the end), gates, captives. */
export function playersTable(w: Writer, state: State, viewer: Viewer): Block {
  const { world } = w;
  const over = state.phase === 'over';
  const rows = turnOrder(world, state.firstPlayer, state.direction).map((p): Inline[][] => {
    const signs = state.elderSigns[p] ?? [];
    const signCell =
      signs.length === 0
        ? '0'
        : over || canSeeSignsOf(viewer, p)
          ? w.text('shown.signs', { n: signs.length, values: signs.map((s) => s.value).join(', ') })
          : w.text('hidden.signs', { n: signs.length });
    const captives = Object.keys(state.captives).filter((u) => state.captives[u] === p).length;
    return [
      [w.player(p)],
      [world.factionOf.get(p)?.name[w.lang] ?? ''],
      [String(state.power[p] ?? 0)],
      [String(state.doom[p] ?? 0)],
      [String(state.spellbooks[p]?.length ?? 0)],
      [signCell],
      [String(controlledGates(world, state, p).length)],
      [String(captives)],
    ];
  });
  const header = ['col.player', 'col.faction', 'col.power', 'col.doom', 'col.spellbooks', 'col.signs', 'col.gates', 'col.captives'] as const;
  return { kind: 'table', header: header.map((k) => [w.text(k)]), rows };
}

/** "Open decision: Alba's initiative." */
export function pendingLine(w: Writer, state: State): Inline[] {
  const pending = state.pending;
  if (!pending) return [];
  let what: Inline[];
  switch (pending.kind) {
    case 'assign':
      what = w.line('pending.assign', { players: { kind: 'span', children: joinInline(askedPlayers(pending).map(w.player), ', ') } });
      break;
    case 'battle-gm':
    case 'over':
      what = w.line(`pending.${pending.kind}`);
      break;
    default:
      what = w.line(`pending.${pending.kind}`, { player: w.player(pending.player) });
  }
  return w.line('describe.pending', { what: { kind: 'span', children: what } });
}

/** The position for a viewer: players, turn order and ritual track, the open decision, the battle, the map as a table. */
export function describePosition(input: { setup: Setup; players: Player[]; state: State; lang: Lang; viewer: Viewer }): ReportDocument {
  const world = buildWorld(input.setup, input.players);
  const w = writer(world, input.lang);
  const state = normalizeState(world, input.state);
  const order = turnOrder(world, state.firstPlayer, state.direction);
  const cost = ritualCost(world.setup, state);
  const blocks: Block[] = [
    { kind: 'heading', content: [w.text('describe.players')] },
    playersTable(w, state, input.viewer),
    {
      kind: 'paragraph',
      content: w.line('describe.order', {
        order: { kind: 'span', children: joinInline(order.map(w.player), ' → ') },
        direction: w.text(`label.${state.direction}`).toLowerCase(),
        ritual: cost === null ? w.text('describe.ritual.end') : cost,
      }),
    },
    { kind: 'paragraph', content: pendingLine(w, state) },
  ];
  if (state.battle) {
    blocks.push({
      kind: 'paragraph',
      content: w.line('describe.battle', {
        area: w.area(state.battle.area),
        attacker: w.player(state.battle.attacker),
        defender: w.player(state.battle.defender),
      }),
    });
  }
  if (state.winners) {
    blocks.push({
      kind: 'paragraph',
      content: w.line('describe.winners', { n: state.winners.length, winners: { kind: 'span', children: joinInline(state.winners.map(w.player), ', ') } }),
    });
  }
  const rows: Inline[][][] = [];
  for (const area of world.areaIds) {
    const units = allUnitsIn(world, state, area);
    const hasGate = state.gates[area] !== undefined;
    if (units.length === 0 && !hasGate) continue;
    const holder = gateController(world, state, area);
    const gate = !hasGate
      ? w.text('gate.none')
      : holder === null
        ? w.text('gate.abandoned')
        : w.text('gate.held', { player: world.players.find((p) => p.id === holder)?.name ?? holder });
    const byOwner = world.playerIds
      .map((p) => units.filter((u) => world.unitById.get(u)?.owner === p))
      .filter((list) => list.length > 0)
      .map((list) => `${world.players.find((p) => p.id === world.unitById.get(list[0]!)?.owner)?.name ?? ''}: ${list.map(w.unit).join(', ')}`);
    rows.push([[w.area(area)], [gate], [byOwner.join(' / ')]]);
  }
  blocks.push({ kind: 'heading', content: [w.text('describe.areas')] });
  blocks.push({ kind: 'table', header: [[w.text('col.area')], [w.text('col.gate')], [w.text('col.units')]], rows });
  return { title: [w.text('map.title', { round: state.round, phase: w.text(`phase.${state.battle ? 'battle' : state.phase}`) })], blocks };
}
