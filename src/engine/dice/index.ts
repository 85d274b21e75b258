/** Server-side dice: notation parser, seeded roller and verifier (docs/rulesets.md "Dice"). Pure. */
export type { Comparison, DiceExpression, ExpressionKind, KeepDrop, SuccessRule, Term } from './ast.ts';
export { CustomDiceSchema, CustomDieSchema, faceLabels, type CustomDie } from './custom-dice.ts';
export { DICE_LIMITS } from './limits.ts';
export { DICE_PARSE_ERRORS, type DiceParseError, type DiceParseErrorCode } from './parse-errors.ts';
export { parseDice, type ParseResult } from './parse.ts';
export {
  rollDice,
  rollExpression,
  rollPurpose,
  type DiceResult,
  type DiceRoll,
  type RolledDie,
  type RolledFace,
  type RollOptions,
  type RollOutcome,
  type TermRoll,
} from './roll.ts';
export { verifyRoll, type RollRecord, type VerifyResult } from './verify.ts';
