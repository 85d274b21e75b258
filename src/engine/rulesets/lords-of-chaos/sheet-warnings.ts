import type { Lang } from '../../core/catalogue.ts';
import { translator } from '../../core/catalogue.ts';
import { LOC_WEB_MESSAGES } from './messages/web.ts';
import { mapNames } from './presentation/place-names.ts';
import { playerLabel } from './presentation/index.ts';
import type { LocPlayer } from './players.ts';
import type { GameMap, State } from './schemas.ts';

/**
 * Orders that are legal but cannot work as written, per order (null: none). Rules §7 [D]: an exchange happens
 * only with the matching cession back by the recipient, and a player can only cede what they control at the
 * start of the turn; so `exchangeFor` naming a planet the recipient does not hold now can never succeed.
 */
export function sheetWarnings(
  map: GameMap,
  players: readonly LocPlayer[],
  state: State | (() => State),
  sheet: readonly unknown[],
  lang: Lang,
): (string | null)[] {
  // Only an exchange needs the (normalised) position: a sheet without one costs nothing here (issue 17).
  if (!sheet.some(isExchange)) return sheet.map(() => null);
  return exchangeWarnings(map, players, typeof state === 'function' ? state() : state, sheet, lang);
}

function exchangeWarnings(map: GameMap, players: readonly LocPlayer[], state: State, sheet: readonly unknown[], lang: Lang): (string | null)[] {
  const t = translator(LOC_WEB_MESSAGES, lang);
  const names = mapNames(map, lang);
  const label = (id: string | null | undefined) => {
    const player = id ? players.find((p) => p.id === id) : undefined;
    return player ? playerLabel(player) : t('order.exchangeNobody');
  };
  return sheet.map((order) => {
    if (!isExchange(order)) return null;
    const owner = state.control[order.exchangeFor] ?? null;
    if (owner === order.to) return null;
    return t('order.exchangeNotRecipients', { planet: names.planet(order.exchangeFor), owner: label(owner), to: label(order.to) });
  });
}

function isExchange(order: unknown): order is { type: 'cede'; to: string; exchangeFor: string } {
  if (typeof order !== 'object' || order === null) return false;
  const o = order as Record<string, unknown>;
  return o.type === 'cede' && typeof o.to === 'string' && typeof o.exchangeFor === 'string';
}
