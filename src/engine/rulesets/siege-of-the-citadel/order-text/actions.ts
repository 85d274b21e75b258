import { texts, translate } from '../../../core/catalogue.ts';
import type { OrderKindGrammar, PrintTools, Slots } from '../../../core/order-text/index.ts';
import type { Action, AttackAction } from '../answers.ts';
import type { SiegeReadContext } from './context.ts';
import type { LineOrder } from './line-orders.ts';
import { SIEGE_TEXT_MESSAGES } from './messages.ts';

/**
 * A figure's actions, one per line (seed "AKTIONER": move, attack; leaving the board through an entrance): the
 * figure first ("Valerie Duval mueve por a5, a6", "Max Steiner dispara al Legionario 9", "Valerie Duval moves to
 * a5, a6"), or left out when the line before named it ("Activo Valerie Duval" / "- ataca al Legionario 9").
 * A path is the squares stepped on, in order, separated by spaces, commas, "y"/"and" or dashes ("a5 a6",
 * "a5-a6", "a5, a6 y a7"); `fuera`/`off` last leaves the board.
 */

type ActionLine = Extract<LineOrder, { line: 'action' }>;
type Kind = OrderKindGrammar<SiegeReadContext, ActionLine>;
const F = '{figure:figure}';

/** The figure first, or the verb first without it, or (Spanish) the verb then the figure; any form of the verb. */
function forms(verbs3: string, verbs1: string, rests: readonly string[], after: string | null): string[] {
  const verbs = `${verbs3}|${verbs1}`;
  return rests.flatMap((rest) => [`${F} ${verbs} ${rest}`, `${verbs} ${rest}`, ...(after !== null ? [`${verbs} ${after} ${F} ${rest}`] : [])]);
}
function formsEn(verbs3: string, verbs1: string, rests: readonly string[]): string[] {
  const verbs = `${verbs3}|${verbs1}`;
  return rests.flatMap((rest) => [`${F} ${verbs} ${rest}`, `${verbs} ${rest}`, `i|we ${verbs1} ${rest}`]);
}

const line = (slots: Slots, action: Action): ActionLine =>
  typeof slots.figure === 'string' ? { line: 'action', figure: slots.figure, action } : { line: 'action', action };
const ids = (value: Slots[string] | undefined): string[] | undefined => (Array.isArray(value) ? [...(value as readonly string[])] : undefined);
const usage = (kind: string) => texts(SIEGE_TEXT_MESSAGES, `usage.${kind}` as keyof typeof SIEGE_TEXT_MESSAGES);

/** Candidates with the figure first, then with the verb first (when a name reads badly before the verb). */
function printed(order: ActionLine, tools: PrintTools<SiegeReadContext>, es: [string, string], en: [string, string]): string[] {
  const figure = order.figure === undefined ? null : tools.name('figure', order.figure);
  const [subject, verbFirst] = tools.lang === 'es' ? es : en;
  return figure === null ? [verbFirst.replace('{F} ', '').replace(' {F}', '')] : [subject.replace('{F}', figure), verbFirst.replace('{F}', figure)];
}

const MOVE_ES3 = 'mueve|se_mueve|avanza|va|camina|corre|anda';
const MOVE_ES1 = 'muevo|mover|muevete|movimiento|avanzo|voy|camino|corro';
const MOVE_EN3 = 'moves|goes|walks|runs|steps|advances';
const MOVE_EN1 = 'move|moving|go|walk|run|step|advance';
const PATH_ES = '[por|a|al|hasta|hacia|en] [la|las] [casilla|casillas] {path:square+}';
const PATH_EN = '[to|through|via|along|into|onto|over|on] [the] [square|squares] {path:square+}';
const SECTION_ES = '[a|al|hasta|hacia|en] [la] {section:section}';
const SECTION_EN = '[to|into|towards] [the] {section:section}';

