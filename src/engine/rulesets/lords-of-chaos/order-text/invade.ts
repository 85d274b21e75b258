import { texts, translate } from '../../../core/catalogue.ts';
import type { OrderKindGrammar, Slots } from '../../../core/order-text/index.ts';
import type { InvadeOrder } from '../schemas.ts';
import { LOC_TEXT_MESSAGES } from './messages.ts';
import type { LocTextContext } from './vocabulary.ts';

/**
 * Invasions (rules §5, §6): "Invado Cadia con 3", "Invadir Cadia x3", "Invade Cadia with 3 from Fenris",
 * "3 invasiones a Cadia", "Alianza con los Hijos del Emperador contra Vraks", "Invado Vraks con 2 en alianza
 * con Kharn y Lucius para Kharn, señor de la guerra Kharn, matan primero Lucius". Clauses in any order.
 */

const COUNT_ES = '[ [con|x|por] {count:number} [x|vez|veces|invasion|invasiones|ataque|ataques|accion|acciones|unidad|unidades] ]';
const FROM_ES = '[ desde [el_planeta|mi_planeta|planeta|el] {from:planet} ]';
const ALLIES_ES = '[ en_alianza_con|alianza_con|aliado_con|aliada_con|aliados_con|aliadas_con|aliandome_con|junto_a|junto_con|con {allies:player+} ]';
const BENEFICIARY_ES =
  '[ para|beneficiario|beneficiaria|en_beneficio_de|a_favor_de|el_planeta_para|planeta_para|el_planeta_sera_para|lo_recibe|la_recibe {beneficiary:player} ]';
const WARLORD_ES = '[ [con|y|siendo] [como|de] senor_de_la_guerra|senores_de_la_guerra|senor_de_guerra|warlord [a] {warlord:player} ]';
const KILL_ES =
  '[ [y] matan_primero|mata_primero|matan_en_orden|orden_de_bajas|orden_de_muertes|orden_de_matar|orden_para_matar|orden_de_muerte {killOrder:player+} ]';

const COUNT_EN = '[ [with|x|times] {count:number} [x|time|times|invasion|invasions|attack|attacks|action|actions|unit|units] ]';
const FROM_EN = '[ from [the_planet|my_planet|planet] {from:planet} ]';
const ALLIES_EN = '[ in_alliance_with|alliance_with|allied_with|allying_with|together_with|alongside|with {allies:player+} ]';
const BENEFICIARY_EN = '[ for|benefiting|beneficiary|in_favour_of|in_favor_of|on_behalf_of|planet_goes_to|planet_to|goes_to|to_benefit {beneficiary:player} ]';
const WARLORD_EN = '[ [with|and] [as] warlord|warlords [is] {warlord:player} ]';
const KILL_EN = '[ [and] kill_order|killing_order|kill_first|kills_first|killing_first|kill {killOrder:player+} ]';

const clauses = (...parts: string[]) => `< ${parts.join(' ')} >`;
const PLANET_ES = '[el_planeta|el_mundo|planeta|mundo] {planet:planet}';
const PLANET_EN = '[the_planet|planet] {planet:planet}';

export const INVADE_PATTERNS = {
  es: [
    `invado|invadir|invade|invadimos|invadiendo|ataco|atacar|ataca|atacamos|asalto|asaltar [a] ${PLANET_ES} ${clauses(COUNT_ES, FROM_ES, ALLIES_ES, BENEFICIARY_ES, WARLORD_ES, KILL_ES)}`,
    `invasion|invasiones|ataque|ataques [a|de|en|sobre|contra] ${PLANET_ES} ${clauses(COUNT_ES, FROM_ES, ALLIES_ES, BENEFICIARY_ES, WARLORD_ES, KILL_ES)}`,
    `{count:number} invasion|invasiones|ataque|ataques [a|de|en|sobre|contra] ${PLANET_ES} ${clauses(FROM_ES, ALLIES_ES, BENEFICIARY_ES, WARLORD_ES, KILL_ES)}`,
    `alianza|alianzas|aliado|aliados|aliada|aliadas|aliandome|me_alio|nos_aliamos|en_alianza [con|a] {allies:player+} contra|para_invadir|para_atacar|invadiendo|atacando|invadimos|atacamos|invado|ataco|sobre|en|a ${PLANET_ES} ${clauses(COUNT_ES, FROM_ES, BENEFICIARY_ES, WARLORD_ES, KILL_ES)}`,
  ],
  en: [
    `invade|invading|invades|attack|attacking|attacks|assault [the_planet|planet|on|against] {planet:planet} ${clauses(COUNT_EN, FROM_EN, ALLIES_EN, BENEFICIARY_EN, WARLORD_EN, KILL_EN)}`,
    `invasion|invasions [of|on|against] ${PLANET_EN} ${clauses(COUNT_EN, FROM_EN, ALLIES_EN, BENEFICIARY_EN, WARLORD_EN, KILL_EN)}`,
    `{count:number} invasion|invasions|attack|attacks [of|on|against] ${PLANET_EN} ${clauses(FROM_EN, ALLIES_EN, BENEFICIARY_EN, WARLORD_EN, KILL_EN)}`,
    `alliance|alliances|allied|ally|allying [with] {allies:player+} against|to_invade|to_attack|invading|attacking|on|invade|attack ${PLANET_EN} ${clauses(COUNT_EN, FROM_EN, BENEFICIARY_EN, WARLORD_EN, KILL_EN)}`,
  ],
} as const;

