import type { RejectionReason } from '../reasons.ts';
import type { Entry, Lang, Message } from '../../../core/catalogue.ts';

/** Player-facing explanation of each rejection reason (rules §5; spec "Rejection reasons"). */
export const REJECTION_MESSAGES: Record<RejectionReason, Entry> = {
  invalid_order: {
    en: 'This order is malformed: check its type, target and count (at least 1).',
    es: 'La orden está mal formada: revisa el tipo, el objetivo y el número (mínimo 1).',
  },
  unknown_target: {
    en: 'There is no such planet, sector, player or deed.',
    es: 'No existe ese planeta, sector, jugador o gesta.',
  },
  own_planet: { en: 'You cannot invade a planet you control.', es: 'No puedes invadir un planeta que controlas.' },
  not_owner: {
    en: 'You can only cede planets you control at the start of the turn, and only defend sectors you control entirely.',
    es: 'Solo puedes ceder planetas que controlas al principio del turno y defender sectores que controlas por completo.',
  },
  duplicate_cession: {
    en: 'This planet is already ceded by an earlier order this turn.',
    es: 'Ese planeta ya se cede en una orden anterior de este turno.',
  },
  no_planets: { en: 'A warband without planets cannot defend.', es: 'Una banda sin planetas no puede defender.' },
  eye_without_planets: {
    en: 'Without planets you can only invade planets of the outer sectors, not inside the Eye of Terror.',
    es: 'Sin planetas solo puedes invadir planetas de los Sectores Exteriores, no del Ojo del Terror.',
  },
  protected_sector: {
    en: 'Without planets you cannot attack a sector entirely controlled by another player.',
    es: 'Sin planetas no puedes atacar un sector completamente controlado por otro jugador.',
  },
  unreachable: {
    en: 'Out of reach: the target must be in a subsector where you control a planet, or in an adjacent one.',
    es: 'Fuera de alcance: el objetivo debe estar en un subsector donde controles un planeta o en uno adyacente.',
  },
  deed_not_allowed: {
    en: 'This deed is not open to your god.',
    es: 'Esta gesta no está permitida para tu dios.',
  },
  deed_taken: { en: 'This deed was already achieved in an earlier turn.', es: 'Esta gesta ya se consiguió en un turno anterior.' },
  insufficient_actions: {
    en: 'Not enough actions left for this order.',
    es: 'No te quedan acciones suficientes para esta orden.',
  },
};

/** `insufficient_actions` with its numbers, when the check knows them (plural by `n`, the order's cost). */
export const INSUFFICIENT_ACTIONS_COUNTED: Record<Lang, Message> = {
  en: {
    one: 'This order costs {cost} action and you have {left} left (orders are paid in the order written).',
    other: 'This order costs {cost} actions and you have {left} left (orders are paid in the order written).',
  },
  es: {
    one: 'Esta orden cuesta {cost} acción y te quedan {left} (las órdenes se pagan en el orden escrito).',
    other: 'Esta orden cuesta {cost} acciones y te quedan {left} (las órdenes se pagan en el orden escrito).',
  },
};