export const moveGrammar: Kind = {
  kind: 'move',
  usage: usage('move'),
  patterns: { es: forms(MOVE_ES3, MOVE_ES1, [PATH_ES, SECTION_ES], '[a|al]'), en: formsEn(MOVE_EN3, MOVE_EN1, [PATH_EN, SECTION_EN]) },
  build: (slots) => line(slots, ids(slots.path) ? { type: 'move', path: ids(slots.path)! } : { type: 'move', section: slots.section as string }),
  print(order, tools) {
    const action = order.action as Extract<Action, { type: 'move' }>;
    if (action.path) {
      const path = tools.list('square', action.path);
      return printed(order, tools, [`{F} mueve por ${path}`, `Muevo a {F} por ${path}`], [`{F} moves to ${path}`, `Move {F} to ${path}`]);
    }
    const section = tools.name('section', action.section ?? '');
    return printed(order, tools, [`{F} mueve a ${section}`, `Muevo a {F} a ${section}`], [`{F} moves to ${section}`, `Move {F} to ${section}`]);
  },
};

export const withdrawGrammar: Kind = {
  kind: 'withdraw',
  usage: usage('withdraw'),
  patterns: {
    es: forms('sale|se_retira|abandona|escapa', 'salgo|salir|sal|retiro|retirar|me_retiro|abandono|escapo', ['[del|de|el] [tablero|mapa|mision]'], '[a|al]'),
    en: formsEn('leaves|withdraws|exits|escapes', 'leave|withdraw|exit|escape', ['[from] [the] [board|map|mission]']),
  },
  build: (slots) => line(slots, { type: 'withdraw' }),
  print: (order, tools) => printed(order, tools, ['{F} sale del tablero', 'Retiro a {F} del tablero'], ['{F} leaves the board', 'Withdraw {F} from the board']),
};

const MELEE_ES = 'cuerpo_a_cuerpo|en_cuerpo_a_cuerpo|en_melee|melee|con_la_espada|con_el_arma_de_cuerpo_a_cuerpo';
const MELEE_EN = 'in_close_combat|in_melee|melee|with_close_combat|in_hand_to_hand|hand_to_hand';
const ATTACK_ES3 = 'ataca|golpea|carga_contra|carga';
const ATTACK_ES1 = 'ataco|atacar|golpeo|golpear|cargo|ataque';
const ATTACK_EN3 = 'attacks|strikes|hits|charges|melees';
const ATTACK_EN1 = 'attack|attacking|strike|hit|charge';
const TARGET_ES = '[a|al|a_la|contra|sobre] {target:figure}';
const TARGET_EN = '[at|on] [the] {target:figure}';

function attack(slots: Slots, fields: Omit<AttackAction, 'type'>): ActionLine {
  return line(slots, { type: 'attack', ...fields });
}

export const meleeGrammar: Kind = {
  kind: 'melee',
  usage: usage('melee'),
  patterns: {
    es: forms(ATTACK_ES3, ATTACK_ES1, [`[${MELEE_ES}] ${TARGET_ES} [${MELEE_ES}]`], 'con'),
    en: formsEn(ATTACK_EN3, ATTACK_EN1, [`[${MELEE_EN}] ${TARGET_EN} [${MELEE_EN}]`]),
  },
  build: (slots) => attack(slots, { mode: 'melee', target: slots.target as string }),
  print(order, tools) {
    const target = tools.name('figure', (order.action as AttackAction).target ?? '');
    return printed(
      order,
      tools,
      [`{F} ataca cuerpo a cuerpo a ${target}`, `Ataco con {F} cuerpo a cuerpo a ${target}`],
      [`{F} attacks ${target} in close combat`, `Attack ${target} in close combat`],
    );
  },
};

