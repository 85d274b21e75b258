import { texts } from '../../../core/catalogue.ts';
import type { OrderKindGrammar } from '../../../core/order-text/index.ts';
import type { Direction } from '../types.ts';
import type { CwReadContext } from './context.ts';
import { withSubject, type LineOrder } from './line-orders.ts';
import { CW_TEXT_MESSAGES } from './messages.ts';
import { candidates } from './print.ts';

/**
 * The answers to the other decisions, in Spanish and English: the direction of play, the first player, kills and
 * pains of a battle (seed, step 3: one line each, or a heading "Muertes:" over one unit per line), the unit
 * eliminated when no retreat is possible (step 4), and the ritual (Doom phase).
 */

type Grammar<O> = OrderKindGrammar<CwReadContext, O>;
const usage = (key: keyof typeof CW_TEXT_MESSAGES) => texts(CW_TEXT_MESSAGES, key);

const CHOOSE_ES = '[elijo|escojo|jugamos|juego|sentido|direccion|orden] [el] [en] [sentido|direccion|orden] [de_juego]';
const CHOOSE_EN = '[choose|pick|play|direction] [the] [direction] [of_play]';

function directionGrammar(
  direction: Direction,
  es: string,
  en: string,
  printEs: string,
  printEn: string,
): Grammar<{ type: 'direction'; direction: Direction }> {
  return {
    kind: direction,
    usage: usage(`usage.${direction}`),
    patterns: { es: [`${CHOOSE_ES} ${es}`], en: withSubject([`${CHOOSE_EN} ${en}`]) },
    build: () => ({ type: 'direction', direction }),
    print: (_order, tools) => [tools.lang === 'es' ? printEs : printEn],
  };
}

export const clockwiseGrammar = directionGrammar('clockwise', 'horario|sentido_horario|agujas_del_reloj', 'clockwise', 'Sentido horario', 'Clockwise');
export const counterclockwiseGrammar = directionGrammar(
  'counterclockwise',
  'antihorario|sentido_antihorario|contrario_a_las_agujas_del_reloj|contra_las_agujas_del_reloj',
  'counterclockwise|counter-clockwise|anticlockwise|anti-clockwise|counter_clockwise',
  'Sentido antihorario',
  'Counterclockwise',
);

export const firstPlayerGrammar: Grammar<{ type: 'first-player'; player: string }> = {
  kind: 'first-player',
  usage: usage('usage.first-player'),
  patterns: {
    es: [
      'primer_jugador|primera_jugadora|primero|primera|empieza|empiece|comienza [es|sera] [a] {player:player}',
      'elijo|escojo|nombro [a] {player:player} [como|de] primer_jugador|primera_jugadora|primero|primera',
    ],
    en: withSubject([
      'first_player|first|starting_player [is] {player:player}',
      'choose|pick|name {player:player} [as] [the] first_player|first|starting_player',
    ]),
  },
  build: (slots) => ({ type: 'first-player', player: slots.player as string }),
  print: (order, tools) => [
    tools.lang === 'es' ? `Primer jugador: ${tools.name('player', order.player)}` : `First player: ${tools.name('player', order.player)}`,
  ],
};

