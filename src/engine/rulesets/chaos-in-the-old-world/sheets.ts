import { z } from 'zod';
import { labelled } from '../../core/forms.ts';
import { LIMITS } from './ids.ts';
import { IdSchema } from './schemas.ts';

/**
 * The answers a player can send (the union is `sheetSchema`; each decision request carries a narrower schema
 * built from the position). Summoning: `summon` / `card` / `pass`; battle: `assign`; End phase: `upgrade`.
 */
const L = (es: string, en: string) => ({ es, en });

export const SummonAnswerSchema = z
  .object({
    action: z.literal('summon'),
    figure: labelled(IdSchema, { label: L('Seguidor', 'Follower') }),
    region: labelled(IdSchema, { label: L('Región', 'Region') }),
    /** Re-summon a figure already on the board from this region (seed: "du må gerne vælge en, der allerede står på brættet"). */
    from: labelled(IdSchema.optional(), { label: L('Desde la región (reinvocar)', 'From region (re-summon)') }),
  })
  .strict();
export const CardAnswerSchema = z
  .object({
    action: z.literal('card'),
    card: labelled(IdSchema, { label: L('Carta de Caos', 'Chaos card') }),
    region: labelled(IdSchema, { label: L('Región', 'Region') }),
  })
  .strict();
export const PassAnswerSchema = z.object({ action: z.literal('pass') }).strict();
export const HitSchema = z
  .object({
    target: labelled(
      z
        .string()
        .min(1)
        .max(LIMITS.id * 2 + 1),
      { label: L('Objetivo', 'Target') },
    ),
    count: labelled(z.number().int().min(1).max(LIMITS.hitsPerAnswer), { label: L('Impactos', 'Hits') }),
  })
  .strict();
export const AssignAnswerSchema = z.object({ action: z.literal('assign'), hits: z.array(HitSchema).max(50) }).strict();
export const UpgradeAnswerSchema = z
  .object({ action: z.literal('upgrade'), upgrades: labelled(z.array(IdSchema).min(1).max(LIMITS.upgradesPerGod), { label: L('Mejoras', 'Upgrades') }) })
  .strict();

export const SheetSchema = z.discriminatedUnion('action', [SummonAnswerSchema, CardAnswerSchema, PassAnswerSchema, AssignAnswerSchema, UpgradeAnswerSchema]);

export type SummonAnswer = z.infer<typeof SummonAnswerSchema>;
export type CardAnswer = z.infer<typeof CardAnswerSchema>;
export type AssignAnswer = z.infer<typeof AssignAnswerSchema>;
export type UpgradeAnswer = z.infer<typeof UpgradeAnswerSchema>;
export type Sheet = z.infer<typeof SheetSchema>;
