import { texts, translate } from '../../../core/catalogue.ts';
import type { OrderKindGrammar } from '../../../core/order-text/index.ts';
import type { SiegeReadContext } from './context.ts';
import { withSubject, type LineOrder } from './line-orders.ts';
import { SIEGE_TEXT_MESSAGES } from './messages.ts';

/**
 * The lines of the requests that are not a figure's action (docs/rulesets/siege-of-the-citadel.md, "Orders as
 * text"): buying credits, the equipment draft, passing, the group's entrance, naming the figure that acts,
 * holding its turn open, ending the turn, a Doomtrooper card, the Legion's reinforcements, placements and the
 * section whose monster card it reveals.
 */

type Kind<L extends LineOrder> = OrderKindGrammar<SiegeReadContext, L>;
type Of<K extends LineOrder['line']> = Extract<LineOrder, { line: K }>;
const usage = (kind: string) => texts(SIEGE_TEXT_MESSAGES, `usage.${kind}` as keyof typeof SIEGE_TEXT_MESSAGES);

export const buyGrammar: Kind<Of<'buy'>> = {
  kind: 'buy',
  usage: usage('buy'),
  patterns: {
    es: [
      'compro|comprar|compra|compramos|adquiero {credits:number} [credito|creditos]',
      'creditos|credito {credits:number}',
      '{credits:number} creditos|credito',
      'no_compro|no_compro_nada|no_compro_creditos|ningun_credito|cero_creditos',
    ],
    en: withSubject([
      'buy|buying|purchase {credits:number} [credit|credits]',
      'credits|credit {credits:number}',
      '{credits:number} credits|credit',
      'no_credits|buy_nothing|buy_no_credits|zero_credits',
    ]),
  },
  build: (slots) => ({ line: 'buy', credits: typeof slots.credits === 'number' ? slots.credits : 0 }),
  print: (order, tools) =>
    tools.lang === 'es'
      ? [`Compro ${order.credits} ${order.credits === 1 ? 'crédito' : 'créditos'}`]
      : [`Buy ${order.credits} ${order.credits === 1 ? 'credit' : 'credits'}`],
};

const TAKE_ES = 'tomo|tomar|toma|cojo|coger|elijo|elegir|escojo|escoger|compro|comprar|pillo|saco';
const TAKE_EN = 'take|taking|pick|picking|choose|choosing|buy|buying|get|getting|draft|drafting';
const CARD_ES = '[la|una] [carta]';
const CARD_EN = '[the|a] [card]';

export const pickGrammar: Kind<Of<'pick'>> = {
  kind: 'pick',
  usage: usage('pick'),
  patterns: {
    es: [
      `${TAKE_ES} ${CARD_ES} {card:equipment} para|a|de|con [el|la] {trooper:figure}`,
      `${TAKE_ES} ${CARD_ES} {card:equipment}`,
      `{trooper:figure} toma|coge|lleva|elige|recibe|compra ${CARD_ES} {card:equipment}`,
      `doy|dar ${CARD_ES} {card:equipment} a {trooper:figure}`,
    ],
    en: withSubject([
      `${TAKE_EN} ${CARD_EN} {card:equipment} for|to|on [the] {trooper:figure}`,
      `${TAKE_EN} ${CARD_EN} {card:equipment}`,
      `{trooper:figure} takes|gets|picks|carries|buys ${CARD_EN} {card:equipment}`,
      `give ${CARD_EN} {card:equipment} to {trooper:figure}`,
    ]),
  },
  build(slots) {
    const order: Of<'pick'> = { line: 'pick', card: slots.card as string };
    if (typeof slots.trooper === 'string') order.trooper = slots.trooper;
    return order;
  },
  print(order, tools) {
    const card = tools.name('equipment', order.card);
    if (order.trooper === undefined) return [tools.lang === 'es' ? `Tomo ${card}` : `Take ${card}`];
    const trooper = tools.name('figure', order.trooper);
    return tools.lang === 'es' ? [`Tomo ${card} para ${trooper}`, `${trooper} toma ${card}`] : [`Take ${card} for ${trooper}`, `${trooper} takes ${card}`];
  },
};

/** "Paso" alone is also the framework's "no orders". */
export const passGrammar: Kind<Of<'pass'>> = {
  kind: 'pass',
  usage: usage('pass'),
  patterns: {
    es: ['paso|pasar|pasa|pasamos [el|mi] [turno]', 'no_tomo_nada|no_cojo_nada|no_juego_nada|no_juego_ninguna_carta|no_juego_carta|ninguna_carta|sin_carta'],
    en: withSubject(['pass|passing|passes [my|the] [turn]', 'take_nothing|no_card|play_no_card|no_pick|pick_nothing']),
  },
  build: () => ({ line: 'pass' }),
  print: (_order, tools) => [tools.lang === 'es' ? 'Paso' : 'Pass'],
};

