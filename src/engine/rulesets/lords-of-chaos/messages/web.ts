import type { Lang, Message } from '../../../core/catalogue.ts';

/**
 * Texts of the Lords of Chaos player page: what the generated order form shows beside its fields (costs, deed
 * hints, the actions summary, warnings) and the "your planets" panel. The form's labels live on the order
 * schemas (schemas.ts).
 */
export const LOC_WEB_MESSAGES = {
  'player.myPlanets': { es: 'Tus planetas ({n})', en: 'Your planets ({n})' },
  'player.noPlanets': {
    es: 'No controlas ningún planeta: puedes invadir planetas de los Sectores Exteriores.',
    en: 'You control no planets: you may invade planets of the outer sectors.',
  },
  'player.you': { es: 'tú', en: 'you' },
  'summary.actions': {
    es: 'Acciones — disponibles: {available} · usadas: {used} · quedan: {left}',
    en: 'Actions — available: {available} · used: {used} · left: {left}',
  },
  'order.costPerUnit': {
    es: { one: '{n} acción cada una', other: '{n} acciones cada una' },
    en: { one: '{n} action each', other: '{n} actions each' },
  },
  'order.crossing': { es: 'cruza el Límite del Ojo (coste doble)', en: 'crosses the Eye boundary (double cost)' },
  'order.ownedBy': { es: 'de {owner}', en: 'held by {owner}' },
  'order.exchangeNotRecipients': {
    es: 'Aviso: {planet} es de {owner}, no de {to}. Un intercambio solo se hace con el dueño del otro planeta, así que tal como está no se cederá ninguno de los dos.',
    en: 'Warning: {planet} belongs to {owner}, not to {to}. An exchange is only made with the owner of the other planet, so as written neither planet changes hands.',
  },
  'order.exchangeNobody': { es: 'nadie', en: 'nobody' },
  'order.cost': { es: { one: 'Coste: {n} acción.', other: 'Coste: {n} acciones.' }, en: { one: 'Cost: {n} action.', other: 'Cost: {n} actions.' } },
  'deed.hint.achievable': { es: 'parece alcanzable', en: 'looks achievable' },
  'deed.hint.not_met': { es: 'no se cumple ahora', en: 'condition not met now' },
  'deed.hint.depends': { es: 'depende de este turno', en: 'depends on this turn' },
  'deed.favour': { es: 'eliges el favor de un dios', en: "you choose a god's favour" },
  'planet.resources': { es: 'Recursos', en: 'Resources' },
  'planet.extreme': { es: 'Condiciones Extremas', en: 'Extreme Conditions' },
  'planet.sacredTo': { es: 'sagrado de {god}', en: 'sacred to {god}' },
  'position.title': { es: 'Situación', en: 'Position' },
  'position.warband': { es: 'Banda', en: 'Warband' },
  'position.planets': { es: 'Planetas', en: 'Planets' },
  'position.score': { es: 'Puntos', en: 'Points' },
} satisfies Record<string, Record<Lang, Message>>;

export type LocWebMessageId = keyof typeof LOC_WEB_MESSAGES;
