import { texts, translate } from '../../../core/catalogue.ts';
import { joinList, type OrderKindGrammar, type Slots } from '../../../core/order-text/index.ts';
import { areaName, playerName } from '../names.ts';
import type { Action } from '../answers.ts';
import type { CwReadContext } from './context.ts';
import { withSubject, type LineOrder, type MoveCountLine, type MoveLine, type UseLine } from './line-orders.ts';
import { CW_TEXT_MESSAGES } from './messages.ts';
import { candidates } from './print.ts';

/**
 * The orders of an initiative (seed, Action phase; docs/rulesets/cthulhu-wars.md "Orders as text"), in Spanish
 * and English: move, recruit, summon, awaken, build / control / abandon a gate, capture, battle, abilities, pass,
 * reveal Elder Signs, and "done". Retreats use the move lines ("Retiro Acólito 1 a Europa").
 */

type Grammar<O> = OrderKindGrammar<CwReadContext, O>;
const usage = (key: keyof typeof CW_TEXT_MESSAGES) => texts(CW_TEXT_MESSAGES, key);
const say = (ctx: CwReadContext, key: keyof typeof CW_TEXT_MESSAGES, params: Record<string, string | number> = {}) =>
  translate(CW_TEXT_MESSAGES, key, ctx.lang, params);