const SHOOT_ES3 = 'dispara|tira|abre_fuego';
const SHOOT_ES1 = 'disparo|disparar|tiro|abro_fuego';
const SHOOT_EN3 = 'shoots|fires|fires_at|fires_on|opens_fire_on';
const SHOOT_EN1 = 'shoot|shooting|fire|firing|open_fire_on';
const RANGED_ES = 'a_distancia|con_arma_de_fuego|con_el_arma_de_fuego|con_la_pistola|disparando';
const RANGED_EN = 'at_range|with_a_firearm|with_the_firearm|ranged|with_the_gun';

export const rangedGrammar: Kind = {
  kind: 'ranged',
  usage: usage('ranged'),
  patterns: {
    es: [
      ...forms(SHOOT_ES3, SHOOT_ES1, [TARGET_ES], 'con'),
      ...forms(ATTACK_ES3, ATTACK_ES1, [`${RANGED_ES} ${TARGET_ES}`, `${TARGET_ES} ${RANGED_ES}`], 'con'),
    ],
    en: [...formsEn(SHOOT_EN3, SHOOT_EN1, [TARGET_EN]), ...formsEn(ATTACK_EN3, ATTACK_EN1, [`${RANGED_EN} ${TARGET_EN}`, `${TARGET_EN} ${RANGED_EN}`])],
  },
  build: (slots) => attack(slots, { mode: 'ranged', target: slots.target as string }),
  print(order, tools) {
    const target = tools.name('figure', (order.action as AttackAction).target ?? '');
    return printed(order, tools, [`{F} dispara a ${target}`, `Disparo con {F} a ${target}`], [`{F} shoots ${target}`, `Shoot ${target}`]);
  },
};

const TWO_ES = 'a_dos_blancos|dos_blancos|a_dos_objetivos|dos_objetivos|a_los_dos_blancos';
const TWO_EN = 'two_targets|at_two_targets|2_targets|at_2_targets|twin';

/** Twin (Nimrod autocannon): two targets; "dispara a A y B" names two and is read so. */
export const twinGrammar: Kind = {
  kind: 'twin',
  usage: usage('twin'),
  patterns: {
    es: forms(SHOOT_ES3, SHOOT_ES1, [`${TWO_ES} {targets:figure+}`, '[a|al|a_la|contra|sobre] {targets:figure+}'], 'con'),
    en: formsEn(SHOOT_EN3, SHOOT_EN1, [`${TWO_EN} [the] {targets:figure+}`, '[at|on] [the] {targets:figure+}']),
  },
  build: (slots) => attack(slots, { mode: 'twin', targets: ids(slots.targets) ?? [] }),
  print(order, tools) {
    const targets = tools.list('figure', (order.action as AttackAction).targets ?? []);
    return printed(
      order,
      tools,
      [`{F} dispara a dos blancos: ${targets}`, `Disparo con {F} a dos blancos: ${targets}`],
      [`{F} fires at two targets: ${targets}`, `Fire at two targets: ${targets}`],
    );
  },
};

const DIRECTION = '[ [en|hacia] [sentido] {direction:direction} ]';
const DIRECTION_EN = '[ [going|turning] {direction:direction} ]';

