import { z } from 'zod';

/** zod schemas of the HTTP boundary (request side); the OpenAPI document is generated from them. */
export const GameParams = z.object({ id: z.string().min(1).max(100) });
export const TurnParams = GameParams.extend({ n: z.coerce.number().int().min(1).max(100_000) });

export const CreateGameBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    ruleset: z.string().min(1).max(64),
    map: z.unknown().optional().describe('Lords of Chaos: a map JSON; the default map when absent'),
    setup: z.unknown().optional().describe("The ruleset's setup (any ruleset; generic: phases, tracks, board...); its default when absent"),
    language: z.enum(['es', 'en']).optional(),
    settings: z.object({ turnHours: z.number().positive().max(24 * 365).optional() }).strict().optional(),
  })
  .strict();

export const AddPlayerBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    warband: z.string().trim().min(1).max(100).optional().describe('Lords of Chaos (required there)'),
    god: z.string().trim().min(1).max(64).optional().describe('Lords of Chaos (required there)'),
    godKind: z.string().min(1).max(32).optional().describe('Lords of Chaos (required there)'),
    planets: z.array(z.string().min(1).max(64)).max(100).optional().describe('Lords of Chaos (required there)'),
    data: z.record(z.string(), z.unknown()).optional().describe("Other rulesets: player data for the ruleset's playerSchema"),
    email: z.email().max(320).optional().describe('For notifications (turn opened, reminders, reports); never shown to other players'),
  })
  .strict();

export const StartGameBody = z
  .object({ deadline: z.iso.datetime({ offset: true }).optional() })
  .strict()
  .nullish();

export const OrdersBody = z
  .object({
    orders: z
      .union([z.array(z.unknown()).max(500), z.record(z.string(), z.unknown())])
      .describe("The order sheet: Lords of Chaos an array of orders in the order written; other rulesets their sheet (generic: { text })"),
  })
  .strict();

export const ResolveBody = z
  .object({ gm: z.unknown().optional().describe("The GM's resolution input (rulesets with one, e.g. generic: { report, tracks, board?, end, winners? })") })
  .strict()
  .nullish();

export const RollBody = z
  .object({
    expr: z.string().min(1).max(200).describe('Dice notation, e.g. 2d6+1, 4d6kh3, 5d6>=4, 3dcw'),
    reason: z.string().trim().min(1).max(200),
    private: z.boolean().optional().describe('Visible to the GM (and the roller) only'),
  })
  .strict();

export const ReportQuery = z
  .object({
    format: z.enum(['json', 'html', 'bbcode', 'markdown']).default('json'),
    lang: z.enum(['es', 'en']).optional().describe("Report language; default: the game's language"),
    tables: z.enum(['0', '1']).optional().describe('bbcode only: 1 = use [table] (phpBB boards that support it)'),
  })
  .strict();

export const bearer = [{ bearer: [] }];
