import { describe, expect, test } from 'vitest';
import type { Lang } from '../../../src/engine/core/catalogue.ts';
import { ORDER_TEXT_REASONS, type OrderTextContext, type ParsedOrderText } from '../../../src/engine/core/order-text/index.ts';
import { lordsOfChaos, type LocPlayer } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import type { State } from '../../../src/engine/rulesets/lords-of-chaos/schemas.ts';

/**
 * Orders as text (issue 36) through the descriptor's public face: the default map "El Ojo del Terror" and the
 * demo's four warbands (p1 World Eaters/Kharn/Khorne, p2 Death Guard/Mortarion/Nurgle, p3 Thousand
 * Sons/Ahriman/Tzeentch, p4 Emperor's Children/Lucius/Slaanesh). p1 writes, holding Vraks Prime, Ofidia and
 * Agripinaa (4 actions).
 */

const orderText = lordsOfChaos.orderText!;
const setup = lordsOfChaos.defaultSetup();
const players = lordsOfChaos.demo!.seats.map((seat, i) => lordsOfChaos.playerSchema.parse({ ...seat.data, id: `p${i + 1}`, name: seat.name })) as LocPlayer[];
const start = lordsOfChaos.initialState(setup, players);
const state: State = { ...start, control: { ...start.control, agripinaa: 'p1' } };
const ctx = (lang: Lang, player = 'p1'): OrderTextContext<typeof setup, LocPlayer, State> => ({ setup, players, state, player, lang });

function sheetOf(text: string, lang: Lang = 'es', player = 'p1'): unknown[] {
  const parsed = orderText.parse(text, ctx(lang, player));
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.sheet;
}

function problemsOf(text: string, lang: Lang = 'es'): Extract<ParsedOrderText<unknown[]>, { ok: false }>['problems'] {
  const parsed = orderText.parse(text, ctx(lang));
  if (parsed.ok) throw new Error(`understood: ${JSON.stringify(parsed.sheet)}`);
  return parsed.problems;
}

