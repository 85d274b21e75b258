import type { Text } from '../../../core/catalogue.ts';
import { colourOfGroup, equipmentOf, full, groupOf, statsOf, trooperData, type Ctx } from '../context.ts';
import type { AttackMode, Colour, WeaponSpecial } from '../ids.ts';
import type { Figure } from '../state.ts';

/** What a figure attacks with: dice in close combat and with firearms, range, special, grenades. */
export interface WeaponProfile {
  /** Equipment id, 'standard' (the figure's own weapon) or 'creature'. */
  id: string;
  name: Text | null;
  melee: number;
  ranged: number;
  range: number;
  special: WeaponSpecial | null;
  grenade: boolean;
}

export function weaponOf(ctx: Ctx, figure: Figure): WeaponProfile {
  if (figure.kind === 'creature') {
    const stats = statsOf(ctx, figure);
    return { id: 'creature', name: null, melee: stats.melee.dice, ranged: stats.ranged.dice, range: stats.range, special: null, grenade: false };
  }
  const data = trooperData(ctx, figure);
  const card = figure.weapon !== null && full(ctx) ? equipmentOf(ctx, figure.weapon) : undefined;
  if (card) {
    const grenade = figure.equipment.some((id) => {
      const e = equipmentOf(ctx, id);
      return e?.grenade === true && (e.requires === null || e.requires === card.id);
    });
    return {
      id: card.id,
      name: card.name,
      melee: card.melee,
      ranged: card.ranged,
      range: card.range,
      special: card.special,
      grenade: grenade && card.ranged > 0,
    };
  }
  const standard = data?.weapon ?? { name: null, melee: 0, ranged: 0, range: 24 };
  return { id: 'standard', name: standard.name, melee: standard.melee, ranged: standard.ranged, range: standard.range, special: null, grenade: false };
}

/** The attack modes a figure's weapon allows (seed "ANFALL", "SPECIALVAPEN"). */
export function modesOf(ctx: Ctx, figure: Figure): AttackMode[] {
  const w = weaponOf(ctx, figure);
  const modes: AttackMode[] = [];
  if (w.melee > 0) modes.push('melee');
  if (w.ranged > 0 && w.special !== 'line') modes.push('ranged');
  if (w.special === 'twin' && w.ranged > 0) modes.push('twin');
  if (w.special === 'sweep' && w.melee > 0) modes.push('sweep');
  if (w.special === 'line' && w.ranged > 0) modes.push('line');
  if (w.grenade) modes.push('grenade');
  return modes;
}

export const isFirearmMode = (mode: AttackMode): boolean => mode !== 'melee' && mode !== 'sweep';

/**
 * Dice of an attack: colour of the group's rank (creatures: their tile's), count from the weapon plus the
 * equipment's bonus dice, plus one for Bauhaus with firearms (full rules). Twin (Nimrod) splits the weapon's
 * dice between two targets; the bonus dice go with the first.
 */
export function attackDice(ctx: Ctx, figure: Figure, mode: AttackMode): { colour: Colour; counts: number[] } {
  const w = weaponOf(ctx, figure);
  const firearm = isFirearmMode(mode);
  if (figure.kind === 'creature') {
    const stats = statsOf(ctx, figure);
    const spec = firearm ? stats.ranged : stats.melee;
    return { colour: spec.colour, counts: [spec.dice] };
  }
  const group = groupOf(ctx, figure);
  const colour: Colour = group && full(ctx) ? colourOfGroup(ctx, group) : 'white';
  let bonus = 0;
  if (full(ctx)) {
    for (const id of figure.equipment) {
      const e = equipmentOf(ctx, id);
      if (e) bonus += firearm ? e.bonus.ranged : e.bonus.melee;
    }
    if (firearm && group?.corporation === 'bauhaus') bonus += 1;
  }
  const base = firearm ? w.ranged : w.melee;
  if (mode === 'twin') {
    const second = Math.floor(base / 2);
    return { colour, counts: [base - second + bonus, second] };
  }
  return { colour, counts: [base + bonus] };
}

/** Kevlar dice of a Doomtrooper (seed: one, Cybertronic two) plus equipment bonus. */
export function kevlarDice(ctx: Ctx, figure: Figure): number {
  const group = groupOf(ctx, figure);
  let dice = group?.corporation === 'cybertronic' ? 2 : 1;
  for (const id of figure.equipment) dice += equipmentOf(ctx, id)?.bonus.kevlar ?? 0;
  return dice;
}
