import { translate, type Catalogue, type Lang, type Params, type Text } from '../../core/catalogue.ts';
import type { Reason } from './reasons.ts';
import type { Mission, Setup } from './setup.ts';
import type { State } from './state.ts';
import { REPORT_MESSAGES } from './messages-report.ts';

const m = (es: string, en: string) => ({ es, en });
const p = (es: [string, string], en: [string, string]) => ({ es: { one: es[0], other: es[1] }, en: { one: en[0], other: en[1] } });

/** Reason messages (every code of reasons.ts; the catalogue test checks both languages). */
const REASON_MESSAGES: Record<`reason.${Reason}`, { es: string | { one: string; other: string }; en: string | { one: string; other: string } }> = {
  'reason.game_over': m('La misión ha terminado.', 'The mission is over.'),
  'reason.not_asked': m('No se te pide ninguna decisión ahora.', 'You are not asked to decide anything now.'),
  'reason.wrong_kind': m('Ahora se espera una respuesta de tipo «{kind}».', 'An answer of kind "{kind}" is expected now.'),
  'reason.invalid_answer': m('La respuesta no tiene la forma pedida.', 'The answer does not have the shape asked for.'),
  'reason.too_many_credits': p(
    ['Solo puedes comprar {n} crédito (5 puntos cada uno).', 'Solo puedes comprar {n} créditos (5 puntos cada uno).'],
    ['You can buy only {n} credit (5 points each).', 'You can buy only {n} credits (5 points each).'],
  ),
  'reason.unknown_card': m('No existe la carta {card}.', 'There is no card {card}.'),
  'reason.card_gone': m('No quedan cartas {card} en el búnker.', 'No {card} card is left in the supply bunker.'),
  'reason.rank_too_low': m('Tu grupo no tiene el rango que pide {card}.', 'Your group lacks the rank {card} requires.'),
  'reason.over_budget': m('{card} cuesta más créditos de los que te quedan.', '{card} costs more credits than you have left.'),
  'reason.pick_needs_trooper': m('Di a qué Doomtrooper va la carta.', 'Say which Doomtrooper gets the card.'),
  'reason.not_your_trooper': m('{trooper} no es de tu grupo.', '{trooper} is not in your group.'),
  'reason.weapon_taken': m('{trooper} ya lleva una carta de arma (una por Doomtrooper).', '{trooper} already carries a weapon card (one per Doomtrooper).'),
  'reason.specialist_melee': m(
    'Tu especialista cuerpo a cuerpo necesita un arma de 3 o más dados cuerpo a cuerpo; {card} no lo es.',
    'Your close-combat specialist needs a weapon with 3 or more close-combat dice; {card} is not one.',
  ),
  'reason.requires_card': m(
    '{card} se monta sobre otra carta que este Doomtrooper no lleva.',
    '{card} is mounted on another card this Doomtrooper does not carry.',
  ),
  'reason.duplicate_equipment': m('Este Doomtrooper ya lleva {card}.', 'This Doomtrooper already carries {card}.'),
  'reason.unknown_entrance': m('No hay ninguna entrada {entrance}.', 'There is no entrance {entrance}.'),
  'reason.not_a_trooper_entrance': m('{entrance} es una entrada de la Legión.', '{entrance} is a Legion entrance.'),
  'reason.entrance_locked': m(
    'Tus dos Doomtroopers usan la misma entrada: ya elegiste otra, no {entrance}.',
    'Both your Doomtroopers use the same entrance: you already chose another one, not {entrance}.',
  ),
  'reason.empty_turn': m(
    'No has dado ninguna orden: elige una entrada, una carta o una activación, o termina el turno.',
    'You gave no order: choose an entrance, a card or an activation, or end the turn.',
  ),
  'reason.entrance_required': m('Elige antes por qué entrada entra tu grupo.', 'Choose first the entrance your group comes in by.'),
  'reason.unknown_figure': m('No existe esa figura.', 'There is no such figure.'),
  'reason.not_your_figure': m('Esa figura no es tuya.', 'That figure is not yours.'),
  'reason.figure_done': m(
    'Esa figura ya terminó este turno (una termina antes de que empiece otra).',
    'That figure has finished this turn (one finishes before another starts).',
  ),
  'reason.figure_out': m('Esa figura ya no está en la misión.', 'That figure is no longer in the mission.'),
  'reason.duplicate_activation': m('Cada figura actúa una sola vez por respuesta.', 'Each figure acts once per answer.'),
  'reason.action_limit': p(
    ['Como mucho {n} acción por turno.', 'Como mucho {n} acciones por turno.'],
    ['At most {n} action per turn.', 'At most {n} actions per turn.'],
  ),
  'reason.no_extra_actions': m('No quedan acciones Extra en la reserva de tu grupo.', "No Extra actions left in your group's pool."),
  'reason.actions_after_reveal': m(
    'Un movimiento anterior revela cartas de monstruo: la Legión coloca antes las criaturas; manda el resto después.',
    'An earlier move reveals monster cards: the Legion places the creatures first; send the rest afterwards.',
  ),
  'reason.move_needs_path': m('Esta misión tiene cuadrícula: indica las casillas del camino.', 'This mission has a grid: give the squares of the path.'),
  'reason.move_needs_section': m('Indica la sección a la que mueves.', 'Give the section you move to.'),
  'reason.path_too_long': p(
    ['Un movimiento son como mucho {n} casilla.', 'Un movimiento son como mucho {n} casillas.'],
    ['A move is at most {n} square.', 'A move is at most {n} squares.'],
  ),
  'reason.not_a_square': m('{square} no es una casilla del tablero.', '{square} is not a square of the board.'),
  'reason.not_adjacent_step': m(
    'No se puede pasar a {square}: no es vecina o hay una pared.',
    'Cannot step to {square}: not a neighbour, or a wall is in the way.',
  ),
  'reason.square_occupied': m('{square} está ocupada: no se atraviesan figuras.', '{square} is taken: figures cannot be passed through.'),
  'reason.must_enter_at_entrance': m(
    'Desde fuera se entra por una casilla de la entrada, no por {square}.',
    'From outside you step onto a square of the entrance, not {square}.',
  ),
  'reason.exit_not_here': m(
    'Solo se sale del tablero desde una casilla de entrada, como último paso.',
    'You leave the board only from an entrance square, as the last step.',
  ),
  'reason.cannot_leave': m('Las criaturas de la Legión no salen del tablero.', 'Creatures of the Legion do not leave the board.'),
  'reason.unknown_section': m('La misión no tiene sección {section}.', 'The mission has no section {section}.'),
  'reason.use_path_off': m('Con cuadrícula se sale con «off» al final del camino.', 'With a grid you leave with "off" at the end of the path.'),
  'reason.no_exit_here': m('En esta sección no hay ninguna entrada por la que salir.', 'This section has no entrance to leave by.'),
  'reason.not_on_board': m('La figura tiene que estar en el tablero.', 'The figure must stand on the board.'),
  'reason.unknown_target': m('No existe el blanco {target}.', 'There is no target {target}.'),
  'reason.target_not_on_board': m('{target} no está en el tablero.', '{target} is not on the board.'),
  'reason.target_not_enemy': m('{target} no es un enemigo.', '{target} is not an enemy.'),
  'reason.target_is_doomtrooper': m('No se ataca a propósito a un Doomtrooper ({target}).', 'You do not attack a Doomtrooper on purpose ({target}).'),
  'reason.no_weapon_for_mode': m('El arma no permite el ataque «{mode}».', 'The weapon cannot make a "{mode}" attack.'),
  'reason.not_adjacent': m(
    '{target} no está en una casilla vecina (sin pared en medio).',
    '{target} is not on a neighbouring square (without a wall between).',
  ),
  'reason.target_adjacent': m('{target} está al lado: el ataque tiene que ser cuerpo a cuerpo.', '{target} is next to you: the attack must be close combat.'),
  'reason.out_of_range': m('Fuera del alcance del arma.', "Beyond the weapon's range."),
  'reason.no_line_of_sight': m('No hay vista libre (pared o figura en medio).', 'No line of sight (a wall or a figure in the way).'),
  'reason.engaged': m('Con un enemigo al lado no se dispara (opción de la partida).', 'No firing with an enemy next to you (game option).'),
  'reason.twin_needs_two': m('Hacen falta dos blancos distintos.', 'Two different targets are needed.'),
  'reason.sweep_start': m('El barrido empieza en una casilla vecina.', 'The sweep starts on a neighbouring square.'),
  'reason.needs_square': m('Indica la casilla.', 'Give the square.'),
  'reason.targets_needed': m('Sin cuadrícula, di qué figuras alcanza el ataque.', 'Without a grid, say which figures the attack reaches.'),
  'reason.card_not_in_hand': m('No tienes la carta {card}.', 'You do not hold the card {card}.'),
  'reason.card_target_required': m('Ese efecto necesita un Doomtrooper tuyo como objetivo.', 'That effect needs one of your Doomtroopers as its target.'),
  'reason.card_target_invalid': m('{target} no es un Doomtrooper tuyo en la misión.', '{target} is not one of your Doomtroopers in the mission.'),
  'reason.placement_missing': m('Falta colocar {creature}.', '{creature} still has to be placed.'),
  'reason.placement_unknown': m('{creature} no está esperando a ser colocada.', '{creature} is not waiting to be placed.'),
  'reason.placement_duplicate': m('{creature} aparece dos veces.', '{creature} appears twice.'),
  'reason.wrong_section': m('{square} no está en la sección {section}.', '{square} is not in section {section}.'),
  'reason.next_to_trooper': m('No se coloca junto al Doomtrooper que entró ({square}).', 'Not next to the Doomtrooper who came in ({square}).'),
  'reason.no_cards_there': m('La sección {section} no tiene cartas boca abajo.', 'Section {section} has no face-down cards.'),
  'reason.reinforcement_missing': m('Elige la entrada de {creature}.', 'Choose the entrance of {creature}.'),
  'reason.reinforcement_unknown': m('{creature} no es un refuerzo por colocar.', '{creature} is not a reinforcement to place.'),
  'reason.card_not_now': m(
    'Ese efecto de {card} responde a un ataque: juégalo cuando se tiren los dados de un ataque contra tus Doomtroopers, antes del daño.',
    'That effect of {card} answers an attack: play it when an attack on your Doomtroopers has been rolled, before its damage.',
  ),
  'reason.not_a_legion_entrance': m('{entrance} no es una entrada de la Legión.', '{entrance} is not a Legion entrance.'),
  'reason.not_on_citadel_walls': m(
    'Los refuerzos solo entran en secciones que lindan por dos lados con los muros del citadel; {entrance} no da a una de ellas.',
    'Reinforcements come in only on sections bordering the citadel walls with two sides; {entrance} does not lead into one.',
  ),
};

