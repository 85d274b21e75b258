import type { Lang, Message } from '../../../core/catalogue.ts';

/**
 * Strings of the published turn report (src/reports/build-report.ts). Placeholders `{name}` are filled
 * with inline content (bold names stay bold), so keep them as whole words.
 */
export const REPORT_MESSAGES = {
  title: { es: 'Turno {turn} — {game}', en: 'Turn {turn} — {game}' },
  intro: {
    es: 'Resolución del turno {turn} de {game}. Todas las órdenes se resolvieron a la vez.',
    en: 'Resolution of turn {turn} of {game}. All orders were resolved at once.',
  },
  introDoubled: {
    es: 'En este turno los puntos se doblan (turnos 7 y 8).',
    en: 'Points are doubled this turn (turns 7 and 8).',
  },

  noConquests: { es: 'Ningún planeta cambió de manos por invasión.', en: 'No planet changed hands by invasion.' },
  moreConquests: {
    es: { one: '… y {n} conquista más: el informe completo está en la web.', other: '… y {n} conquistas más: el informe completo está en la web.' },
    en: { one: '… and {n} more conquest: the full report is online.', other: '… and {n} more conquests: the full report is online.' },
  },
  foughtShort: {
    es: { one: 'Sin cambio de dueño tras el combate: {list}.', other: 'Sin cambio de dueño tras el combate: {list}.' },
    en: { one: 'Fought over, no change of hands: {list}.', other: 'Fought over, no change of hands: {list}.' },
  },
  foughtMore: { es: 'y {n} más', en: 'and {n} more' },
  standingsShort: { es: 'Clasificación: {list}', en: 'Standings: {list}' },
  sectionPlanets: { es: 'Lo que pasó, planeta a planeta', en: 'What happened, planet by planet' },
  noFighting: { es: 'No hubo invasiones este turno.', en: 'There were no invasions this turn.' },
  planetHeading: { es: '{planet} ({subsector}, {sector})', en: '{planet} ({subsector}, {sector})' },

  defence: { es: 'Defensa {value}: {sources}.', en: 'Defence {value}: {sources}.' },
  defenceNone: { es: 'Defensa 0.', en: 'Defence 0.' },
  defenceExtreme: { es: 'Condiciones Extremas +{amount}', en: 'Extreme Conditions +{amount}' },
  defenceDefend: { es: '{player} defiende +{amount}', en: '{player} defends +{amount}' },
  defenceSector: { es: '{player} defiende el sector +{amount}', en: '{player} defends the sector +{amount}' },

  attack: { es: '{player} invade con ataque {attack}.', en: '{player} invades with attack {attack}.' },
  attackCrossing: {
    es: '{player} invade con ataque {attack} cruzando el Límite del Ojo del Terror (coste doble).',
    en: '{player} invades with attack {attack} across the Eye of Terror boundary (double cost).',
  },
  attackAllied: {
    es: 'Alianza de {members} (beneficiario: {beneficiary}) invade con ataque {attack}: {contributions}.',
    en: 'Alliance of {members} (beneficiary: {beneficiary}) invades with attack {attack}: {contributions}.',
  },
  contribution: { es: '{player} {attack}', en: '{player} {attack}' },
  contributionCrossing: { es: '{player} {attack} (cruzando el límite)', en: '{player} {attack} (across the boundary)' },

  allianceFailed: {
    es: 'La alianza de {members} no se sostiene: {reason}; cada miembro es un bando aparte.',
    en: 'The alliance of {members} does not hold: {reason}; each member is a separate side.',
  },
  'alliance.terms_missing': { es: 'a algún miembro le faltan los términos', en: 'a member wrote no terms' },
  'alliance.terms_differ': { es: 'los términos no coinciden', en: 'the terms differ' },
  'alliance.member_rejected': {
    es: 'la invasión de un miembro fue rechazada',
    en: "a member's invasion was rejected",
  },

  contestLostStronger: {
    es: '{players} (ataque {attack}) queda fuera: otro bando atacó con más fuerza.',
    en: '{players} (attack {attack}) is left out: another side attacked with more.',
  },
  contestLostDraw: {
    es: '{players} (ataque {attack}) queda fuera: empate a la mayor fuerza, perdió el sorteo.',
    en: '{players} (attack {attack}) is left out: tied for the highest attack and lost the draw.',
  },

  kill: {
    es: { one: '{player} mata {count} habitante ({kind}); quedan {remaining}.', other: '{player} mata {count} habitantes ({kind}); quedan {remaining}.' },
    en: { one: '{player} kills {count} inhabitant ({kind}); {remaining} left.', other: '{player} kills {count} inhabitants ({kind}); {remaining} left.' },
  },
  mathKilled: {
    es: { one: 'ataque {attack} − {killed} habitante muerto = {net}', other: 'ataque {attack} − {killed} habitantes muertos = {net}' },
    en: { one: 'attack {attack} − {killed} inhabitant killed = {net}', other: 'attack {attack} − {killed} inhabitants killed = {net}' },
  },
  mathPlain: { es: 'ataque {attack}', en: 'attack {attack}' },
  conquestFrom: {
    es: '{to} conquista {planet}, que era de {from}: {math} > defensa {defence}.',
    en: '{to} conquers {planet} from {from}: {math} > defence {defence}.',
  },
  conquestEmpty: {
    es: '{to} conquista {planet}, que no tenía dueño: {math} > defensa {defence}.',
    en: '{to} conquers {planet}, which had no owner: {math} > defence {defence}.',
  },
  repelledHeld: {
    es: 'La invasión de {players} fracasa: {math}, no supera la defensa {defence}. {planet} sigue en manos de {holder}.',
    en: 'The invasion by {players} fails: {math}, not above defence {defence}. {planet} stays with {holder}.',
  },
  repelledEmpty: {
    es: 'La invasión de {players} fracasa: {math}, no supera la defensa {defence}. {planet} sigue sin dueño.',
    en: 'The invasion by {players} fails: {math}, not above defence {defence}. {planet} stays without an owner.',
  },

  sectionCessions: { es: 'Cesiones e intercambios', en: 'Cessions and exchanges' },
  cession: { es: '{from} cede {planet} a {to}.', en: '{from} cedes {planet} to {to}.' },
  exchange: {
    es: 'Intercambio: {from} cede {planet} a {to} a cambio de {other}.',
    en: 'Exchange: {from} cedes {planet} to {to} in return for {other}.',
  },
  cessionFailed: {
    es: 'No se produce la cesión de {planet} de {from} a {to}: {reason}.',
    en: 'The cession of {planet} from {from} to {to} does not happen: {reason}.',
  },
  exchangeFailed: {
    es: 'No se produce el intercambio de {planet} ({from} → {to}) por {other}: {reason}.',
    en: 'The exchange of {planet} ({from} → {to}) for {other} does not happen: {reason}.',
  },
  'cession.planet_lost': {
    es: 'quien lo cedía perdió el planeta en las invasiones',
    en: 'the ceding player lost the planet in the invasions',
  },
  'cession.exchange_half_missing': {
    es: 'falta la otra mitad del intercambio',
    en: 'the other half of the exchange is missing',
  },
  'cession.exchange_planet_lost': {
    es: 'el otro planeta del intercambio fue conquistado este turno',
    en: 'the other planet of the exchange was conquered this turn',
  },

  sectionDeeds: { es: 'Gestas del Caos', en: 'Deeds of Chaos' },
  deedAwarded: {
    es: { one: '{players} consigue «{deed}»: {points} punto.', other: '{players} consigue «{deed}»: {points} puntos.' },
    en: { one: '{players} achieves “{deed}”: {points} point.', other: '{players} achieves “{deed}”: {points} points.' },
  },
  deedAwardedShared: {
    es: { one: '{players} consiguen «{deed}» a la vez: {points} punto cada uno.', other: '{players} consiguen «{deed}» a la vez: {points} puntos cada uno.' },
    en: { one: '{players} achieve “{deed}” together: {points} point each.', other: '{players} achieve “{deed}” together: {points} points each.' },
  },
  deedPermanentAction: { es: '+1 acción permanente.', en: '+1 permanent action.' },
  deedFavour: { es: '{player} gana el favor de {god}.', en: '{player} gains the favour of {god}.' },
  deedSacred: {
    es: '{planets} pasan a ser mundos sagrados de {god} para {player}.',
    en: '{planets} become sacred worlds of {god} for {player}.',
  },
  deedNotAwarded: {
    es: '{player} reclamó «{deed}», pero no cumplió la condición.',
    en: '{player} claimed “{deed}” but did not meet the condition.',
  },
  deedSupporter: {
    es: '{player} apoyó al Señor de la Guerra {warlord}: +{points} punto.',
    en: '{player} backed the Warlord {warlord}: +{points} point.',
  },

  sectionEliminations: { es: 'Eliminaciones', en: 'Eliminations' },
  eliminatedBy: { es: '{player} queda eliminado por {by}.', en: '{player} is eliminated by {by}.' },
  eliminatedSelf: {
    es: '{player} queda eliminado: cedió su último planeta (nadie se lleva el mérito).',
    en: '{player} is eliminated: they ceded their last planet (nobody is credited).',
  },
  eliminatedNote: {
    es: 'Un jugador eliminado sigue en la partida: puede volver a invadir planetas de los Sectores Exteriores.',
    en: 'An eliminated player stays in the game and may invade planets of the outer sectors again.',
  },

  sectionRejected: { es: 'Órdenes rechazadas', en: 'Rejected orders' },
  rejected: { es: '{player}, orden {number} ({type}): {reason}.', en: '{player}, order {number} ({type}): {reason}.' },
  'order.invade': { es: 'invadir', en: 'invade' },
  'order.defend': { es: 'defender', en: 'defend' },
  'order.defendSector': { es: 'defender sector', en: 'defend sector' },
  'order.cede': { es: 'ceder', en: 'cede' },
  'order.claimDeed': { es: 'reclamar gesta', en: 'claim deed' },
  'order.unknown': { es: 'orden mal formada', en: 'malformed order' },
  'reason.invalid_order': { es: 'orden mal formada', en: 'malformed order' },
  'reason.unknown_target': { es: 'el objetivo no existe', en: 'no such target' },
  'reason.own_planet': { es: 'invadía un planeta propio', en: 'invaded its own planet' },
  'reason.not_owner': { es: 'no controlaba el planeta o el sector', en: 'did not control the planet or sector' },
  'reason.duplicate_cession': { es: 'el planeta ya se cedía en otra orden', en: 'the planet was already ceded' },
  'reason.no_planets': { es: 'sin planetas no se puede defender', en: 'a warband without planets cannot defend' },
  'reason.eye_without_planets': {
    es: 'sin planetas no se puede invadir el Ojo del Terror',
    en: 'without planets the Eye of Terror cannot be invaded',
  },
  'reason.protected_sector': {
    es: 'sin planetas no se puede atacar un sector entero de otro jugador',
    en: 'without planets a sector entirely held by another player cannot be attacked',
  },
  'reason.unreachable': { es: 'fuera de alcance', en: 'out of reach' },
  'reason.deed_not_allowed': { es: 'gesta no permitida para su dios', en: 'deed not open to their god' },
  'reason.deed_taken': { es: 'gesta ya conseguida antes', en: 'deed already achieved' },
  'reason.insufficient_actions': { es: 'no le quedaban acciones suficientes', en: 'not enough actions left' },

  sectionScores: { es: 'Puntuaciones', en: 'Scores' },
  colRank: { es: 'Puesto', en: 'Rank' },
  colPlayer: { es: 'Banda', en: 'Warband' },
  colPlanets: { es: 'Planetas', en: 'Planets' },
  colTurnPoints: { es: 'Puntos del turno', en: 'Turn points' },
  colTotal: { es: 'Total', en: 'Total' },
  colChange: { es: 'Cambio', en: 'Change' },
  colActions: { es: 'Acciones turno {turn}', en: 'Actions turn {turn}' },
  colBreakdown: { es: 'Desglose', en: 'Breakdown' },
  rankUp: { es: '▲{n}', en: '▲{n}' },
  rankDown: { es: '▼{n}', en: '▼{n}' },
  rankSame: { es: '=', en: '=' },
  rankNew: { es: '—', en: '—' },
  breakdownPlanets: { es: 'planetas {n}', en: 'planets {n}' },
  breakdownResources: { es: 'recursos {n}', en: 'resources {n}' },
  breakdownSubsectors: { es: 'subsectores {n}', en: 'subsectors {n}' },
  breakdownOuter: { es: 'sectores exteriores {n}', en: 'outer sectors {n}' },
  breakdownEye: { es: 'sectores del Ojo {n}', en: 'Eye sectors {n}' },
  breakdownDeeds: { es: 'gestas {n}', en: 'deeds {n}' },
  breakdownDoubled: { es: '×2', en: '×2' },
  scoresNote: {
    es: '«Acciones turno {turn}»: las acciones que cada banda tendrá para dar órdenes en el turno {turn}.',
    en: '“Actions turn {turn}”: the actions each warband will have for its orders in turn {turn}.',
  },

  sectionGameOver: { es: 'Fin de la partida', en: 'End of the game' },
  supremeLord: {
    es: '{player} es el Señor Supremo del Caos y nombrará a dos Lugartenientes.',
    en: '{player} is the Supreme Lord of Chaos and will name two Lieutenants.',
  },
  paladins: {
    es: '{players} empatan en cabeza: son Paladines del Caos y comparten la victoria.',
    en: '{players} are tied for first: they are Paladins of Chaos and share the victory.',
  },

  sectionDraws: { es: 'Sorteos', en: 'Random draws' },
  noDraws: { es: 'No hizo falta ningún sorteo.', en: 'No random draw was needed.' },
  draw: { es: '{what}: entre {among} → {chosen}.', en: '{what}: among {among} → {chosen}.' },
  'draw.contender': { es: 'Empate por {planet}', en: 'Tie for {planet}' },
  'draw.killOrder': { es: 'Orden de muertes en {planet}', en: 'Kill order on {planet}' },
  'draw.deed': { es: 'Beneficio de «{deed}»', en: 'Benefit of “{deed}”' },
  'draw.other': { es: 'Sorteo «{what}»', en: 'Draw “{what}”' },

  sectionCorrections: { es: 'Correcciones del máster', en: 'Game master corrections' },
  correctionsIntro: {
    es: 'Antes de resolver este turno, el máster corrigió la posición:',
    en: 'Before this turn was resolved, the game master corrected the position:',
  },
  correctionAwardDeed: {
    es: {
      one: '{player} recibe la gesta {deed} (+{points} punto). Motivo: {reason}',
      other: '{player} recibe la gesta {deed} (+{points} puntos). Motivo: {reason}',
    },
    en: {
      one: '{player} is awarded the deed {deed} (+{points} point). Reason: {reason}',
      other: '{player} is awarded the deed {deed} (+{points} points). Reason: {reason}',
    },
  },
  correctionRevokeDeed: {
    es: {
      one: 'Se retira a {player} la gesta {deed} (−{points} punto). Motivo: {reason}',
      other: 'Se retira a {player} la gesta {deed} (−{points} puntos). Motivo: {reason}',
    },
    en: {
      one: 'The deed {deed} is revoked from {player} (−{points} point). Reason: {reason}',
      other: 'The deed {deed} is revoked from {player} (−{points} points). Reason: {reason}',
    },
  },
  correctionSetControl: { es: '{planet} pasa a {player}. Motivo: {reason}', en: '{planet} now belongs to {player}. Reason: {reason}' },
  correctionSetControlNobody: { es: '{planet} queda sin dueño. Motivo: {reason}', en: '{planet} now belongs to nobody. Reason: {reason}' },
  correctionOther: { es: 'Corrección {kind}. Motivo: {reason}', en: 'Correction {kind}. Reason: {reason}' },
} satisfies Record<string, Record<Lang, Message>>;

export type ReportMessageId = keyof typeof REPORT_MESSAGES;
