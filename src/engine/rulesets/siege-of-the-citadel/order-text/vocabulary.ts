import type { Text } from '../../../core/catalogue.ts';
import type { NameEntry, NameKind, Vocabulary } from '../../../core/order-text/index.ts';
import { DIRECTIONS } from '../ids.ts';
import { cardName, entranceName, equipmentName, figureName, say, sectionName } from '../messages.ts';
import { squareLabel } from '../rules/grid.ts';
import type { SiegeReadContext } from './context.ts';

const label = (es: string, en: string): Text => ({ es, en });
const unique = (names: readonly string[]): string[] => [...new Set(names.filter((n) => n.trim() !== ''))];
const named = (id: string, name: Text, aliases: readonly string[] = []): NameEntry => ({
  id,
  names: { es: [name.es], en: [name.en] },
  aliases: unique([...aliases]),
});

/** Leaving the board through an entrance: the last step of a path on a grid (`off`). */
export const OFF = 'off';

/** Every square of the mission's grid by its label (`c4`), and `off` (`fuera`); none without a grid. */
function squares(ctx: SiegeReadContext): NameEntry[] {
  const grid = ctx.game.grid;
  if (!grid) return [];
  const out: NameEntry[] = [];
  for (let y = 0; y < grid.height; y += 1) {
    for (let x = 0; x < grid.width; x += 1) {
      const id = squareLabel({ x, y });
      out.push({ id, names: { es: [id], en: [id] } });
    }
  }
  out.push({ id: OFF, names: { es: ['fuera'], en: ['off'] }, aliases: ['out', 'fuera del tablero', 'off the board'] });
  return out;
}

/**
 * Everything a Siege of the Citadel answer may name in this position: the figures of the mission (Doomtroopers by
 * name, creatures as "Legionario 3" / "Legionnaire 3", or by id), the bunker's equipment, the Doomtrooper cards,
 * the mission's entrances and sections, the grid's squares and the two directions of a sweep.
 */
export function siegeVocabulary(ctx: SiegeReadContext): Vocabulary {
  const { setup, state, mission } = ctx.game;
  const names = ctx.game;
  const figure: NameKind = { label: label('figura', 'figure'), entries: state.figures.map((f) => named(f.id, figureName(names, f.id), [f.id])) };
  const equipment: NameKind = {
    label: label('carta de equipo', 'equipment card'),
    entries: setup.data.equipment.map((e) => named(e.id, equipmentName(names, e.id), [e.id])),
  };
  const card: NameKind = {
    label: label('carta Doomtrooper', 'Doomtrooper card'),
    entries: setup.data.doomtrooperCards.map((c) => named(c.id, cardName(names, c.id), [c.id])),
  };
  const entrance: NameKind = { label: label('entrada', 'entrance'), entries: mission.entrances.map((e) => named(e.id, entranceName(names, e.id), [e.id])) };
  const section: NameKind = { label: label('sección', 'section'), entries: mission.sections.map((s) => named(s.id, sectionName(names, s.id), [s.id])) };
  const square: NameKind = { label: label('casilla', 'square'), entries: squares(ctx) };
  const direction: NameKind = {
    label: label('sentido', 'direction'),
    entries: DIRECTIONS.map((d) => ({
      id: d,
      names: { es: [say('es', `direction.${d}`)], en: [say('en', `direction.${d}`)] },
      aliases:
        d === 'cw'
          ? ['sentido horario', 'a la derecha', 'clockwise', 'right']
          : ['sentido antihorario', 'a la izquierda', 'anticlockwise', 'counterclockwise', 'left'],
    })),
  };
  return { figure, equipment, card, entrance, section, square, direction };
}
