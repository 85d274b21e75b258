import { translate, type Lang } from '../../../core/catalogue.ts';
import { joinList } from '../../../core/order-text/index.ts';
import type { OrderError } from '../../../core/ruleset.ts';
import { indexMap } from '../map-index.ts';
import { normalizeState } from '../normalize-state.ts';
import { analysePosition, holdingsOf } from '../position.ts';
import { displayName } from '../presentation/map-names.ts';
import { planetTargets } from '../targets.ts';
import { LOC_TEXT_MESSAGES } from './messages.ts';
import type { LocTextContext } from './vocabulary.ts';

/** At most this many names after a refusal; more end in "…". */
const MAX_NAMES = 12;

/**
 * What a refusal pinned to its line adds in plain words: for an order out of reach, the planets within reach
 * (asked of the engine itself, targets.ts); for a cession or sector defence of something not held, what is held.
 */
export function explainRefusal(error: OrderError, order: unknown, ctx: LocTextContext): string | null {
  const type = typeof order === 'object' && order !== null ? (order as { type?: unknown }).type : undefined;
  const map = ctx.setup.map;
  const say = (key: keyof typeof LOC_TEXT_MESSAGES, names: string[]) => translate(LOC_TEXT_MESSAGES, key, ctx.lang, { names: list(names, ctx.lang) });
  const planetName = (id: string) => displayName(indexMap(map).planetById.get(id), id, ctx.lang);
  if (error.reason === 'unreachable' && (type === 'invade' || type === 'defend')) {
    const state = normalizeState(map, ctx.players, ctx.state);
    const targets = planetTargets(map, ctx.players, state, ctx.player)[type];
    if (targets.length === 0) return translate(LOC_TEXT_MESSAGES, 'explain.nothingReachable', ctx.lang);
    return say(
      'explain.reachable',
      targets.map((t) => planetName(t.id)),
    );
  }
  if (error.reason === 'not_owner' && (type === 'cede' || type === 'defendSector')) {
    const index = indexMap(map);
    const held = holdingsOf(analysePosition(index, normalizeState(map, ctx.players, ctx.state).control), ctx.player);
    if (type === 'cede') return say('explain.yourPlanets', held.planets.map(planetName));
    return say(
      'explain.yourSectors',
      held.sectors.map((id) =>
        displayName(
          map.sectors.find((s) => s.id === id),
          id,
          ctx.lang,
        ),
      ),
    );
  }
  return null;
}

function list(names: string[], lang: Lang): string {
  if (names.length === 0) return translate(LOC_TEXT_MESSAGES, 'explain.none', lang);
  return names.length > MAX_NAMES ? `${names.slice(0, MAX_NAMES).join(', ')}, …` : joinList(names, lang);
}
