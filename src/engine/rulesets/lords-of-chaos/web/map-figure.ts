import type { GameMap } from '../schemas.ts';
import type { Language } from '../../../core/catalogue.ts';
import { renderMapSvg } from '../presentation/map-svg.ts';

/** The current map as inline SVG for a page (the reports' map renderer, XML prolog removed). */
export function inlineMapSvg(input: {
  map: GameMap;
  lang: Language;
  players: { id: string; name: string; warband: string; god: string; godKind: string }[];
  control: Record<string, string | null>;
  inhabitants: Record<string, number>;
  turn: number;
}): string {
  const svg = renderMapSvg({
    map: input.map,
    lang: input.lang,
    players: input.players,
    control: input.control,
    inhabitants: input.inhabitants,
    turn: input.turn,
  });
  return svg.replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/i, '');
}
