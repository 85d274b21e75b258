import { template, type Lang } from '../../core/catalogue.ts';
import { bold, colored, fillTemplate, plainText, type Inline } from '../../core/document.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { areaName, playerName, unitName } from './names.ts';
import type { World } from './world.ts';

/** Writing helpers bound to a world and a language (inline content: names bold in their faction's colour). */
export interface Writer {
  world: World;
  lang: Lang;
  line(key: MessageKey, params?: Record<string, Inline | number>): Inline[];
  text(key: MessageKey, params?: Record<string, string | number>): string;
  player(id: string): Inline;
  area(id: string): string;
  unit(id: string): string;
}

export function writer(world: World, lang: Lang): Writer {
  const raw = (key: MessageKey, params: Record<string, unknown>) => template(MESSAGES[key][lang], lang, typeof params.n === 'number' ? { n: params.n } : {});
  return {
    world,
    lang,
    line: (key, params = {}) => fillTemplate(raw(key, params), params),
    text: (key, params = {}) => plainText(fillTemplate(raw(key, params), params)),
    player: (id) => colored(world.factionOf.get(id)?.color ?? '#555555', bold(playerName(world, id))),
    area: (id) => areaName(world, id, lang),
    unit: (id) => unitName(world, id, lang),
  };
}