const ids = (value: Slots[string] | undefined): string[] => (Array.isArray(value) ? [...(value as readonly string[])] : []);
const one = (value: Slots[string] | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

export const invadeGrammar: OrderKindGrammar<LocTextContext, InvadeOrder> = {
  kind: 'invade',
  usage: texts(LOC_TEXT_MESSAGES, 'usage.invade'),
  patterns: INVADE_PATTERNS,
  build(slots, tools) {
    const { ctx } = tools;
    const say = (key: keyof typeof LOC_TEXT_MESSAGES, params: Record<string, string> = {}) => translate(LOC_TEXT_MESSAGES, key, ctx.lang, params);
    const me = ctx.player;
    const planet = slots.planet as string;
    const order: InvadeOrder = { type: 'invade', planet, count: typeof slots.count === 'number' ? slots.count : 1 };
    const allies = [...new Set(ids(slots.allies))].filter((id) => id !== me);
    const beneficiary = one(slots.beneficiary);
    const warlord = one(slots.warlord);
    const killOrder = ids(slots.killOrder);
    if (slots.allies !== undefined && allies.length === 0) return { problem: say('problem.allianceAlone') };
    if (allies.length === 0 && (beneficiary !== undefined || warlord !== undefined || killOrder.length > 0))
      return { problem: say('problem.termsWithoutAllies') };
    if (allies.length > 0) {
      // [D] No beneficiary written: the writer (as the order form does); the note says the allies must agree.
      if (beneficiary === undefined) tools.note(say('note.beneficiary', { me: tools.label('player', me) }));
      order.alliance = {
        members: [me, ...allies].sort(),
        beneficiary: beneficiary ?? me,
        ...(warlord !== undefined ? { warlord } : {}),
        ...(killOrder.length > 0 ? { killOrder } : {}),
      };
    }
    const from = one(slots.from);
    if (from !== undefined) noteFrom(from, tools.label('planet', from), ctx, tools.note);
    return order;
  },
  print(order, tools) {
    const { lang, ctx } = tools;
    const planet = tools.name('planet', order.planet);
    const count = order.count === 1 ? '' : lang === 'es' ? ` con ${order.count}` : ` with ${order.count}`;
    let text = lang === 'es' ? `Invado ${planet}${count}` : `Invade ${planet}${count}`;
    const alliance = order.alliance;
    if (alliance) {
      const allies = tools.list(
        'player',
        alliance.members.filter((m) => m !== ctx.player),
      );
      const beneficiary = tools.name('player', alliance.beneficiary);
      text += lang === 'es' ? ` en alianza con ${allies} para ${beneficiary}` : ` allied with ${allies} for ${beneficiary}`;
      if (alliance.warlord !== undefined)
        text += lang === 'es' ? `, señor de la guerra ${tools.name('player', alliance.warlord)}` : `, warlord ${tools.name('player', alliance.warlord)}`;
      if (alliance.killOrder && alliance.killOrder.length > 0) {
        text += lang === 'es' ? `, matan primero ${tools.list('player', alliance.killOrder)}` : `, kill order ${tools.list('player', alliance.killOrder)}`;
      }
    }
    return [text];
  },
};

/**
 * [D] "desde/from X": in Lords of Chaos reach comes from every subsector where the warband holds a planet and
 * the cost depends only on those (rules §5), so the source a player names changes nothing. It is read (a
 * misspelt name is still a problem) and the player is told; the order stays as if it were not written.
 */
export function noteFrom(planet: string, label: string, ctx: LocTextContext, note: (message: string) => void): void {
  const say = (key: keyof typeof LOC_TEXT_MESSAGES) => translate(LOC_TEXT_MESSAGES, key, ctx.lang, { planet: label });
  const yours = ctx.state.control[planet] === ctx.player;
  note(yours ? say('note.from') : `${say('note.from')} ${say('note.fromNotYours')}`);
}
