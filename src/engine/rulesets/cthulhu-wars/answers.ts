import { z } from 'zod';
import { DIRECTIONS } from './types.ts';

/**
 * Answer shapes, one per kind of decision (docs/rulesets/cthulhu-wars.md §Steps). `SheetSchema` accepts the
 * union (loose ids, bounded sizes); each request carries the precise schema built from the position
 * (decisions.ts), and `checkSheet` does the semantic checks with reason codes.
 */
const Id = z.string().min(1).max(80);
const Note = z.string().max(300);

export const ACTION_TYPES = [
  'move',
  'recruit',
  'build-gate',
  'summon',
  'awaken',
  'capture',
  'battle',
  'ability',
  'pass',
  'control-gate',
  'abandon-gate',
  'reveal-signs',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const MoveSchema = z.strictObject({ unit: Id, to: Id });

export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('move'), moves: z.array(MoveSchema).min(1).max(60) }),
  z.strictObject({ type: z.literal('recruit'), unitType: Id, area: Id }),
  z.strictObject({ type: z.literal('build-gate'), area: Id, unit: Id.optional() }),
  z.strictObject({ type: z.literal('summon'), unitType: Id, area: Id }),
  z.strictObject({ type: z.literal('awaken'), unitType: Id, area: Id }),
  z.strictObject({ type: z.literal('capture'), unit: Id }),
  z.strictObject({ type: z.literal('battle'), area: Id, opponent: Id }),
  z.strictObject({ type: z.literal('ability'), ability: Id, note: Note.optional() }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('control-gate'), area: Id, unit: Id }),
  z.strictObject({ type: z.literal('abandon-gate'), area: Id }),
  z.strictObject({ type: z.literal('reveal-signs'), signs: z.array(Id).min(1).max(60) }),
]);
export type Action = z.infer<typeof ActionSchema>;

export const MAX_ACTIONS = 30;

export const DirectionAnswer = z.strictObject({ direction: z.enum(DIRECTIONS) });
export const FirstPlayerAnswer = z.strictObject({ firstPlayer: Id });
export const ActionsAnswer = z.strictObject({ actions: z.array(ActionSchema).max(MAX_ACTIONS) });
export const AbilitiesAnswer = z.strictObject({ abilities: z.array(Id).max(24) });
/** Step 3 in one answer (kills, then pains), or 3.1 (kills) and 3.2 (pains) in their own steps. */
export const AssignAnswer = z.strictObject({ kills: z.array(Id).max(60), pains: z.array(Id).max(60) });
export const KillsAnswer = z.strictObject({ kills: z.array(Id).max(60) });
export const PainsAnswer = z.strictObject({ pains: z.array(Id).max(60) });
export const RetreatAnswer = z.strictObject({ moves: z.array(MoveSchema).max(60) });
export const EliminateAnswer = z.strictObject({ eliminate: Id });
export const RitualAnswer = z.strictObject({ perform: z.boolean() });

export const SheetSchema = z.union([
  DirectionAnswer,
  FirstPlayerAnswer,
  ActionsAnswer,
  AbilitiesAnswer,
  AssignAnswer,
  KillsAnswer,
  PainsAnswer,
  RetreatAnswer,
  EliminateAnswer,
  RitualAnswer,
]);
export type Sheet = z.infer<typeof SheetSchema>;
export type DirectionSheet = z.infer<typeof DirectionAnswer>;
export type FirstPlayerSheet = z.infer<typeof FirstPlayerAnswer>;
export type ActionsSheet = z.infer<typeof ActionsAnswer>;
export type AbilitiesSheet = z.infer<typeof AbilitiesAnswer>;
export type AssignSheet = z.infer<typeof AssignAnswer>;
export type KillsSheet = z.infer<typeof KillsAnswer>;
export type PainsSheet = z.infer<typeof PainsAnswer>;
export type RetreatSheet = z.infer<typeof RetreatAnswer>;
export type EliminateSheet = z.infer<typeof EliminateAnswer>;
export type RitualSheet = z.infer<typeof RitualAnswer>;

/** Unlimited actions (zero or more per initiative); every other type is the one Action. */
export function isUnlimited(action: Action, abilityTiming: (id: string) => string | undefined): boolean {
  switch (action.type) {
    case 'control-gate':
    case 'abandon-gate':
    case 'reveal-signs':
      return true;
    case 'ability':
      return abilityTiming(action.ability) === 'unlimited';
    default:
      return false;
  }
}
