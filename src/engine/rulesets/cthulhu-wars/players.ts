import type { Lang } from '../../core/catalogue.ts';
import type { FieldChoices } from '../../core/forms.ts';
import type { Problem } from '../../core/ruleset.ts';
import type { Setup } from './setup.ts';
import type { Player } from './types.ts';

export const SEATS = { min: 2, max: 8 } as const;

export const PLAYER_PROBLEMS = ['game_full', 'duplicate_player', 'unknown_faction', 'faction_taken'] as const;
export type PlayerProblem = (typeof PLAYER_PROBLEMS)[number];

const MESSAGES: Record<PlayerProblem, Record<Lang, string>> = {
  game_full: { es: 'La partida ya tiene todos sus jugadores.', en: 'The game has all its players.' },
  duplicate_player: { es: 'Ese jugador ya está sentado.', en: 'That player is already seated.' },
  unknown_faction: { es: 'No existe esa facción en esta partida.', en: 'There is no such faction in this game.' },
  faction_taken: { es: 'Otra persona ya juega esa facción.', en: 'Somebody else already plays that faction.' },
};

/** A new seat: a free faction of the setup, a new id, a seat left (at most 8, and one per faction). */
export function validatePlayer(setup: Setup, seated: readonly Player[], player: Player): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, code: PlayerProblem) => problems.push({ path, code, message: MESSAGES[code].en });
  if (seated.length >= Math.min(SEATS.max, setup.data.factions.length)) add('id', 'game_full');
  if (seated.some((p) => p.id === player.id)) add('id', 'duplicate_player');
  if (!setup.data.factions.some((f) => f.id === player.faction)) add('faction', 'unknown_faction');
  else if (seated.some((p) => p.faction === player.faction)) add('faction', 'faction_taken');
  return problems;
}

export function seatChoices(setup: Setup, seated: readonly Player[]): FieldChoices {
  return {
    faction: setup.data.factions.map((f) => ({
      value: f.id,
      label: f.name,
      disabled: seated.some((p) => p.faction === f.id),
    })),
  };
}