/** Sweep (Violator sword): from a neighbouring square round the attacker; without a grid, the figures it reached. */
export const sweepGrammar: Kind = {
  kind: 'sweep',
  usage: usage('sweep'),
  patterns: {
    es: forms(
      'barre|hace_un_barrido',
      'barro|barrer|barrido|hago_un_barrido',
      [
        `[desde|de|empezando_en|empezando_por|en] [la] [casilla] {square:square} ${DIRECTION}`,
        '[en|hacia] [sentido] {direction:direction} desde|de|empezando_en [la] [casilla] {square:square}',
        '[a|al|a_la|alcanzando_a] {targets:figure+}',
      ],
      'con',
    ),
    en: formsEn('sweeps', 'sweep|sweeping', [
      `[from|starting_at|starting_from|at] [the] [square] {square:square} ${DIRECTION_EN}`,
      '{direction:direction} from|starting_at [square] {square:square}',
      '[at|through|hitting|reaching] [the] {targets:figure+}',
    ]),
  },
  build(slots, tools) {
    if (typeof slots.square === 'string')
      return attack(slots, {
        mode: 'sweep',
        square: slots.square,
        ...(typeof slots.direction === 'string' ? { direction: slots.direction as 'cw' | 'ccw' } : {}),
      });
    const targets = ids(slots.targets);
    return targets ? attack(slots, { mode: 'sweep', targets }) : { problem: translate(SIEGE_TEXT_MESSAGES, 'problem.needsTarget', tools.ctx.lang) };
  },
  print(order, tools) {
    const action = order.action as AttackAction;
    if (action.square === undefined) {
      const targets = tools.list('figure', action.targets ?? []);
      return printed(order, tools, [`{F} barre a ${targets}`, `Barro con {F} a ${targets}`], [`{F} sweeps ${targets}`, `Sweep ${targets}`]);
    }
    const square = tools.name('square', action.square);
    const direction = action.direction === undefined ? '' : ` ${tools.lang === 'es' ? 'en sentido ' : ''}${tools.name('direction', action.direction)}`;
    return printed(
      order,
      tools,
      [`{F} barre desde ${square}${direction}`, `Barro con {F} desde ${square}${direction}`],
      [`{F} sweeps from ${square}${direction}`, `Sweep from ${square}${direction}`],
    );
  },
};

const LINE_ES = 'en_linea_de_fuego|una_linea_de_fuego|linea_de_fuego|en_linea|en_una_linea_de_fuego';
const LINE_EN = 'a_line_of_fire|line_of_fire|in_a_line|along_a_line|a_line';

/** Line of fire (Gehenna Puker): the square aimed at; without a grid, the figures it reached. */
export const lineGrammar: Kind = {
  kind: 'line',
  usage: usage('line'),
  patterns: {
    es: [
      ...forms(
        `${SHOOT_ES3}|lanza|hace|abre`,
        `${SHOOT_ES1}|lanzo|hago|abro`,
        [`${LINE_ES} [a|al|hacia|contra|sobre] [la] [casilla] {square:square}`, `${LINE_ES} [a|al|a_la|contra|sobre|alcanzando_a] {targets:figure+}`],
        'con',
      ),
      `[${F}] ${LINE_ES} [a|al|hacia|contra|sobre] [la] [casilla] {square:square}`,
    ],
    en: [
      ...formsEn(`${SHOOT_EN3}|lays|opens`, `${SHOOT_EN1}|lay|open`, [
        `${LINE_EN} [at|to|towards|on] [the] [square] {square:square}`,
        `${LINE_EN} [at|on|hitting|reaching] [the] {targets:figure+}`,
      ]),
      `[${F}] ${LINE_EN} [at|to|towards|on] [square] {square:square}`,
    ],
  },
  build(slots, tools) {
    if (typeof slots.square === 'string') return attack(slots, { mode: 'line', square: slots.square });
    const targets = ids(slots.targets);
    return targets ? attack(slots, { mode: 'line', targets }) : { problem: translate(SIEGE_TEXT_MESSAGES, 'problem.needsTarget', tools.ctx.lang) };
  },
  print(order, tools) {
    const action = order.action as AttackAction;
    const at = action.square === undefined ? tools.list('figure', action.targets ?? []) : tools.name('square', action.square);
    return printed(
      order,
      tools,
      [`{F} dispara en línea de fuego a ${at}`, `Disparo con {F} en línea de fuego a ${at}`],
      [`{F} fires a line of fire at ${at}`, `Fire a line of fire at ${at}`],
    );
  },
};

const GRENADE_ES = '[una|la] granada';
const GRENADE_EN = '[a|the] grenade';
const RING_ES = '[ [y] alcanza_a|alcanzando_a|y_a|que_alcanza_a|y_alcanza_a|y_tambien_a [los|las] {targets:figure+} ]';
const RING_EN = '[ [and] hitting|reaching|and_also|also_hitting [the] {targets:figure+} ]';