export const MESSAGES = {
  ...REASON_MESSAGES,
  ...REPORT_MESSAGES,
  'game.name': m('Kampen om citadellet (El asedio del citadel)', 'Siege of the Citadel (Kampen om citadellet)'),
  'game.summary': m(
    'Mutant Chronicles: un jugador de la Legión Oscura contra hasta cuatro grupos de Doomtroopers; rondas, acciones, combate, kevlar, rangos, créditos y campañas.',
    'Mutant Chronicles: one Dark Legion player against up to four Doomtrooper groups; rounds, actions, combat, kevlar, ranks, credits and campaigns.',
  ),
  'corp.bauhaus': m('Bauhaus', 'Bauhaus'),
  'corp.imperial': m('Imperial', 'Imperial'),
  'corp.cybertronic': m('Cybertronic', 'Cybertronic'),
  'corp.capitol': m('Capitol', 'Capitol'),
  'corp.mishima': m('Mishima', 'Mishima'),
  'ability.bauhaus': m('+1 dado con armas de fuego', '+1 die with firearms'),
  'ability.imperial': m('+1 acción Extra al empezar cada turno', '+1 Extra action at the start of each turn'),
  'ability.cybertronic': m('dos dados de kevlar', 'two kevlar dice'),
  'ability.capitol': m('+1 carta Doomtrooper', '+1 Doomtrooper card'),
  'ability.mishima': m('mueve 4 casillas por movimiento', 'moves 4 squares per move'),
  'role.legion': m('Legión Oscura', 'Dark Legion'),
  'role.corporation': m('Corporación', 'Corporation'),
  'colour.white': m('blanco', 'white'),
  'colour.red': m('rojo', 'red'),
  'colour.black': m('negro', 'black'),
  'dice.white': p(['{n} dado blanco', '{n} dados blancos'], ['{n} white die', '{n} white dice']),
  'dice.red': p(['{n} dado rojo', '{n} dados rojos'], ['{n} red die', '{n} red dice']),
  'dice.black': p(['{n} dado negro', '{n} dados negros'], ['{n} black die', '{n} black dice']),
  'mode.melee': m('cuerpo a cuerpo', 'close combat'),
  'mode.ranged': m('disparo', 'firearm'),
  'mode.twin': m('dos blancos', 'two targets'),
  'mode.sweep': m('barrido', 'sweep'),
  'mode.line': m('línea de fuego', 'line of fire'),
  'mode.grenade': m('granada', 'grenade'),
  'action.move': m('Mover', 'Move'),
  'action.attack': m('Atacar', 'Attack'),
  'action.withdraw': m('Salir del tablero', 'Leave the board'),
  'direction.cw': m('horario', 'clockwise'),
  'direction.ccw': m('antihorario', 'counter-clockwise'),
  'kind.buy-credits': m('Comprar créditos', 'Buy credits'),
  'kind.draft': m('Búnker de equipo', 'Equipment draft'),
  'kind.doomtroopers': m('Turno de Doomtroopers', 'Doomtrooper turn'),
  'kind.place-monsters': m('Colocar criaturas', 'Place creatures'),
  'kind.reveal-card': m('Revelar carta de monstruo', 'Reveal a monster card'),
  'kind.legion': m('Turno de la Legión', "Legion's turn"),
  'kind.play-card': m('Jugar carta Doomtrooper', 'Play a Doomtrooper card'),
  'kind.react': m('Carta antes del daño', 'A card before the damage'),
  'prompt.buy-credits': p(
    ['Tienes {points} puntos: ¿cuántos créditos compras a 5 puntos (hasta {n})?', 'Tienes {points} puntos: ¿cuántos créditos compras a 5 puntos (hasta {n})?'],
    [
      'You have {points} points: how many credits do you buy at 5 points (up to {n})?',
      'You have {points} points: how many credits do you buy at 5 points (up to {n})?',
    ],
  ),
  'prompt.draft': m(
    'Toma una carta del búnker para uno de tus Doomtroopers (te quedan {budget} créditos de presupuesto), o pasa.',
    'Take one card from the bunker for one of your Doomtroopers ({budget} credits of budget left), or pass.',
  ),
  'prompt.doomtroopers-first': m(
    'Tu turno: elige la entrada y las acciones de tus Doomtroopers, uno tras otro ({extra} acciones Extra en la reserva).',
    "Your turn: choose the entrance and your Doomtroopers' actions, one after the other ({extra} Extra actions in the pool).",
  ),
  'prompt.doomtroopers': m(
    'Tu turno: acciones de tus Doomtroopers, uno tras otro ({extra} acciones Extra en la reserva).',
    "Your turn: your Doomtroopers' actions, one after the other ({extra} Extra actions in the pool).",
  ),
  'prompt.place-monsters': p(
    ['Coloca la criatura revelada en su sección.', 'Coloca las {n} criaturas reveladas en su sección.'],
    ['Place the revealed creature in its section.', 'Place the {n} revealed creatures in their section.'],
  ),
  'prompt.place-monsters-nogrid': p(
    ['La criatura revelada está en su sección: puedes anotar dónde.', 'Las {n} criaturas reveladas están en su sección: puedes anotar dónde.'],
    ['The revealed creature is in its section: you may note where.', 'The {n} revealed creatures are in their section: you may note where.'],
  ),
  'prompt.reveal-card': m(
    'Quedan cartas de monstruo boca abajo: elige la sección cuya carta revelas.',
    'Face-down monster cards remain: choose the section whose card you reveal.',
  ),
  'prompt.legion': p(
    [
      'Turno de la Legión: refuerzos y acciones de tu criatura (2 acciones).',
      'Turno de la Legión: refuerzos y acciones de tus {n} criaturas (2 acciones cada una, una tras otra).',
    ],
    [
      "The Legion's turn: reinforcements and your creature's actions (2 actions).",
      "The Legion's turn: reinforcements and the actions of your {n} creatures (2 actions each, one after the other).",
    ],
  ),
  'prompt.play-card': m('Puedes jugar ahora una carta Doomtrooper (uno de sus dos efectos).', 'You may play a Doomtrooper card now (one of its two effects).'),
  'prompt.react': m(
    'Ya se tiraron los dados del ataque de {attacker}: {targets}. Antes del daño (y del kevlar) puedes jugar una carta Doomtrooper, o pasar.',
    "{attacker}'s attack has been rolled: {targets}. Before the damage (and kevlar) you may play a Doomtrooper card, or pass.",
  ),
  'prompt.react-target': p(['{trooper} recibe {n} impacto', '{trooper} recibe {n} impactos'], ['{trooper} takes {n} hit', '{trooper} takes {n} hits']),
  'hint.points-left': m('te quedan {n} puntos', '{n} points left'),
  'hint.card': m('coste {cost}, rango {rank}', 'cost {cost}, rank {rank}'),
  'choice.effect': m('Efecto {n}', 'Effect {n}'),
  'field.play-card.choice': m('¿Juegas una carta?', 'Play a card?'),
  'choice.play-card.play': m('Jugar una carta', 'Play a card'),
  'choice.play-card.decline': m('No jugar ninguna carta (se queda en la mano)', "Don't play a card (it stays in your hand)"),
  'field.end-turn': m('Terminar el turno', 'End turn'),
  'help.end-turn': m('Tus figuras que aún no han actuado ya no actúan en este turno.', 'Your figures that have not acted yet do not act this turn.'),
  'field.hold': m('Mantener abierto el turno de la figura (sigue en el próximo paso)', "Keep the figure's turn open (it goes on in the next step)"),
  'choice.off': m('off (salir del tablero por la entrada)', 'off (leave the board by the entrance)'),
  'hint.face-down': p(['{n} carta boca abajo', '{n} cartas boca abajo'], ['{n} face-down card', '{n} face-down cards']),
  section: m('Sección {id}', 'Section {id}'),
  'creature.figure': m('{name} {n}', '{name} {n}'),
  'problem.duplicate_player': m('El jugador {id} ya está sentado.', 'Player {id} is already seated.'),
  'problem.game_full': m('La partida tiene ya cinco jugadores.', 'The game already seats five players.'),
  'problem.legion_taken': m('Ya hay un jugador de la Legión.', 'There is already a Legion player.'),
  'problem.corporation_required': m('Un jugador de corporación elige su corporación.', 'A corporation player chooses a corporation.'),
  'problem.corporations_full': m('Ya hay cuatro corporaciones.', 'There are already four corporations.'),
  'problem.corporation_taken': m('{corporation} ya está elegida.', '{corporation} is already taken.'),
  'problem.no_troopers': m('Los datos no tienen dos Doomtroopers de {corporation}.', 'The data has no two Doomtroopers of {corporation}.'),
  'problem.unknown_mission': m('No existe la misión {id}.', 'There is no mission {id}.'),
  'problem.duplicate_id': m('El id {id} está repetido.', 'The id {id} is repeated.'),
  'problem.rank_table': m(
    'La tabla de rangos empieza en 0 puntos y sube de rango y de puntos en cada fila.',
    'The rank table starts at 0 points and rises in rank and points on every row.',
  ),
  'problem.tier_stats': m('La loseta {id} no da valores para {type}.', 'Tile {id} gives no values for {type}.'),
  'problem.unknown_card': m('No existe la carta {id}.', 'There is no card {id}.'),
  'problem.grid_shape': m('La cuadrícula tiene {height} filas de {width} casillas.', 'The grid has {height} rows of {width} squares.'),
  'problem.grid_cell': m(
    'La casilla {square} es «{value}»: ni sección de la misión ni «.».',
    'Square {square} is "{value}": neither a section of the mission nor ".".',
  ),
  'problem.grid_section': m('La sección {id} no tiene casillas en la cuadrícula.', 'Section {id} has no squares on the grid.'),
  'problem.wall': m('Una pared va recta entre esquinas dentro de la cuadrícula.', 'A wall runs straight between corners inside the grid.'),
  'problem.entrance_section': m('La entrada {id} da a una sección que no existe.', 'Entrance {id} leads into a section that does not exist.'),
  'problem.entrance_square': m('La casilla {square} de la entrada {id} no está en su sección.', 'Square {square} of entrance {id} is not in its section.'),
  'problem.entrance_squares': m('Con cuadrícula, la entrada {id} necesita casillas.', 'With a grid, entrance {id} needs squares.'),
  'problem.campaign_kind': m(
    'Una campaña es corta (número de misiones) o larga (objetivo de puntos), no las dos cosas.',
    'A campaign is short (a number of missions) or long (a points target), not both.',
  ),
  'problem.no_trooper_entrance': m('La misión necesita una entrada de Doomtroopers.', 'The mission needs a Doomtrooper entrance.'),
  'problem.too_many_cards': m(
    'Las secciones reciben más cartas de monstruo que las de la misión.',
    'The sections get more monster cards than the mission has.',
  ),
  'problem.too_many_events': m('La misión usa más cartas de suceso que las que hay.', 'The mission uses more event cards than there are.'),
  'problem.placement_square': m('La casilla {square} no está en la sección {section}.', 'Square {square} is not in section {section}.'),
  'problem.objective': m('El objetivo {kind} necesita {field}.', 'Objective {kind} needs {field}.'),
  'problem.stairs': m(
    'La escalera va en una sección de la cuadrícula ({section}) y sus casillas están en ella.',
    'The stairs lie in a section of the grid ({section}) and their squares in it.',
  ),
  'problem.duplicate_section': m('La sección {id} está repetida.', 'Section {id} is repeated.'),
} satisfies Catalogue;

