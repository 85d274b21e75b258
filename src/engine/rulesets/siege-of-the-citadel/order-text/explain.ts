import { translate, type Lang } from '../../../core/catalogue.ts';
import type { Choice } from '../../../core/forms.ts';
import { joinList } from '../../../core/order-text/index.ts';
import type { OrderError } from '../../../core/ruleset.ts';
import type { Answer } from '../answers.ts';
import type { SiegeReadContext } from './context.ts';
import { SIEGE_TEXT_MESSAGES, type SiegeTextMessageKey } from './messages.ts';

/**
 * What a refusal pinned to its line adds in plain words, asked of the open request itself (the choices its form
 * offers): the writer's hand, the figures that can act, the entrances, the sections with face-down cards.
 */
export function explainRefusal(error: OrderError, sheet: Answer, ctx: SiegeReadContext): string | null {
  const choices = ctx.request?.choices ?? {};
  const say = (key: SiegeTextMessageKey, field: string) => {
    const offered: readonly Choice[] = choices[field] ?? [];
    return translate(SIEGE_TEXT_MESSAGES, key, ctx.lang, {
      names: list(
        offered.map((c) => labelOf(c, ctx.lang)),
        ctx.lang,
      ),
    });
  };
  switch (error.reason) {
    case 'card_not_in_hand':
      return say('explain.hand', sheet.kind === 'play-card' ? 'card' : 'card.card');
    case 'unknown_figure':
    case 'not_your_figure':
    case 'figure_done':
    case 'figure_out':
      return say('explain.figures', 'activations[].figure');
    case 'unknown_entrance':
    case 'not_a_trooper_entrance':
    case 'entrance_locked':
      return say('explain.entrances', 'entrance');
    case 'not_a_legion_entrance':
    case 'not_on_citadel_walls':
      return say('explain.entrances', 'reinforcements[].entrance');
    case 'no_cards_there':
      return say('explain.sections', 'section');
    default:
      return null;
  }
}

function labelOf(choice: Choice, lang: Lang): string {
  return typeof choice.label === 'string' ? choice.label : choice.label[lang];
}

function list(names: readonly string[], lang: Lang): string {
  return names.length === 0 ? translate(SIEGE_TEXT_MESSAGES, 'explain.none', lang) : joinList(names, lang);
}
