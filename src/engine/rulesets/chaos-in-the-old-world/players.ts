import { z } from 'zod';
import type { Lang } from '../../core/catalogue.ts';
import { labelled, type FieldChoices } from '../../core/forms.ts';
import type { Problem } from '../../core/ruleset.ts';
import { FIGURE_KINDS, GODS, TOKEN_KINDS } from './ids.ts';
import { messages, t } from './messages.ts';
import type { Setup } from './schemas.ts';

/** What a hit may be assigned to, for a standing priority list: a kind of follower or a kind of token. */
export const TARGET_KINDS = [...FIGURE_KINDS, ...TOKEN_KINDS] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** The standing priority used when a player sets none: the most expensive followers first, peasants last. */
export const DEFAULT_HIT_PRIORITY: readonly TargetKind[] = ['greater-daemon', 'warrior', 'cultist', 'peasant'];

/**
 * A seated player: `{ id, name, god, hitPriority? }`. `god` is the god the player asks for: two players may ask
 * for the same one, and the server then draws lots when the game starts (seating.ts; the position's `seats`
 * say who holds which god). `hitPriority` is the standing priority list applied when the player does not assign
 * their hits before the deadline (kinds first in the list are hit first).
 */
export const PlayerSchema = z
  .object({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(100),
    god: labelled(z.enum(GODS), {
      label: { es: 'Dios', en: 'God' },
      help: {
        es: 'Si otro jugador pide el mismo dios, se sortea al empezar la partida.',
        en: 'If another player asks for the same god, lots are drawn when the game starts.',
      },
    }),
    hitPriority: labelled(z.array(z.enum(TARGET_KINDS)).max(TARGET_KINDS.length).optional(), {
      label: { es: 'Prioridad de impactos por defecto', en: 'Standing hit priority' },
      help: { es: 'Se aplica si no repartes tus impactos a tiempo.', en: 'Applied when you do not assign your hits in time.' },
    }),
  })
  .strict();
export type Player = z.infer<typeof PlayerSchema>;

export const SEATS = { min: 3, max: 4 } as const;

/**
 * Refuses a fifth player and an id already seated. A god another player already asked for is accepted: lots
 * are drawn at the start (seed: "hvis der er uenighed, trækkes der lod"), never first come, first served.
 */
export function validatePlayer(_setup: Setup, seated: readonly Player[], player: Player): Problem[] {
  const problems: Problem[] = [];
  if (seated.length >= SEATS.max) problems.push({ path: 'id', code: 'game_full', message: t('problem_game_full', 'en') });
  if (seated.some((p) => p.id === player.id))
    problems.push({ path: 'id', code: 'duplicate_player', message: t('problem_duplicate_player', 'en', { id: player.id }) });
  if (player.hitPriority && new Set(player.hitPriority).size !== player.hitPriority.length) {
    problems.push({ path: 'hitPriority', code: 'duplicate_priority', message: t('problem_duplicate_priority', 'en') });
  }
  return problems;
}

/**
 * Every god: first those nobody asked for yet, then those already asked for (each in power order), with who
 * asked for them and that lots will be drawn.
 */
export function seatChoices(setup: Setup, seated: readonly Player[], _lang: Lang): FieldChoices {
  const askedBy = (g: (typeof GODS)[number]) => seated.filter((p) => p.god === g).map((p) => p.name);
  const free = GODS.filter((g) => askedBy(g).length === 0);
  const asked = GODS.filter((g) => askedBy(g).length > 0);
  return {
    god: [
      ...free.map((g) => ({ value: g, label: setup.data.gods[g].name })),
      ...asked.map((g) => ({
        value: g,
        label: setup.data.gods[g].name,
        hint: {
          es: t('seat_god_asked', 'es', { names: askedBy(g).join(', ') }),
          en: t('seat_god_asked', 'en', { names: askedBy(g).join(', ') }),
        },
      })),
    ],
    'hitPriority[]': TARGET_KINDS.map((k) => ({ value: k, label: { es: messages[`kind_${k}`].es as string, en: messages[`kind_${k}`].en as string } })),
  };
}