function hitGrammar(
  type: 'kills' | 'pains',
  nounEs: string,
  nounEn: string,
  printEs: string,
  printEn: string,
): Grammar<{ type: typeof type; units: string[] }> {
  return {
    kind: type,
    usage: usage(`usage.${type}`),
    patterns: {
      es: [
        `${nounEs} [a|al|para|sobre|en] {units:unit+}`,
        `asigno|asignar|asigna|doy|dar|pongo|poner [la|las|el|los] ${nounEs} [a|al|para|sobre|en] {units:unit+}`,
        `la|las|el|los ${nounEs} [a|al|para|sobre|en] {units:unit+}`,
        `${nounEs} ninguna|ninguno|nada|nadie`,
        `sin|ninguna|ningun ${nounEs}`,
      ],
      en: withSubject([
        `${nounEn} [to|on|for] {units:unit+}`,
        `assign|give|put|allocate [the] ${nounEn} [to|on] {units:unit+}`,
        `${nounEn} none|nobody|nothing|no_one`,
        `no ${nounEn}`,
      ]),
    },
    build: (slots) => ({ type, units: Array.isArray(slots.units) ? [...(slots.units as readonly string[])] : [] }),
    print: (order, tools) =>
      candidates(tools, (t) => {
        const list = order.units.length === 0 ? (t.lang === 'es' ? 'ninguna' : 'none') : t.list('unit', order.units);
        return t.lang === 'es' ? `${printEs}: ${list}` : `${printEn}: ${list}`;
      }),
  };
}

export const killsGrammar = hitGrammar('kills', 'muerte|muertes|muertos|muerto|mueren|muere', 'kill|kills|killed', 'Muertes', 'Kills');
export const painsGrammar = hitGrammar('pains', 'dolor|dolores|doloridos|dolorido|dolorida|doloridas', 'pain|pains|pained', 'Dolores', 'Pains');

export const eliminateGrammar: Grammar<{ type: 'eliminate'; unit: string }> = {
  kind: 'eliminate',
  usage: usage('usage.eliminate'),
  patterns: {
    es: ['elimino|eliminar|elimina|eliminamos|pierdo|perder|sacrifico|sacrificar [a|al] [el|la|mi] {unit:unit}'],
    en: withSubject(['eliminate|eliminating|eliminates|lose|sacrifice|remove [the|my] {unit:unit}']),
  },
  build: (slots) => ({ type: 'eliminate', unit: slots.unit as string }),
  print: (order, tools) => candidates(tools, (t) => (t.lang === 'es' ? `Elimino ${t.name('unit', order.unit)}` : `Eliminate ${t.name('unit', order.unit)}`)),
};

const RITUAL_ES = 'ritual [de_aniquilacion]';
const RITUAL_EN = 'ritual [of_annihilation]';

export const ritualGrammar: Grammar<{ type: 'ritual'; perform: true }> = {
  kind: 'ritual',
  usage: usage('usage.ritual'),
  patterns: {
    es: [`realizo|realizar|realiza|realizamos|hago|hacer|celebro|celebrar|ejecuto|ejecutar [el] ${RITUAL_ES}`, `${RITUAL_ES} si`],
    en: withSubject([`perform|performing|performs|do|hold [the] ${RITUAL_EN}`, `${RITUAL_EN} yes`]),
  },
  build: () => ({ type: 'ritual', perform: true }),
  print: (_order, tools) => [tools.lang === 'es' ? 'Realizo el ritual' : 'Perform the ritual'],
};

export const noRitualGrammar: Grammar<{ type: 'ritual'; perform: false }> = {
  kind: 'no-ritual',
  usage: usage('usage.no-ritual'),
  patterns: {
    es: [`no realizo|realizar|hago|hacer|celebro|celebrar|ejecuto [el] ${RITUAL_ES}`, `${RITUAL_ES} no`, `sin|ningun ${RITUAL_ES}`],
    en: withSubject([`no ${RITUAL_EN}`, `${RITUAL_EN} no`, `skip|do_not_perform|don't_perform|dont_perform|do_not_do|don't_do [the] ${RITUAL_EN}`]),
  },
  build: () => ({ type: 'ritual', perform: false }),
  print: (_order, tools) => [tools.lang === 'es' ? 'No realizo el ritual' : 'No ritual'],
};

export const DECISION_KINDS = [
  clockwiseGrammar,
  counterclockwiseGrammar,
  firstPlayerGrammar,
  killsGrammar,
  painsGrammar,
  eliminateGrammar,
  ritualGrammar,
  noRitualGrammar,
] as unknown as readonly Grammar<LineOrder>[];
