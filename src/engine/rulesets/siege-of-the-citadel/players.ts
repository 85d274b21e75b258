import { z } from 'zod';
import type { Text } from '../../core/catalogue.ts';
import type { Choice, FieldChoices } from '../../core/forms.ts';
import { labelled } from '../../core/forms.ts';
import type { Lang, Problem } from '../../core/ruleset.ts';
import { CORPORATIONS, ROLES, type Corporation } from './ids.ts';
import { MESSAGES, say } from './messages.ts';
import type { Setup } from './setup.ts';

export const PlayerSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(80),
  role: labelled(z.enum(ROLES), {
    label: { es: 'Papel', en: 'Role' },
    help: { es: 'Un jugador de la Legión y hasta cuatro corporaciones.', en: 'One Legion player and up to four corporations.' },
  }),
  /** Corporation players: their group. The Legion player may name one too: its (unused) group scores the Legion's damage. */
  corporation: labelled(z.enum(CORPORATIONS).nullable().default(null), { label: { es: 'Corporación', en: 'Corporation' } }),
});
export type Player = z.infer<typeof PlayerSchema>;

export const MAX_SEATS = 5;
export const MAX_CORPORATIONS = 4;

export const corporationName = (corporation: Corporation): Text => MESSAGES[`corp.${corporation}`] as Text;

export function validatePlayer(setup: Setup, seated: readonly Player[], player: Player): Problem[] {
  const problem = (path: string, code: string, params: Record<string, string | number> = {}): Problem => ({
    path,
    code,
    message: say('en', `problem.${code}` as never, params),
  });
  const problems: Problem[] = [];
  if (seated.some((p) => p.id === player.id)) problems.push(problem('id', 'duplicate_player', { id: player.id }));
  if (seated.length >= MAX_SEATS) problems.push(problem('id', 'game_full'));
  if (player.role === 'legion' && seated.some((p) => p.role === 'legion')) problems.push(problem('role', 'legion_taken'));
  if (player.role === 'corporation') {
    if (player.corporation === null) problems.push(problem('corporation', 'corporation_required'));
    if (seated.filter((p) => p.role === 'corporation').length >= MAX_CORPORATIONS) problems.push(problem('role', 'corporations_full'));
  }
  if (player.corporation !== null) {
    if (seated.some((p) => p.corporation === player.corporation))
      problems.push(problem('corporation', 'corporation_taken', { corporation: player.corporation }));
    if (setup.data.troopers.filter((t) => t.corporation === player.corporation).length !== 2)
      problems.push(problem('corporation', 'no_troopers', { corporation: player.corporation }));
  }
  return problems;
}

export function seatChoices(setup: Setup, seated: readonly Player[], lang: Lang): FieldChoices {
  const legionFree = !seated.some((p) => p.role === 'legion');
  const role: Choice[] = ROLES.map((r) => ({ value: r, label: MESSAGES[`role.${r}`] as Text, ...(r === 'legion' && !legionFree ? { disabled: true } : {}) }));
  const taken = new Set(seated.map((p) => p.corporation));
  const corporation: Choice[] = CORPORATIONS.filter((c) => setup.data.troopers.filter((t) => t.corporation === c).length === 2).map((c) => ({
    value: c,
    label: corporationName(c),
    hint: say(lang, `ability.${c}` as never),
    ...(taken.has(c) ? { disabled: true } : {}),
  }));
  return { role, corporation };
}
