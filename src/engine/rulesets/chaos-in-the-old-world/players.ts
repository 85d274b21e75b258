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
 * A seated player: `{ id, name, god, hitPriority? }`. `hitPriority` is the standing priority list applied when
 * the player does not assign their hits before the deadline (kinds first in the list are hit first).
 */
export const PlayerSchema = z
  .object({
    id: z.string().min(1).max(100),
    name: z.string().min(1).max(100),
    god: labelled(z.enum(GODS), { label: { es: 'Dios', en: 'God' } }),
    hitPriority: labelled(z.array(z.enum(TARGET_KINDS)).max(TARGET_KINDS.length).optional(), {
      label: { es: 'Prioridad de impactos por defecto', en: 'Standing hit priority' },
      help: { es: 'Se aplica si no repartes tus impactos a tiempo.', en: 'Applied when you do not assign your hits in time.' },
    }),
  })
  .strict();
export type Player = z.infer<typeof PlayerSchema>;

export const SEATS = { min: 3, max: 4 } as const;

/** Refuses a fifth player, a god already taken and an id already seated. */
export function validatePlayer(_setup: Setup, seated: readonly Player[], player: Player): Problem[] {
  const problems: Problem[] = [];
  if (seated.length >= SEATS.max) problems.push({ path: 'id', code: 'game_full', message: t('problem_game_full', 'en') });
  if (seated.some((p) => p.id === player.id)) problems.push({ path: 'id', code: 'duplicate_player', message: t('problem_duplicate_player', 'en', { id: player.id }) });
  if (seated.some((p) => p.god === player.god)) problems.push({ path: 'god', code: 'god_taken', message: t('problem_god_taken', 'en', { god: player.god }) });
  if (player.hitPriority && new Set(player.hitPriority).size !== player.hitPriority.length) {
    problems.push({ path: 'hitPriority', code: 'duplicate_priority', message: t('problem_duplicate_priority', 'en') });
  }
  return problems;
}

/** The gods still free, in power order. */
export function seatChoices(setup: Setup, seated: readonly Player[], _lang: Lang): FieldChoices {
  const taken = new Set(seated.map((p) => p.god));
  return {
    god: GODS.filter((g) => !taken.has(g)).map((g) => ({ value: g, label: setup.data.gods[g].name })),
    'hitPriority[]': TARGET_KINDS.map((k) => ({ value: k, label: { es: messages[`kind_${k}`].es as string, en: messages[`kind_${k}`].en as string } })),
  };
}
