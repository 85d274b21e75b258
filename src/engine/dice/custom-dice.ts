import { z } from 'zod';
import { DICE_LIMITS } from './limits.ts';

/**
 * A die defined by its faces, e.g. Cthulhu Wars combat `{ id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] }`,
 * rolled as `3dcw`. Each face is equally likely; repeating a label makes it more likely. The roll reports a tally per label.
 * Ids are lowercase so they never clash with the notation (`d` followed by a letter always names a custom die).
 */
export const CustomDieSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]{0,19}$/, 'lowercase letter, then up to 19 lowercase letters, digits or _'),
  name: z.string().trim().min(1).max(60).optional(),
  faces: z.array(z.string().trim().min(1).max(DICE_LIMITS.maxFaceLabelLength)).min(2).max(DICE_LIMITS.maxCustomFaces),
});

export type CustomDie = z.infer<typeof CustomDieSchema>;

export const CustomDiceSchema = z
  .array(CustomDieSchema)
  .max(50)
  .refine((dice) => new Set(dice.map((die) => die.id)).size === dice.length, 'custom dice ids must be unique');

/** The distinct face labels of a die, in order of first appearance (the order of its tally). */
export function faceLabels(die: CustomDie): string[] {
  return [...new Set(die.faces)];
}