/** Grenade (launcher on a plasma carbine): the target square; without a grid, the figure hit and those round it. */
export const grenadeGrammar: Kind = {
  kind: 'grenade',
  usage: usage('grenade'),
  patterns: {
    es: [
      ...forms(
        'lanza|tira|arroja|dispara',
        'lanzo|lanzar|tiro|arrojo|disparo',
        [`${GRENADE_ES} [a|al|hacia|contra|sobre|en] [la] [casilla] {square:square}`, `${GRENADE_ES} [a|al|a_la|contra|sobre] {target:figure} ${RING_ES}`],
        'con',
      ),
      `[${F}] granada [a|al|hacia|contra|sobre|en] [la] [casilla] {square:square}`,
    ],
    en: [
      ...formsEn('throws|lobs|fires|launches', 'throw|lob|fire|launch', [
        `${GRENADE_EN} [at|on|to|into] [square] {square:square}`,
        `${GRENADE_EN} [at|on] [the] {target:figure} ${RING_EN}`,
      ]),
      `[${F}] grenade [at|on|to|into] [square] {square:square}`,
    ],
  },
  build(slots) {
    if (typeof slots.square === 'string') return attack(slots, { mode: 'grenade', square: slots.square });
    const targets = ids(slots.targets);
    return attack(slots, { mode: 'grenade', target: slots.target as string, ...(targets ? { targets } : {}) });
  },
  print(order, tools) {
    const action = order.action as AttackAction;
    if (action.square !== undefined) {
      const square = tools.name('square', action.square);
      return printed(
        order,
        tools,
        [`{F} lanza una granada a ${square}`, `Lanzo con {F} una granada a ${square}`],
        [`{F} throws a grenade at ${square}`, `Throw a grenade at ${square}`],
      );
    }
    const target = tools.name('figure', action.target ?? '');
    const ring =
      action.targets === undefined ? ['', ''] : [` y alcanza a ${tools.list('figure', action.targets)}`, ` hitting ${tools.list('figure', action.targets)}`];
    return printed(
      order,
      tools,
      [`{F} lanza una granada a ${target}${ring[0]}`, `Lanzo con {F} una granada a ${target}${ring[0]}`],
      [`{F} throws a grenade at ${target}${ring[1]}`, `Throw a grenade at ${target}${ring[1]}`],
    );
  },
};

export const ACTION_KINDS = [moveGrammar, withdrawGrammar, meleeGrammar, rangedGrammar, twinGrammar, sweepGrammar, lineGrammar, grenadeGrammar] as const;

/** The grammar kind that prints an action, or null when no text writes it (a note, fields of another mode). */
export function actionKind(action: Action): string | null {
  if (action === null || typeof action !== 'object') return null;
  if ('note' in action && action.note !== undefined) return null;
  if (action.type === 'move') return (action.path !== undefined) !== (action.section !== undefined) ? 'move' : null;
  if (action.type === 'withdraw') return 'withdraw';
  if (action.type !== 'attack') return null;
  const { mode, target, targets, square, direction } = action;
  const has = { target: target !== undefined, targets: targets !== undefined, square: square !== undefined, direction: direction !== undefined };
  switch (mode) {
    case 'melee':
    case 'ranged':
      return has.target && !has.targets && !has.square && !has.direction ? mode : null;
    case 'twin':
      return has.targets && (targets?.length ?? 0) > 0 && !has.target && !has.square && !has.direction ? mode : null;
    case 'sweep':
      return !has.target && (has.square ? !has.targets : has.targets && (targets?.length ?? 0) > 0 && !has.direction) ? mode : null;
    case 'line':
      return !has.target && !has.direction && (has.square ? !has.targets : has.targets && (targets?.length ?? 0) > 0) ? mode : null;
    case 'grenade':
      return !has.direction && (has.square ? !has.target && !has.targets : has.target && (!has.targets || (targets?.length ?? 0) > 0)) ? mode : null;
    default:
      return null;
  }
}
