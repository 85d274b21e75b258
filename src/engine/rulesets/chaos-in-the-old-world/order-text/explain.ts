import { translate, type Lang } from '../../../core/catalogue.ts';
import { joinList } from '../../../core/order-text/index.ts';
import type { OrderError } from '../../../core/ruleset.ts';
import { targetLabel } from '../decisions.ts';
import { indexMap } from '../map-index.ts';
import { cardData, cardRegions, placementRegions, remainingUpgrades } from '../rules.ts';
import type { Sheet } from '../sheets.ts';
import { groupCapacity, targetGroups } from '../targets.ts';
import type { CowReadContext } from './context.ts';
import { COW_TEXT_MESSAGES, type CowTextMessageKey } from './messages.ts';

/**
 * What a refusal pinned to its line adds in plain words, asked of the engine itself: where the god may summon or
 * play a card, its hand and power, the living targets of the battle and how many hits must be assigned, the
 * upgrade cards left.
 */
export function explainRefusal(error: OrderError, sheet: Sheet, ctx: CowReadContext): string | null {
  const { setup, state, god, lang } = ctx;
  if (!god) return null;
  const say = (key: CowTextMessageKey, params: Record<string, string | number> = {}) => translate(COW_TEXT_MESSAGES, key, lang, params);
  const regions = (ids: readonly string[]) =>
    list(
      ids.map((id) => indexMap(setup).byId.get(id)?.name[lang] ?? id),
      lang,
    );
  switch (error.reason) {
    case 'not_adjacent':
      if (sheet.action === 'summon') {
        const lifted = sheet.from !== undefined ? { region: sheet.from, figure: sheet.figure } : undefined;
        return say('explain.summonRegions', { names: regions(placementRegions(setup, state, god, lifted)) });
      }
      return say('explain.cardRegions', { names: regions(cardRegions(setup, state, god)) });
    case 'ruined_region':
    case 'no_card_slot':
      return say('explain.cardRegions', { names: regions(cardRegions(setup, state, god)) });
    case 'card_not_in_hand':
      return say('explain.hand', {
        names: list(
          [...new Set(state.hands[god] ?? [])].map((id) => cardData(setup, god, id)?.name[lang] ?? id),
          lang,
        ),
      });
    case 'insufficient_power':
      return say('explain.power', { n: state.power[god] ?? 0 });
    case 'unknown_target':
    case 'target_overkill': {
      const groups = state.battle ? targetGroups(setup, state, state.battle, god) : [];
      return say('explain.targets', {
        names: list(
          groups.map((g) => `${targetLabel(setup, g, lang)} (${groupCapacity(g)})`),
          lang,
        ),
      });
    }
    case 'too_many_hits':
    case 'hits_unassigned':
      return state.pending?.kind === 'assign' ? say('explain.hits', { hits: state.pending.hits, required: state.pending.required }) : null;
    case 'unknown_upgrade':
    case 'upgrade_taken':
    case 'duplicate_upgrade':
      return say('explain.upgradesLeft', {
        names: list(
          remainingUpgrades(setup, state, god).map((id) => setup.data.gods[god].upgrades.find((u) => u.id === id)?.name[lang] ?? id),
          lang,
        ),
      });
    default:
      return null;
  }
}

function list(names: readonly string[], lang: Lang): string {
  return names.length === 0 ? translate(COW_TEXT_MESSAGES, 'explain.none', lang) : joinList(names, lang);
}
