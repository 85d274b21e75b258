/**
 * Seed: "All avrundning i spelet sker bort från noll" — every rounding in the game goes away from zero.
 * [D] Read as the directed rounding mode (any fraction moves away from zero: 7.5 → 8, 7.2 → 8, −7.2 → −8),
 * not "round half away from zero"; the game only ever halves integers, where the two agree. Integers stay;
 * the result is never −0. The one helper of the ruleset: every rounding goes through it.
 */
export function roundAwayFromZero(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const rounded = x > 0 ? Math.ceil(x) : x < 0 ? Math.floor(x) : 0;
  return rounded === 0 ? 0 : rounded;
}

/** Half of a value, rounded away from zero (consolation power, half Doom). */
export function half(x: number): number {
  return roundAwayFromZero(x / 2);
}