export const entranceGrammar: Kind<Of<'entrance'>> = {
  kind: 'entrance',
  usage: usage('entrance'),
  patterns: {
    es: ['entro|entrar|entramos|entra|entran|entrada|entrando [por|en|desde|a_traves_de] [la|el] {entrance:entrance}'],
    en: withSubject(['enter|entering|entrance|come_in|coming_in|go_in [by|through|at|via|from] [the] {entrance:entrance}']),
  },
  build: (slots) => ({ line: 'entrance', entrance: slots.entrance as string }),
  print(order, tools) {
    const entrance = tools.name('entrance', order.entrance);
    return tools.lang === 'es' ? [`Entro por ${entrance}`, `Entrada: ${entrance}`] : [`Enter by ${entrance}`, `Entrance: ${entrance}`];
  },
};

/** A figure named alone as a heading ("Valerie Duval:" over its actions) starts its activation too (grammar.ts, `prepare`). */
export const activateGrammar: Kind<Of<'activate'>> = {
  kind: 'activate',
  usage: usage('activate'),
  patterns: {
    es: ['activo|activar|activa|activacion|actua|figura|turno_de [a|al|la] {figure:figure}'],
    en: withSubject(['activate|activating|activation|act_with|acting|turn_of [the] {figure:figure}']),
  },
  build: (slots) => ({ line: 'activate', figure: slots.figure as string }),
  print(order, tools) {
    const figure = tools.name('figure', order.figure);
    return tools.lang === 'es' ? [`Activo ${figure}`, `Activo a ${figure}`] : [`Activate ${figure}`, `Activate the ${figure}`];
  },
};

export const holdGrammar: Kind<Of<'hold'>> = {
  kind: 'hold',
  usage: usage('hold'),
  patterns: {
    es: [
      'mantengo|mantener|dejo|dejar [abierto|activo|activa|en_curso] [el_turno_de|a|al] {figure:figure} [abierto|activo|activa|en_curso]',
      '{figure:figure} sigue|continua|no_termina [activo|activa|en_curso|despues|luego|su_turno]',
      'mantengo_abierto|sigue_despues|continua_despues|no_termina|sin_terminar|turno_abierto',
    ],
    en: withSubject([
      'hold|keep [open] [the_turn_of] [the] {figure:figure} [open|active|going]',
      '{figure:figure} holds|continues|keeps_going|stays_active|does_not_end [later]',
      'hold|hold_open|keep_going|continue_later|not_done',
    ]),
  },
  build(slots) {
    return typeof slots.figure === 'string' ? { line: 'hold', figure: slots.figure } : { line: 'hold' };
  },
  print(order, tools) {
    if (order.figure === undefined) return [tools.lang === 'es' ? 'Mantengo abierto' : 'Hold'];
    const figure = tools.name('figure', order.figure);
    return tools.lang === 'es' ? [`Mantengo abierto el turno de ${figure}`, `${figure} sigue`] : [`Hold the turn of ${figure}`, `${figure} holds`];
  },
};

export const endGrammar: Kind<Of<'end'>> = {
  kind: 'end',
  usage: usage('end'),
  patterns: {
    es: ['fin|final|termino|terminar|acabo|acabar|cierro|cerrar|finalizo|finalizar [el|de|del|mi] [turno]', 'he_terminado|termine|eso_es_todo'],
    en: withSubject(['end|ending|finish|finishing|close|closing [of] [my|the] [turn]', "done|turn_over|that_is_all|that's_all"]),
  },
  build: () => ({ line: 'end' }),
  print: (_order, tools) => [tools.lang === 'es' ? 'Fin del turno' : 'End of turn'],
};

export const cardGrammar: Kind<Of<'card'>> = {
  kind: 'card',
  usage: usage('card'),
  patterns: {
    es: [
      'juego|jugar|juega|jugamos|uso|usar|usa|lanzo [la|una] [carta] {card:card} [con] [el] efecto|opcion {effect:number} [ sobre|en|a|al|para|con [la|el] {target:figure} ]',
    ],
    en: withSubject([
      'play|playing|plays|use|using|cast|casting [the|a] [card] {card:card} [with] [the] effect|option {effect:number} [ on|to|for|with|targeting [the] {target:figure} ]',
    ]),
  },
  build(slots, tools) {
    const effect = slots.effect as number;
    if (effect !== 1 && effect !== 2) return { problem: translate(SIEGE_TEXT_MESSAGES, 'problem.effect', tools.ctx.lang, { n: effect }) };
    const order: Of<'card'> = { line: 'card', card: slots.card as string, effect };
    if (typeof slots.target === 'string') order.target = slots.target;
    return order;
  },
  print(order, tools) {
    const card = tools.name('card', order.card);
    const target = order.target === undefined ? undefined : tools.name('figure', order.target);
    if (tools.lang === 'es')
      return [
        `Juego ${card}, efecto ${order.effect}${target === undefined ? '' : ` sobre ${target}`}`,
        `Juego la carta ${card}, efecto ${order.effect}${target === undefined ? '' : ` sobre ${target}`}`,
      ];
    return [
      `Play ${card}, effect ${order.effect}${target === undefined ? '' : ` on ${target}`}`,
      `Play the card ${card}, effect ${order.effect}${target === undefined ? '' : ` on ${target}`}`,
    ];
  },
};

