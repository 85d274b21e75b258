/** Hard limits of the dice notation (docs/rulesets.md "Dice"). Exceeding one is a parse error, never a crash. */
export const DICE_LIMITS = {
  maxExpressionLength: 200,
  maxTerms: 20,
  /** Dice in one term (`NdS`: 1 ≤ N ≤ 1000). */
  maxCount: 1000,
  /** Dice in the whole expression, before explosions. */
  maxTotalDice: 1000,
  minSides: 2,
  maxSides: 1000,
  maxConstant: 100_000,
  /** Extra dice one exploding term may add; when reached the term stops exploding and is marked `capped`. */
  maxExplosions: 100,
  maxCustomFaces: 100,
  maxFaceLabelLength: 30,
} as const;
