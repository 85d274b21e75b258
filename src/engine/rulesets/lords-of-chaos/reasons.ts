/**
 * Closed list of rejection reasons, in the order they are checked (spec: "Rejection reasons").
 * The first that applies is reported; a rejected order costs nothing.
 */
export const REJECTION_REASONS = [
  'invalid_order',
  'unknown_target',
  'own_planet',
  'not_owner',
  'duplicate_cession',
  'no_planets',
  'eye_without_planets',
  'protected_sector',
  'unreachable',
  'deed_not_allowed',
  'deed_taken',
  'insufficient_actions',
] as const;

export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Why a cession (or one half of an exchange) did not happen (rules §7). */
export const CESSION_FAILURES = [
  'planet_lost', // the ceder no longer controls the planet after the invasions
  'exchange_half_missing', // exchangeFor named, but the recipient did not cede the matching planet back
  'exchange_planet_lost', // the other planet of the exchange was conquered this turn
] as const;
export type CessionFailure = (typeof CESSION_FAILURES)[number];

/** Why an alliance written by some players did not hold (rules §6.2). */
export const ALLIANCE_FAILURES = [
  'terms_missing', // a member wrote no alliance terms (or did not invade at all)
  'terms_differ', // members wrote different member sets or beneficiaries
  'member_rejected', // a member's invasion order was rejected
] as const;
export type AllianceFailure = (typeof ALLIANCE_FAILURES)[number];