export type MessageKey = keyof typeof MESSAGES;

export function say(lang: Lang, key: MessageKey, params: Params = {}): string {
  return translate(MESSAGES, key, lang, params);
}

export const both = (key: MessageKey, params: Params = {}): Text => ({ es: say('es', key, params), en: say('en', key, params) });

/** What the name helpers need: the setup, the mission and the figures. */
interface Names {
  setup: Setup;
  mission: Mission;
  state: State;
}

export function creatureName(ctx: Names, id: string): Text {
  const f = ctx.state.figures.find((x) => x.id === id);
  const type = f?.type ?? id.replace(/-\d+$/, '');
  return ctx.setup.data.creatures.find((c) => c.type === type)?.name ?? { es: type, en: type };
}

/** A figure's name: the Doomtrooper's, or the creature's with its number ("Legionnaire 3"). */
export function figureName(ctx: Names, id: string): Text {
  const trooper = ctx.setup.data.troopers.find((t) => t.id === id);
  if (trooper) return { es: trooper.name, en: trooper.name };
  const match = /^(.*)-(\d+)$/.exec(id);
  if (!match) return { es: id, en: id };
  const name = creatureName(ctx, id);
  return { es: say('es', 'creature.figure', { name: name.es, n: match[2]! }), en: say('en', 'creature.figure', { name: name.en, n: match[2]! }) };
}

export function sectionName(ctx: Names, id: string): Text {
  return ctx.mission.sections.find((s) => s.id === id)?.name ?? both('section', { id });
}

export function entranceName(ctx: Names, id: string): Text {
  return ctx.mission.entrances.find((e) => e.id === id)?.name ?? { es: id, en: id };
}

export function equipmentName(ctx: Names, id: string): Text {
  return ctx.setup.data.equipment.find((e) => e.id === id)?.name ?? { es: id, en: id };
}

export function cardName(ctx: Names, id: string): Text {
  return ctx.setup.data.doomtrooperCards.find((c) => c.id === id)?.name ?? { es: id, en: id };
}
