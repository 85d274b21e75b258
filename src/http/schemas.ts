import { z } from 'zod';

/** zod schemas of the HTTP boundary (request side); the OpenAPI document is generated from them. */
export const GameParams = z.object({ id: z.string().min(1).max(100) });
export const TurnParams = GameParams.extend({ n: z.coerce.number().int().min(1).max(100_000) });

export const CreateGameBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    ruleset: z.string().min(1).max(64),
    map: z.unknown().optional().describe('Lords of Chaos: a map JSON; the default map when absent'),
    language: z.enum(['es', 'en']).optional(),
    settings: z.object({ turnHours: z.number().positive().max(24 * 365).optional() }).strict().optional(),
  })
  .strict();

export const AddPlayerBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    warband: z.string().trim().min(1).max(100),
    god: z.string().trim().min(1).max(64),
    godKind: z.string().min(1).max(32),
    planets: z.array(z.string().min(1).max(64)).max(100),
  })
  .strict();

export const StartGameBody = z
  .object({ deadline: z.iso.datetime({ offset: true }).optional() })
  .strict()
  .nullish();

export const OrdersBody = z
  .object({ orders: z.array(z.unknown()).max(500).describe('The order sheet, in the order written') })
  .strict();

export const ReportQuery = z
  .object({
    format: z.enum(['json', 'html', 'bbcode', 'markdown']).default('json'),
    lang: z.enum(['es', 'en']).optional().describe("Report language; default: the game's language"),
    tables: z.enum(['0', '1']).optional().describe('bbcode only: 1 = use [table] (phpBB boards that support it)'),
  })
  .strict();

export const bearer = [{ bearer: [] }];
