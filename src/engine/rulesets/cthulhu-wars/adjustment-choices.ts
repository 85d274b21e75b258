import { translate, type Lang } from '../../core/catalogue.ts';
import type { FieldChoices } from '../../core/forms.ts';
import { AdjustmentSchema } from './adjustments.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { areaName, playerName, unitName } from './names.ts';
import { normalizeState } from './position.ts';
import type { Setup } from './setup.ts';
import { SIDES, type Player } from './types.ts';
import { buildWorld } from './world.ts';

/**
 * The legal values of the GM's correction form (docs/rulesets/cthulhu-wars.md §6), by name: the kinds of
 * correction, the seated players with their factions, every unit of the game with where it stands (or "pool"),
 * the areas, the spellbooks of the seated factions, the units that can hold a gate and the battle sides. A GM
 * never needs to know an id (`bg.acolyte.3`).
 */
export function adjustmentChoices(setup: Setup, players: readonly Player[], rawState: unknown, lang: Lang): FieldChoices {
  const world = buildWorld(setup, players);
  const state = normalizeState(world, rawState);
  const say = (key: MessageKey, params: Record<string, string | number> = {}) => translate(MESSAGES, key, lang, params);
  const faction = (player: string) => world.factionOf.get(player)?.name[lang] ?? '';
  const where = (unit: string) => {
    const area = state.units[unit];
    if (area !== undefined) return areaName(world, area, lang);
    const captor = state.captives[unit];
    return captor !== undefined ? say('adj.captive', { player: playerName(world, captor) }) : say('adj.pool');
  };
  const unitLabel = (unit: string) => `${unitName(world, unit, lang)} — ${faction(world.unitById.get(unit)!.owner)} (${where(unit)})`;
  const onMapFirst = [...world.units.filter((u) => state.units[u.id] !== undefined), ...world.units.filter((u) => state.units[u.id] === undefined)];
  return {
    kind: AdjustmentSchema.options.map((o) => ({ value: o.shape.kind.value, label: say(`adj.kind.${o.shape.kind.value}` as MessageKey) })),
    player: world.playerIds.map((p) => ({ value: p, label: `${playerName(world, p)} (${faction(p)})` })),
    unit: onMapFirst.map((u) => ({ value: u.id, label: unitLabel(u.id) })),
    holder: world.units.filter((u) => state.units[u.id] !== undefined).map((u) => ({ value: u.id, label: unitLabel(u.id) })),
    area: world.areaIds.map((a) => ({ value: a, label: areaName(world, a, lang) })),
    spellbook: world.playerIds.flatMap((p) =>
      (world.factionOf.get(p)?.spellbooks ?? []).map((b) => ({ value: b.id, label: `${b.name[lang]} (${faction(p)})` })),
    ),
    side: SIDES.map((side) => ({ value: side, label: say(`side.${side}`) })),
  };
}
