import type { Action } from '../answers.ts';
import { abilityRule } from './ability.ts';
import { battleRule } from './battle.ts';
import { captureRule } from './capture.ts';
import { abandonGateRule, buildGateRule, controlGateRule } from './gates.ts';
import { moveRule } from './move.ts';
import { passRule } from './pass.ts';
import { recruitRule } from './recruit.ts';
import { revealRule } from './reveal.ts';
import { awakenRule, summonRule } from './summon.ts';
import type { ActionRule } from './types.ts';

/** The rule of each action type (one file each). */
export const ACTION_RULES: { [T in Action['type']]: ActionRule<Extract<Action, { type: T }>> } = {
  move: moveRule,
  recruit: recruitRule,
  'build-gate': buildGateRule,
  summon: summonRule,
  awaken: awakenRule,
  capture: captureRule,
  battle: battleRule,
  ability: abilityRule,
  pass: passRule,
  'control-gate': controlGateRule,
  'abandon-gate': abandonGateRule,
  'reveal-signs': revealRule,
};

export function ruleOf(action: Action): ActionRule {
  return ACTION_RULES[action.type] as unknown as ActionRule;
}
