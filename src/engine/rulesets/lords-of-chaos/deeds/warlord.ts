import { anyone, type DeedRule } from './types.ts';

/**
 * Señor de la Guerra: [D] a conquest by a holding alliance of >= 3 members in which >= 2 OTHER members name the
 * claimant warlord in their own terms. 4 points per such ally (distinct allies over all such conquests this turn);
 * each such ally gets 1 point, no claim needed (rules §9).
 */
export const warlord: DeedRule = {
  id: 'warlord',
  timing: 'turn',
  mayClaim: anyone,
  achieve(ctx, player) {
    const allies = new Set<string>();
    for (const battle of ctx.battles.values()) {
      const side = battle.contender;
      if (!battle.conquered || side.alliance === null || side.members.length < 3) continue;
      if (!side.members.includes(player.id)) continue;
      const naming = side.members.filter((m) => m !== player.id && side.warlords[m] === player.id);
      if (naming.length >= 2) for (const ally of naming) allies.add(ally);
    }
    if (allies.size === 0) return null;
    const supporters = [...allies].sort();
    return { points: 4 * supporters.length, supporters };
  },
};