const str = (v: Slots[string] | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

const MOVE_ES = 'muevo|mover|mueve|movemos|muevan|movimiento|movimientos|llevo|llevar|traslado|trasladar|envio|enviar|mando|mandar';
const RETREAT_ES = 'retiro|retirar|retira|retiramos|repliego|replegar|retirada';
const MOVE_EN = 'move|moving|moves|movement|movements|send|sending|take|bring|shift';
const RETREAT_EN = 'retreat|retreating|retreats|withdraw|withdrawing';
const TO_ES = 'a|al|hacia|hasta|a_la';
const TO_EN = 'to|into|towards|onto';
const FROM_ES = 'de|desde|del';
const FROM_EN = 'from';
const AREA_ES = '[la_zona|zona|el_area|area]';
const AREA_EN = '[the_area|area|the]';

export const MOVE_PATTERNS = {
  es: [`${MOVE_ES}|${RETREAT_ES} [a|al] [mi|mis] {units:unit+} [ ${FROM_ES} ${AREA_ES} {from:area} ] ${TO_ES} ${AREA_ES} {to:area}`],
  en: withSubject([`${MOVE_EN}|${RETREAT_EN} [my|the] {units:unit+} [ ${FROM_EN} ${AREA_EN} {from:area} ] ${TO_EN} ${AREA_EN} {to:area}`]),
} as const;

/** A move of named units: a "desde" that is not where a unit stands is refused (the player meant another unit). */
function moveOf(slots: Slots, ctx: CwReadContext): MoveLine | { problem: string } {
  const to = slots.to as string;
  const units = [...(slots.units as readonly string[])];
  const from = str(slots.from);
  for (const unit of units) {
    const at = ctx.state.units[unit];
    const name = unitLabel(ctx, unit);
    if (from !== undefined && at !== undefined && at !== from)
      return { problem: say(ctx, 'problem.notThere', { unit: name, from: areaName(ctx.world, from, ctx.lang), area: areaName(ctx.world, at, ctx.lang) }) };
  }
  return { type: 'move', moves: units.map((unit) => ({ unit, to })) };
}

export function unitLabel(ctx: CwReadContext, unit: string): string {
  const info = ctx.world.unitById.get(unit);
  if (!info) return unit;
  const name = `${info.type.name[ctx.lang]} ${info.n}`;
  return info.owner === ctx.player ? name : `${name} (${ctx.world.factionOf.get(info.owner)?.name[ctx.lang] ?? playerName(ctx.world, info.owner)})`;
}

export const moveGrammar: Grammar<MoveLine> = {
  kind: 'move',
  usage: usage('usage.move'),
  patterns: MOVE_PATTERNS,
  build: (slots, tools) => moveOf(slots, tools.ctx),
  print(order, tools) {
    const retreat = tools.ctx.asked === 'retreat';
    const to = order.moves[0]?.to ?? '';
    const units = order.moves.map((m) => m.unit);
    return candidates(tools, (t) =>
      t.lang === 'es'
        ? `${retreat ? 'Retiro' : 'Muevo'} ${t.list('unit', units)} a ${t.name('area', to)}`
        : `${retreat ? 'Retreat' : 'Move'} ${t.list('unit', units)} to ${t.name('area', to)}`,
    );
  },
};

export const MOVE_COUNT_PATTERNS = {
  es: [`${MOVE_ES}|${RETREAT_ES} {count:number} {unitType:type} [ ${FROM_ES} ${AREA_ES} {from:area} ] ${TO_ES} ${AREA_ES} {to:area}`],
  en: withSubject([
    `${MOVE_EN}|${RETREAT_EN} {count:number} {unitType:type} [ ${FROM_EN} ${AREA_EN} {from:area} ] ${TO_EN} ${AREA_EN} {to:area}`,
    `${MOVE_EN}|${RETREAT_EN} a|an {unitType:type} [ ${FROM_EN} ${AREA_EN} {from:area} ] ${TO_EN} ${AREA_EN} {to:area}`,
  ]),
} as const;

/** "Muevo 2 Acólitos de Europa a Escandinavia": which figures is settled by answer.ts on the position (noted). */
export const moveCountGrammar: Grammar<MoveCountLine> = {
  kind: 'move-count',
  usage: usage('usage.move-count'),
  patterns: MOVE_COUNT_PATTERNS,
  build(slots) {
    const from = str(slots.from);
    return {
      type: 'move-count',
      count: typeof slots.count === 'number' ? slots.count : 1,
      unitType: slots.unitType as string,
      to: slots.to as string,
      ...(from !== undefined ? { from } : {}),
    };
  },
  // Never in a stored sheet (classify names no such kind): answer.ts turns it into named units.
  print: () => [],
};

const ONE_ES = '[un|una|1|el|la|a_un|a_una|al|a_la|a]';
const ONE_EN = '[a|an|1|one|the]';
const IN_ES = 'en|a|al';
const IN_EN = 'in|at|into|to|on';

function placeGrammar(
  type: 'recruit' | 'summon' | 'awaken',
  es: string,
  en: string,
  printEs: string,
  printEn: string,
): Grammar<Extract<Action, { type: typeof type }>> {
  return {
    kind: type,
    usage: usage(`usage.${type}`),
    patterns: {
      es: [`${es} ${ONE_ES} {unitType:type} ${IN_ES} ${AREA_ES} {area:area}`, `${es} ${IN_ES} ${AREA_ES} {area:area} ${ONE_ES} {unitType:type}`],
      en: withSubject([`${en} ${ONE_EN} {unitType:type} ${IN_EN} ${AREA_EN} {area:area}`]),
    },
    build: (slots) => ({ type, unitType: slots.unitType as string, area: slots.area as string }) as Extract<Action, { type: typeof type }>,
    print: (order, tools) =>
      candidates(tools, (t) =>
        t.lang === 'es'
          ? `${printEs} ${t.name('type', order.unitType)} en ${t.name('area', order.area)}`
          : `${printEn} ${t.name('type', order.unitType)} in ${t.name('area', order.area)}`,
      ),
  };
}

export const recruitGrammar = placeGrammar(
  'recruit',
  'recluto|reclutar|recluta|reclutamos|reclutando|reclutamiento',
  'recruit|recruiting|recruits',
  'Recluto',
  'Recruit',
);
export const summonGrammar = placeGrammar(
  'summon',
  'invoco|invocar|invoca|invocamos|invocando|invocacion|convoco|convocar',
  'summon|summoning|summons',
  'Invoco',
  'Summon',
);
export const awakenGrammar = placeGrammar(
  'awaken',
  'despierto|despertar|despierta|despertamos|despertando|despertamiento',
  'awaken|awakening|awakens|awake|wake|wake_up',
  'Despierto',
  'Awaken',
);

type BuildGate = Extract<Action, { type: 'build-gate' }>;
export const buildGateGrammar: Grammar<BuildGate> = {
  kind: 'build-gate',
  usage: usage('usage.build-gate'),
  patterns: {
    es: [
      `construyo|construir|construye|construimos|levanto|levantar|abro|abrir|pongo|poner [un|el] portal ${IN_ES} ${AREA_ES} {area:area} [ con [el|la|mi] {unit:unit} ]`,
    ],
    en: withSubject([`build|building|builds|raise|open|place [a|the] gate ${IN_EN} ${AREA_EN} {area:area} [ with|using [the|my] {unit:unit} ]`]),
  },
  build(slots) {
    const unit = str(slots.unit);
    return { type: 'build-gate', area: slots.area as string, ...(unit !== undefined ? { unit } : {}) };
  },
  print: (order, tools) =>
    candidates(tools, (t) => {
      const area = t.name('area', order.area);
      if (t.lang === 'es') return `Construyo un portal en ${area}${order.unit === undefined ? '' : ` con ${t.name('unit', order.unit)}`}`;
      return `Build a gate in ${area}${order.unit === undefined ? '' : ` with ${t.name('unit', order.unit)}`}`;
    }),
};

type ControlGate = Extract<Action, { type: 'control-gate' }>;
export const controlGateGrammar: Grammar<ControlGate> = {
  kind: 'control-gate',
  usage: usage('usage.control-gate'),
  patterns: {
    es: [
      `controlo|controlar|controla|controlamos|tomo|tomar|ocupo|ocupar|reclamo [el] portal [abandonado] de|en ${AREA_ES} {area:area} con [el|la|mi] {unit:unit}`,
    ],
    en: withSubject([
      `control|controlling|controls|take|take_over|claim|occupy [the] [abandoned] gate in|at|of ${AREA_EN} {area:area} with|using [the|my] {unit:unit}`,
    ]),
  },
  build: (slots) => ({ type: 'control-gate', area: slots.area as string, unit: slots.unit as string }),
  print: (order, tools) =>
    candidates(tools, (t) =>
      t.lang === 'es'
        ? `Controlo el portal de ${t.name('area', order.area)} con ${t.name('unit', order.unit)}`
        : `Control the gate in ${t.name('area', order.area)} with ${t.name('unit', order.unit)}`,
    ),
};

type AbandonGate = Extract<Action, { type: 'abandon-gate' }>;
export const abandonGateGrammar: Grammar<AbandonGate> = {
  kind: 'abandon-gate',
  usage: usage('usage.abandon-gate'),
  patterns: {
    es: [`abandono|abandonar|abandona|abandonamos|dejo|dejar [el] portal de|en ${AREA_ES} {area:area}`],
    en: withSubject([`abandon|abandoning|abandons|leave [the] gate in|at|of ${AREA_EN} {area:area}`]),
  },
  build: (slots) => ({ type: 'abandon-gate', area: slots.area as string }),
  print: (order, tools) =>
    candidates(tools, (t) => (t.lang === 'es' ? `Abandono el portal de ${t.name('area', order.area)}` : `Abandon the gate in ${t.name('area', order.area)}`)),
};

type Capture = Extract<Action, { type: 'capture' }>;
export const captureGrammar: Grammar<Capture> = {
  kind: 'capture',
  usage: usage('usage.capture'),
  patterns: {
    es: ['capturo|capturar|captura|capturamos [a|al] [el|la] {unit:foe}'],
    en: withSubject(['capture|capturing|captures [the] {unit:foe}']),
  },
  build: (slots) => ({ type: 'capture', unit: slots.unit as string }),
  print: (order, tools) => candidates(tools, (t) => (t.lang === 'es' ? `Capturo ${t.name('foe', order.unit)}` : `Capture ${t.name('foe', order.unit)}`)),
};

const BATTLE_ES = 'lucho|luchar|lucha|luchamos|ataco|atacar|ataca|atacamos|combato|combatir|batallo|batalla|peleo|pelear';
const BATTLE_EN = 'battle|battling|battles|attack|attacking|attacks|fight|fighting|fights';
type Battle = Extract<Action, { type: 'battle' }>;
export const battleGrammar: Grammar<Battle> = {
  kind: 'battle',
  usage: usage('usage.battle'),
  patterns: {
    es: [
      `${BATTLE_ES} [contra|a|al|a_la|con] {opponent:player} en ${AREA_ES} {area:area}`,
      `${BATTLE_ES} en ${AREA_ES} {area:area} [contra|a|al|a_la|con] {opponent:player}`,
      `${BATTLE_ES} en ${AREA_ES} {area:area}`,
    ],
    en: withSubject([
      `${BATTLE_EN} [against|with] {opponent:player} in|at ${AREA_EN} {area:area}`,
      `${BATTLE_EN} in|at ${AREA_EN} {area:area} [against|with] {opponent:player}`,
      `${BATTLE_EN} in|at ${AREA_EN} {area:area}`,
    ]),
  },
  build(slots, tools) {
    const ctx = tools.ctx;
    const area = slots.area as string;
    const given = str(slots.opponent);
    if (given !== undefined) return { type: 'battle', area, opponent: given };
    // Without "contra": the only other faction with units in the area (noted).
    const others = [...new Set(ctx.world.units.filter((u) => u.owner !== ctx.player && ctx.state.units[u.id] === area).map((u) => u.owner))];
    const areaText = areaName(ctx.world, area, ctx.lang);
    if (others.length === 1) {
      tools.note(say(ctx, 'note.opponent', { player: tools.label('player', others[0]!), area: areaText }));
      return { type: 'battle', area, opponent: others[0]! };
    }
    if (others.length === 0) return { problem: say(ctx, 'problem.noOpponent', { area: areaText }) };
    return {
      problem: say(ctx, 'problem.whichOpponent', {
        area: areaText,
        names: joinList(
          others.map((p) => tools.label('player', p)),
          ctx.lang,
          'or',
        ),
      }),
    };
  },
  print: (order, tools) =>
    candidates(tools, (t) =>
      t.lang === 'es'
        ? `Lucho contra ${t.name('player', order.opponent)} en ${t.name('area', order.area)}`
        : `Battle ${t.name('player', order.opponent)} in ${t.name('area', order.area)}`,
    ),
};

export const useGrammar: Grammar<UseLine> = {
  kind: 'use',
  usage: usage('usage.use'),
  patterns: {
    es: [
      'uso|usar|usa|usamos|activo|activar|lanzo|lanzar|declaro|declarar|juego|jugar [la|el|las|los|mi|mis] [habilidad|habilidades|hechizo|hechizos] {abilities:ability+}',
      'habilidad|habilidades {abilities:ability+}',
    ],
    en: withSubject([
      'use|using|uses|activate|cast|declare|play [the|my] [ability|abilities|spell|spells] {abilities:ability+}',
      'ability|abilities {abilities:ability+}',
    ]),
  },
  build: (slots) => ({ type: 'use', abilities: [...(slots.abilities as readonly string[])] }),
  print: (order, tools) =>
    candidates(tools, (t) => (t.lang === 'es' ? `Uso ${t.list('ability', order.abilities)}` : `Use ${t.list('ability', order.abilities)}`)),
};

/** "Paso" and "Pass" alone are also the framework's "no orders": grammar.ts reads them as a pass when passing is open. */
export const passGrammar: Grammar<{ type: 'pass' }> = {
  kind: 'pass',
  usage: usage('usage.pass'),
  patterns: {
    es: ['paso|pasar|pasa|pasamos [el|mi] [turno]'],
    en: withSubject(['pass|passing|passes [my|the] [turn]']),
  },
  build: () => ({ type: 'pass' }),
  print: (_order, tools) => [tools.lang === 'es' ? 'Paso el turno' : 'Pass my turn'],
};

type Reveal = Extract<Action, { type: 'reveal-signs' }>;
export const revealGrammar: Grammar<Reveal> = {
  kind: 'reveal-signs',
  usage: usage('usage.reveal-signs'),
  patterns: {
    es: ['revelo|revelar|revela|revelamos [el|los|mi|mis] [signo|signos|signo_arcano|signos_arcanos] {signs:sign+}'],
    en: withSubject(['reveal|revealing|reveals [my|the] [elder_sign|elder_signs|sign|signs] {signs:sign+}']),
  },
  build: (slots) => ({ type: 'reveal-signs', signs: [...(slots.signs as readonly string[])] }),
  print: (order, tools) =>
    tools.lang === 'es'
      ? [`Revelo los Signos Arcanos ${tools.list('sign', order.signs)}`, `Revelo ${tools.list('sign', order.signs)}`]
      : [`Reveal Elder Signs ${tools.list('sign', order.signs)}`, `Reveal ${tools.list('sign', order.signs)}`],
};

/** "Nothing more": ends a continued initiative, or declares no battle ability. */
export const doneGrammar: Grammar<{ type: 'done' }> = {
  kind: 'done',
  usage: usage('usage.done'),
  patterns: {
    es: [
      'termino|terminar|termina|terminado|terminada|fin|acabo|acabado|listo|lista',
      'he_terminado|he_acabado|nada_mas|no_hago_nada_mas|sin_mas_acciones|no_mas_acciones|ninguna_accion_mas|me_planto',
      'ninguna_habilidad|sin_habilidades|no_uso_habilidades|no_uso_ninguna_habilidad|no_declaro_habilidades|no_declaro_ninguna_habilidad',
    ],
    en: withSubject([
      'done|end|finished|finish|ready',
      "i'm_done|im_done|end_my_initiative|end_the_initiative|end_initiative|nothing_more|nothing_else|no_more_actions",
      'no_abilities|no_ability|no_ability_used|use_no_abilities|use_no_ability|declare_no_abilities',
    ]),
  },
  build: () => ({ type: 'done' }),
  print: (_order, tools) => [tools.lang === 'es' ? 'Termino' : 'Done'],
};

export const ACTION_KINDS = [
  moveCountGrammar,
  moveGrammar,
  recruitGrammar,
  summonGrammar,
  awakenGrammar,
  buildGateGrammar,
  controlGateGrammar,
  abandonGateGrammar,
  captureGrammar,
  battleGrammar,
  useGrammar,
  passGrammar,
  revealGrammar,
  doneGrammar,
] as unknown as readonly Grammar<LineOrder>[];