/**
 * A reinforcement's gate. A Doomtrooper "entering" by an entrance is the group's entrance (the same words read
 * both ways: "Valerie Duval entra por la entrada oeste").
 */
export const reinforceGrammar: Kind<Of<'reinforce'> | Of<'entrance'>> = {
  kind: 'reinforce',
  usage: usage('reinforce'),
  patterns: {
    es: [
      '{creature:figure} entra|entrara|entran|llega|llegara|aparece [por|en|desde|a_traves_de] [la|el] {entrance:entrance}',
      'refuerzo|refuerzos|reforzar|reinforce [a|al] {creature:figure} [entra] [por|en|desde|a_traves_de] [la|el] {entrance:entrance}',
    ],
    en: withSubject([
      '{creature:figure} enters|comes_in|arrives|appears|enter [by|through|at|via|from] [the] {entrance:entrance}',
      'reinforce|reinforcement|reinforcements|bring_in [the] {creature:figure} [by|through|at|via|from] [the] {entrance:entrance}',
    ]),
  },
  build(slots, tools) {
    const creature = slots.creature as string;
    const entrance = slots.entrance as string;
    const figure = tools.ctx.state.figures.find((f) => f.id === creature);
    return figure?.kind === 'trooper' ? { line: 'entrance', entrance } : { line: 'reinforce', creature, entrance };
  },
  print(order, tools) {
    if (order.line === 'entrance') return entranceGrammar.print(order, tools);
    const creature = tools.name('figure', order.creature);
    const entrance = tools.name('entrance', order.entrance);
    return tools.lang === 'es'
      ? [`${creature} entra por ${entrance}`, `Refuerzo ${creature} por ${entrance}`]
      : [`${creature} enters by ${entrance}`, `Reinforce ${creature} by ${entrance}`];
  },
};

const PLACE_ES = 'coloco|colocar|coloca|pongo|poner|pon|situo|situar|despliego|desplegar';
const PLACE_EN = 'place|placing|put|putting|set|deploy|deploying';

export const placeGrammar: Kind<Of<'place'>> = {
  kind: 'place',
  usage: usage('place'),
  patterns: {
    es: [
      `${PLACE_ES} [a|al] {creature:figure} en|a [la] [casilla] {square:square}`,
      `${PLACE_ES} [a|al] {creature:figure}`,
      '{creature:figure} en [la] [casilla] {square:square}',
    ],
    en: withSubject([
      `${PLACE_EN} [the] {creature:figure} on|at|in|to|onto [the] [square] {square:square}`,
      `${PLACE_EN} [the] {creature:figure}`,
      '{creature:figure} on|at [square] {square:square}',
    ]),
  },
  build(slots) {
    const order: Of<'place'> = { line: 'place', creature: slots.creature as string };
    if (typeof slots.square === 'string') order.square = slots.square;
    return order;
  },
  print(order, tools) {
    const creature = tools.name('figure', order.creature);
    if (order.square === undefined) return [tools.lang === 'es' ? `Coloco ${creature}` : `Place ${creature}`];
    const square = tools.name('square', order.square);
    return tools.lang === 'es'
      ? [`Coloco ${creature} en ${square}`, `Coloco a ${creature} en la casilla ${square}`]
      : [`Place ${creature} on ${square}`, `Place the ${creature} on square ${square}`];
  },
};

export const revealGrammar: Kind<Of<'reveal'>> = {
  kind: 'reveal',
  usage: usage('reveal'),
  patterns: {
    es: ['revelo|revelar|revela|destapo|destapar|giro|muestro [la] [carta] [de|en|de_la|en_la] {section:section}'],
    en: withSubject(['reveal|revealing|flip|turn_over [the] [card] [of|in|from|at] [the] {section:section}']),
  },
  build: (slots) => ({ line: 'reveal', section: slots.section as string }),
  print(order, tools) {
    const section = tools.name('section', order.section);
    return tools.lang === 'es' ? [`Revelo ${section}`, `Revelo la carta de ${section}`] : [`Reveal ${section}`, `Reveal the card of ${section}`];
  },
};
