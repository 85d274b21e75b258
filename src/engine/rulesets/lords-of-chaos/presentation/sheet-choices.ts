import { translator, type Lang } from '../../../core/catalogue.ts';
import type { Choice, FieldChoices } from '../../../core/forms.ts';
import { DEED_NAMES } from '../messages/deeds.ts';
import { LOC_WEB_MESSAGES } from '../messages/web.ts';
import { normalizeState } from '../normalize-state.ts';
import type { LocPlayer } from '../players.ts';
import { MAJOR_GODS, type GameMap, type State } from '../schemas.ts';
import { orderOptions, type TargetOption } from '../sheet-options.ts';
import { mapNames } from './place-names.ts';

interface Setup {
  map: GameMap;
}

/**
 * What the generated order form offers a player this turn (the descriptor's `sheetChoices`; the field paths
 * name one order type's field, `[]<invade>.planet`, core/forms.ts): only the planets and sectors within reach,
 * each with its cost per unit and grouped by sector; the planets they may cede and to whom, and for an exchange
 * every planet another player holds, with its holder; the players of an alliance; the deeds open to them with a
 * hint (sheet-options.ts asks the engine itself, so nothing offered is judged otherwise at resolution).
 */
export function sheetChoices(setup: Setup, players: LocPlayer[], stored: State, player: string, lang: Lang): FieldChoices {
  const map = setup.map;
  const state = normalizeState(map, players, stored);
  const options = orderOptions(map, players, state, player);
  const t = translator(LOC_WEB_MESSAGES, lang);
  const names = mapNames(map, lang);
  const sectorOf = new Map(map.subsectors.map((s) => [s.id, s.sector]));
  const planetSector = new Map(map.planets.map((p) => [p.id, sectorOf.get(p.subsector) ?? '']));
  const name = (id: string | null | undefined) => {
    const seat = players.find((p) => p.id === id);
    return seat ? `${seat.warband || seat.name} (${seat.name})` : t('order.exchangeNobody');
  };
  const cost = (option: TargetOption) => {
    const each = t('order.costPerUnit', { n: option.unitCost });
    return option.crossing ? `${each}, ${t('order.crossing')}` : each;
  };
  const planet = (id: string, hint?: string): Choice => ({
    value: id,
    label: names.planet(id),
    ...(hint ? { hint } : {}),
    group: names.sector(planetSector.get(id) ?? ''),
  });
  const everybody: Choice[] = players.map((p) => ({ value: p.id, label: name(p.id), ...(p.id === player ? { hint: t('player.you') } : {}) }));
  const others = everybody.filter((choice) => choice.value !== player);
  return {
    '[]<invade>.planet': options.invade.map((o) => planet(o.id, cost(o))),
    '[]<defend>.planet': options.defend.map((o) => planet(o.id, cost(o))),
    '[]<defendSector>.sector': options.defendSector.map((o) => ({ value: o.id, label: names.sector(o.id), hint: cost(o) })),
    '[]<cede>.planet': options.cede.map((id) => planet(id)),
    '[]<cede>.to': others,
    '[]<cede>.exchangeFor': options.exchangeFor.map((id) => planet(id, t('order.ownedBy', { owner: name(state.control[id]) }))),
    '[]<invade>.alliance.members[]': everybody,
    '[]<invade>.alliance.beneficiary': everybody,
    '[]<invade>.alliance.warlord': everybody,
    '[]<invade>.alliance.killOrder[]': everybody,
    '[]<claimDeed>.deed': options.deeds.map((d) => ({
      value: d.id,
      label: DEED_NAMES[d.id]?.[lang] ?? d.id,
      hint: d.needsChoice ? `${t(`deed.hint.${d.hint}`)}; ${t('deed.favour')}` : t(`deed.hint.${d.hint}`),
    })),
    '[]<claimDeed>.choice': MAJOR_GODS.map((god) => ({ value: god, label: god })),
  };
}