describe('one order per line, every kind, both languages', () => {
  test.each([
    // invade
    ['Invado Cadia con 3', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Invadir Cadia x3', { type: 'invade', planet: 'cadia', count: 3 }],
    ['invado CADIA ×3', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Ataco a Cadia 3 veces', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Invasión de Cadia con tres invasiones', { type: 'invade', planet: 'cadia', count: 3 }],
    ['3 invasiones a Cadia', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Invado Mordian', { type: 'invade', planet: 'mordian', count: 1 }],
    ['Invado Planeta de los Hechiceros con 2', { type: 'invade', planet: 'planet-of-the-sorcerers', count: 2 }],
    ['Invade Cadia with 3', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Invade Cadia with 3 from Vraks', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Attack Cadia 3 times', { type: 'invade', planet: 'cadia', count: 3 }],
    ['3 invasions of Cadia', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Invasion of Harmonía x2', { type: 'invade', planet: 'harmony', count: 2 }],
    ['Attack on Cadia with three invasions', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Ataque a Cadia 3x', { type: 'invade', planet: 'cadia', count: 3 }],
    ['Invado harmonia con dos', { type: 'invade', planet: 'harmony', count: 2 }],
    ['Invado Vraks con 2', { type: 'invade', planet: 'vraks', count: 2 }], // "Vraks" is the beginning of "Vraks Prime"
    ['Invado Corona', { type: 'invade', planet: 'belis-corona', count: 1 }], // the beginning of a later word
    // alliances
    [
      'Alianza con los Hijos del Emperador contra Mordian',
      { type: 'invade', planet: 'mordian', count: 1, alliance: { members: ['p1', 'p4'], beneficiary: 'p1' } },
    ],
    [
      'Invado Mordian con 2 en alianza con Lucius y la Guardia de la Muerte para Lucius, señor de la guerra Lucius, matan primero Mortarion y yo',
      { type: 'invade', planet: 'mordian', count: 2, alliance: { members: ['p1', 'p2', 'p4'], beneficiary: 'p4', warlord: 'p4', killOrder: ['p2', 'p1'] } },
    ],
    ['Invado Mordian con Slaanesh', { type: 'invade', planet: 'mordian', count: 1, alliance: { members: ['p1', 'p4'], beneficiary: 'p1' } }],
    [
      'Alliance with Death Guard and Emperor’s Children against Mordian with 2 for Mortarion',
      { type: 'invade', planet: 'mordian', count: 2, alliance: { members: ['p1', 'p2', 'p4'], beneficiary: 'p2' } },
    ],
    [
      'Invade Mordian allied with the Thousand Sons for me, warlord Ahriman, kill order Ahriman, me',
      { type: 'invade', planet: 'mordian', count: 1, alliance: { members: ['p1', 'p3'], beneficiary: 'p1', warlord: 'p3', killOrder: ['p3', 'p1'] } },
    ],
    // defend, defendSector
    ['Defiendo Ofidia con 2', { type: 'defend', planet: 'ofidia', count: 2 }],
    ['Defensa de Ofidia x2', { type: 'defend', planet: 'ofidia', count: 2 }],
    ['2 defensas en Ofidia', { type: 'defend', planet: 'ofidia', count: 2 }],
    ['Defend Ofidia with 2', { type: 'defend', planet: 'ofidia', count: 2 }],
    ['Defiendo Fenris', { type: 'defend', planet: 'fenris', count: 1 }], // the planet, not the sector's short name
    ['Defiendo el sector Agripinaa con 2', { type: 'defendSector', sector: 'agripinaa-sector', count: 2 }],
    ['Defiendo el Sector Cadiano', { type: 'defendSector', sector: 'cadian-sector', count: 1 }],
    ['Defiendo Dominios de Medrengard x2', { type: 'defendSector', sector: 'eye-medrengard', count: 2 }],
    ['Defend the Agripinaa sector with 2', { type: 'defendSector', sector: 'agripinaa-sector', count: 2 }],
    ['Defend sector Daemon Worlds', { type: 'defendSector', sector: 'eye-daemon-worlds', count: 1 }],
    // cede, exchanges
    ['Cedo Belis Corona a Mortarion', { type: 'cede', planet: 'belis-corona', to: 'p2' }],
    ['Cedo Vraks a la Guardia de la Muerte a cambio de Sarum', { type: 'cede', planet: 'vraks', to: 'p2', exchangeFor: 'sarum' }],
    ['Intercambio Vraks por Sarum con Mortarion', { type: 'cede', planet: 'vraks', to: 'p2', exchangeFor: 'sarum' }],
    ['Cede Vraks Prime to the Death Guard in exchange for Sarum', { type: 'cede', planet: 'vraks', to: 'p2', exchangeFor: 'sarum' }],
    ['Swap Vraks for Sarum with Mortarion', { type: 'cede', planet: 'vraks', to: 'p2', exchangeFor: 'sarum' }],
    ['Give Ofidia to Ahriman', { type: 'cede', planet: 'ofidia', to: 'p3' }],
    ['Hand over Ofidia to the Thousand Sons', { type: 'cede', planet: 'ofidia', to: 'p3' }],
    ['Cesión de Ofidia a los Mil Hijos', { type: 'cede', planet: 'ofidia', to: 'p3' }],
    ['Canjeo con Mortarion Vraks por Sarum', { type: 'cede', planet: 'vraks', to: 'p2', exchangeFor: 'sarum' }],
    // claimDeed
    ['Reclamo la gesta El Elegido', { type: 'claimDeed', deed: 'chosen' }],
    ['Reclamo Elegido del Caos con el favor de Nurgle', { type: 'claimDeed', deed: 'chosen', choice: 'Nurgle' }],
    ['Gesta: Sin piedad, sin perdón', { type: 'claimDeed', deed: 'no_mercy' }],
    ['Reclamo ¡Cráneos para el trono de cráneos!', { type: 'claimDeed', deed: 'skulls' }],
    ['Reclamo la gesta Plaga de Nurgle', { type: 'claimDeed', deed: 'plague' }], // the deed, not "Plaga" with Nurgle's favour
    ['Reclamo la caida de cadia', { type: 'claimDeed', deed: 'fall_of_cadia' }],
    ['Claim the deed Chosen of Chaos with the favour of Tzeentch', { type: 'claimDeed', deed: 'chosen', choice: 'Tzeentch' }],
    ['Claim Warlord', { type: 'claimDeed', deed: 'warlord' }],
    ['Deed: Avatar', { type: 'claimDeed', deed: 'avatar' }],
    ['Reclamo Elegido del Caos (Slaanesh)', { type: 'claimDeed', deed: 'chosen', choice: 'Slaanesh' }],
    ['Claim fall_of_cadia', { type: 'claimDeed', deed: 'fall_of_cadia' }],
  ])('%s', (text, order) => {
    expect(sheetOf(text)).toEqual([order]);
    expect(sheetOf(text, 'en')).toEqual([order]); // the message language never changes what is read
  });
});

describe('forum noise', () => {
  test.each([
    ['[b]Invado Cadia con 3[/b]'],
    ['[color=red][size=14]Invado Cadia con 3[/size][/color]'],
    ['1. Invado Cadia con 3.'],
    ['2) Invado Cadia con 3!'],
    ['- Invado Cadia con 3'],
    ['• Invado Cadia con 3;'],
    ['**Invado Cadia con 3**'],
    ['> Invado Cadia con 3'],
    ['Orden 1: Invado Cadia con 3'],
    ['Action 2 - Invado Cadia con 3'],
    ['[list][*]Invado Cadia con 3[/list]'],
    ['<b>Invado Cadia con 3</b>'],
    ['Invado «Cadia» con 3'],
    ['   INVADO   cadía   CON   3   '],
  ])('%s', (text) => {
    expect(sheetOf(text)).toEqual([{ type: 'invade', planet: 'cadia', count: 3 }]);
  });

  test('blank lines, headings, comments and several orders on one line keep their line numbers', () => {
    const text = [
      '[b]Turno 1[/b]',
      '',
      'Mis órdenes:',
      '// esto no es una orden',
      'Invado Cadia; Defiendo Ofidia',
      '((OOC: vuelvo el lunes))',
      '[list][*]Cedo Vraks a Mortarion[*]Reclamo Avatar[/list]',
    ].join('\n');
    const parsed = orderText.parse(text, ctx('es'));
    expect(parsed.ok && parsed.sources).toEqual([
      { line: 5, text: 'Invado Cadia' },
      { line: 5, text: 'Defiendo Ofidia' },
      { line: 7, text: 'Cedo Vraks a Mortarion' },
      { line: 7, text: 'Reclamo Avatar' },
    ]);
  });

  test('a heading that starts an order is put before the lines under it', () => {
    const text = 'Invasiones:\n- Cadia x3\n- Mordian\nDefensas:\n- Ofidia x2\nGestas:\n- Avatar\nCesiones:\n- Vraks a Mortarion';
    expect(sheetOf(text)).toEqual([
      { type: 'invade', planet: 'cadia', count: 3 },
      { type: 'invade', planet: 'mordian', count: 1 },
      { type: 'defend', planet: 'ofidia', count: 2 },
      { type: 'claimDeed', deed: 'avatar' },
      { type: 'cede', planet: 'vraks', to: 'p2' },
    ]);
  });

  test('English headings too', () => {
    expect(sheetOf('Invasions:\n- Cadia x3\nDefences:\n- Ofidia\nCessions:\n- Vraks to Lucius\nDeeds:\n- Avatar', 'en')).toEqual([
      { type: 'invade', planet: 'cadia', count: 3 },
      { type: 'defend', planet: 'ofidia', count: 1 },
      { type: 'cede', planet: 'vraks', to: 'p4' },
      { type: 'claimDeed', deed: 'avatar' },
    ]);
  });

  test('"Sin órdenes" / "No orders" alone is the empty sheet; an empty text is not', () => {
    expect(sheetOf('Sin órdenes')).toEqual([]);
    expect(sheetOf('[b]No orders.[/b]', 'en')).toEqual([]);
    expect(problemsOf('')).toMatchObject([{ line: 0, reason: 'empty_text' }]);
    expect(problemsOf('\n  \n[b][/b]\n')).toMatchObject([{ line: 0, reason: 'empty_text' }]);
  });
});

describe('a full turn', () => {
  // The sheet the order form makes for these orders (members sorted, the writer among them, count always).
  const FORM_SHEET = [
    { type: 'invade', planet: 'cadia', count: 2 },
    { type: 'defend', planet: 'ofidia', count: 1 },
    { type: 'invade', planet: 'mordian', count: 1, alliance: { members: ['p1', 'p4'], beneficiary: 'p1' } },
    { type: 'cede', planet: 'vraks', to: 'p2', exchangeFor: 'sarum' },
    { type: 'claimDeed', deed: 'no_mercy' },
  ];
  const SPANISH = `[b]Turno 1 — Devoradores de Mundos[/b]

1. Invado Cadia con 2 desde Vraks
2. Defiendo Ofidia
3. Alianza con los Hijos del Emperador contra Mordian, para los Devoradores de Mundos
4. Cedo Vraks Prime a la Guardia de la Muerte a cambio de Sarum
5. Reclamo la gesta Sin piedad, sin perdón`;
  const ENGLISH = `[b]Turn 1[/b]

- Invade Cadia with 2 from Vraks
- Defend Ofidia
- Alliance with the Emperor's Children against Mordian, for the World Eaters
- Cede Vraks Prime to the Death Guard in exchange for Sarum
- Claim the deed No Mercy, No Forgiveness`;

  test.each([
    ['es', SPANISH],
    ['en', ENGLISH],
  ] as const)('%s: the same sheet as the form, legal in the position', (lang, text) => {
    const parsed = orderText.parse(text, ctx(lang));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.sheet).toEqual(FORM_SHEET);
    expect(parsed.sources.map((s) => s.line)).toEqual([3, 4, 5, 6, 7]);
    expect(lordsOfChaos.checkSheet(setup, players, state, 'p1', parsed.sheet, lang).errors).toEqual([]);
    // "from Vraks" is read and changes nothing; the note says so, on its line.
    expect(parsed.notes.map((n) => n.line)).toEqual([3]);
  });

  test('the canonical text of the sheet in each language parses back to it', () => {
    for (const lang of ['es', 'en'] as const) {
      const text = orderText.print(FORM_SHEET, ctx(lang));
      expect(sheetOf(text, lang)).toEqual(FORM_SHEET);
      expect(sheetOf(text, lang === 'es' ? 'en' : 'es')).toEqual(FORM_SHEET);
    }
    expect(orderText.print(FORM_SHEET, ctx('es')).split('\n')).toEqual([
      'Invado Cadia con 2',
      'Defiendo Ofidia',
      "Invado Mordian en alianza con Emperor's Children para World Eaters",
      'Cedo Vraks Prime a Death Guard a cambio de Sarum',
      'Reclamo la gesta Sin piedad, sin perdón',
    ]);
    expect(orderText.print(FORM_SHEET, ctx('en')).split('\n')).toEqual([
      'Invade Cadia with 2',
      'Defend Ofidia',
      "Invade Mordian allied with Emperor's Children for World Eaters",
      'Cede Vraks Prime to Death Guard in exchange for Sarum',
      'Claim the deed No Mercy, No Forgiveness',
    ]);
    expect(orderText.print([], ctx('es'))).toBe('Sin órdenes');
  });
});

describe('problems name their line', () => {
  test.each([
    ['Invado Cadiaa con 3', 'unknown_name', 'Línea 2: no conozco «Cadiaa» como planeta en esta partida. ¿Querías decir Cadia?'],
    ['Inavdo Cadia', 'unrecognised_order', 'Línea 2: no entiendo «Inavdo Cadia».'],
    ['Hola a todos', 'unrecognised_order', 'Línea 2: no entiendo «Hola a todos».'],
    ['Invado Cadia con 0', 'bad_number', 'Línea 2: 0 no vale como número: tiene que estar entre 1 y 1000.'],
    ['Invado Cadia con 1001', 'bad_number', 'Línea 2: 1001 no vale'],
    ['Defiendo', 'malformed_order', 'Línea 2: «Defiendo» no tiene la forma de esa orden; escríbela así: «Defiendo <planeta> con <n>».'],
    ['Cedo Vraks', 'malformed_order', 'Línea 2: «Cedo Vraks» no tiene la forma de esa orden'],
    [
      'Cedo Vraks a Nadie',
      'unknown_name',
      "Línea 2: no conozco «Nadie» como banda o jugador en esta partida. Opciones: World Eaters, Death Guard, Thousand Sons y Emperor's Children.",
    ],
    ['Reclamo la gesta Señor', 'ambiguous_name', 'Línea 2: «Señor» puede ser «Señor del Ojo del Terror» o «Señor de la Guerra»: escribe el nombre completo.'],
    ['Alianza con Kharn contra Mordian', 'malformed_order', 'Línea 2: una alianza necesita al menos otra banda además de la tuya.'],
    ['Invado Mordian para Lucius', 'malformed_order', 'Línea 2: el beneficiario, el Señor de la Guerra y el orden de bajas son términos de una alianza'],
    ['Invado Cadia desde Fenrys', 'unknown_name', 'Línea 2: no conozco «Fenrys» como planeta en esta partida. ¿Querías decir Fenris?'],
    ['Sin órdenes', 'none_with_orders', 'Línea 2: «Sin órdenes» dice que no das órdenes'],
    [`Invado ${'Cadia '.repeat(100)}`, 'line_too_long', 'Línea 2: es demasiado larga'],
  ])('%s', (line, reason, message) => {
    const problems = problemsOf(`Defiendo Ofidia\n${line}\nReclamo Avatar`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, text: line.trim(), reason });
    expect(problems[0]!.message.startsWith(message)).toBe(true);
    expect(ORDER_TEXT_REASONS).toContain(problems[0]!.reason);
  });

  test('in English too, with the suggestions as data', () => {
    expect(problemsOf('Invade Vraks Prme with 2\nDefend Ofidai', 'en')).toEqual([
      {
        line: 1,
        text: 'Invade Vraks Prme with 2',
        reason: 'unknown_name',
        message: 'Line 1: there is no planet called “Vraks Prme” in this game. Did you mean Vraks Prime?',
        suggestions: ['Vraks Prime'],
      },
      {
        line: 2,
        text: 'Defend Ofidai',
        reason: 'unknown_name',
        message: 'Line 2: there is no planet called “Ofidai” in this game. Did you mean Ofidia?',
        suggestions: ['Ofidia'],
      },
    ]);
  });

  test('every bad line is reported, and nothing is understood while one is', () => {
    const parsed = orderText.parse('Invado Cadiaa\nDefiendo Ofidia\nBlah\nCedo Vraks a Nadie', ctx('en'));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.map((p) => [p.line, p.reason])).toEqual([
      [1, 'unknown_name'],
      [3, 'unrecognised_order'],
      [4, 'unknown_name'],
    ]);
  });

  test('a text over the size limit is refused as a whole', () => {
    expect(problemsOf('Invado Cadia\n'.repeat(5000))).toMatchObject([{ line: 0, reason: 'text_too_long' }]);
  });

  test('more orders than a sheet holds', () => {
    expect(problemsOf('Invado Cadia\n'.repeat(501))).toMatchObject([{ line: 0, reason: 'too_many_orders' }]);
  });
});

describe('what the rules refuse is pinned to the line of its order', () => {
  test('out of reach: the planets within reach; not held: what is held', () => {
    const parsed = orderText.parse('Defiendo Ofidia\nInvado Temporia\nCedo Cadia a Lucius\nDefiendo el sector Fenris', ctx('en'));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const { errors } = lordsOfChaos.checkSheet(setup, players, state, 'p1', parsed.sheet, 'en');
    const pinned = orderText.pin(errors, parsed, ctx('en'));
    expect(pinned.map((p) => [p.line, p.index, p.reason])).toEqual([
      [2, 1, 'unreachable'],
      [3, 2, 'not_owner'],
      [4, 3, 'not_owner'],
    ]);
    expect(pinned[0]!.message).toBe(
      'Line 2: Out of reach: the target must be in a subsector where you control a planet, or in an adjacent one. ' +
        'Within reach: Medusa, Vostroya, Mordian, Cadia, Nemesis Tessera, Planet of the Sorcerers, Plague Planet, Skalathrax and Drakaasi.',
    );
    expect(pinned[1]!.message).toContain('Your planets: Agripinaa, Ofidia and Vraks Prime.');
    expect(pinned[2]!.message).toContain('Sectors you control entirely: none.');
  });
});

describe('notes', () => {
  test('"desde X" changes nothing, and says so; an alliance without a beneficiary is the writer\'s', () => {
    const parsed = orderText.parse('Invado Cadia desde Vraks\nInvado Cadia desde Fenris\nAlianza con Lucius contra Mordian', ctx('es'));
    expect(parsed.ok && parsed.notes.map((n) => n.message)).toEqual([
      'Línea 1: «desde Vraks Prime» no cambia nada: el alcance sale de todos los subsectores donde tienes planetas y el coste es el mismo (reglas §5).',
      'Línea 2: «desde Fenris» no cambia nada: el alcance sale de todos los subsectores donde tienes planetas y el coste es el mismo (reglas §5). Además, Fenris no es tuyo al empezar el turno.',
      'Línea 3: no dices quién recibe el planeta: se lo queda World Eaters. Tus aliados deben escribir lo mismo («para World Eaters») o la alianza no vale.',
    ]);
  });
});
