import { translator, type Lang } from '../../../core/catalogue.ts';
import { bold, type Block, type ReportDocument } from '../../../core/document.ts';
import type { Viewer } from '../../../core/ruleset.ts';
import { LOC_WEB_MESSAGES } from '../messages/web.ts';
import type { LocPlayer } from '../players.ts';
import type { GameMap, State } from '../schemas.ts';
import { mapNames } from './place-names.ts';

interface Setup {
  map: GameMap;
}

/**
 * The position as a document (the descriptor's `describePosition`): a player reads "your planets" with their
 * traits (resources, extreme, sacred to); the GM and the public the planets and score of every warband.
 * Lords of Chaos hides nothing in a position, so every viewer may read every fact here.
 */
export function describePosition(input: { setup: Setup; players: LocPlayer[]; state: State; lang: Lang; viewer: Viewer }): ReportDocument {
  const t = translator(LOC_WEB_MESSAGES, input.lang);
  const names = mapNames(input.setup.map, input.lang);
  const { state } = input;
  if (input.viewer.role === 'player') {
    const me = input.viewer.id;
    const mine = input.setup.map.planets.filter((p) => state.control[p.id] === me);
    const blocks: Block[] = [{ kind: 'heading', content: [t('player.myPlanets', { n: mine.length })] }];
    if (mine.length === 0) blocks.push({ kind: 'paragraph', content: [t('player.noPlanets')] });
    else {
      blocks.push({
        kind: 'list',
        items: mine.map((p) => {
          const traits = [
            ...(p.resources ? [t('planet.resources')] : []),
            ...(p.extreme ? [t('planet.extreme')] : []),
            ...(p.sacredTo ? [t('planet.sacredTo', { god: p.sacredTo })] : []),
          ];
          return [bold(names.planet(p.id)), ` ${names.subsector(p.subsector)}`, ...(traits.length > 0 ? [` — ${traits.join(', ')}`] : [])];
        }),
      });
    }
    return { title: [t('player.myPlanets', { n: mine.length })], blocks };
  }
  const count = (id: string) => Object.values(state.control).filter((owner) => owner === id).length;
  return {
    title: [t('position.title')],
    blocks: [
      {
        kind: 'table',
        header: [[t('position.warband')], [t('position.planets')], [t('position.score')]],
        rows: input.players.map((p) => [[bold(p.warband || p.name)], [String(count(p.id))], [String(state.scores[p.id] ?? 0)]]),
      },
    ],
  };
}
