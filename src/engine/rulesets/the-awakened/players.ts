import type { Lang, Problem } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import type { FieldChoices } from '../../core/forms.ts';
import { COLOURS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import type { Player, Setup } from './schemas.ts';

export const SEATS = { min: 2, max: 4 } as const;

/** A new seat: not a second seat of the same id, not a colour already taken, at most four players. */
export function validatePlayer(_setup: Setup, seated: readonly Player[], player: Player): Problem[] {
  const problems: Problem[] = [];
  if (seated.length >= SEATS.max) problems.push({ path: 'id', code: 'game_full', message: translate(MESSAGES, 'problem.game_full', 'en', { n: SEATS.max }) });
  if (seated.some((p) => p.id === player.id))
    problems.push({ path: 'id', code: 'duplicate_player', message: translate(MESSAGES, 'problem.duplicate_player', 'en', { id: player.id }) });
  if (player.colour && seated.some((p) => p.colour === player.colour)) {
    problems.push({
      path: 'colour',
      code: 'colour_taken',
      message: translate(MESSAGES, 'problem.colour_taken', 'en', { colour: translate(MESSAGES, `colour.${player.colour}`, 'en') }),
    });
  }
  return problems;
}

/** The colours still free. */
export function seatChoices(_setup: Setup, seated: readonly Player[], _lang: Lang): FieldChoices {
  const taken = new Set(seated.map((p) => p.colour));
  return {
    colour: COLOURS.filter((c) => !taken.has(c)).map((c) => ({
      value: c,
      label: { es: translate(MESSAGES, `colour.${c}`, 'es'), en: translate(MESSAGES, `colour.${c}`, 'en') },
    })),
  };
}
