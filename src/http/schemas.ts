import { z } from 'zod';

/** zod schemas of the HTTP boundary (request side); the OpenAPI document is generated from them. */
export const GameParams = z.object({ id: z.string().min(1).max(100) });
export const TurnParams = GameParams.extend({ n: z.coerce.number().int().min(1).max(100_000) });

export const CreateGameBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    ruleset: z.string().min(1).max(64),
    setup: z.unknown().optional().describe("The ruleset's setup (any ruleset; generic: phases, tracks, board...); its default when absent"),
    language: z.enum(['es', 'en']).optional(),
    settings: z.object({ turnHours: z.number().positive().max(24 * 365).optional() }).strict().optional(),
    resolveWhen: z
      .enum(['answers', 'deadline', 'gm'])
      .optional()
      .describe("When a step resolves by itself: 'answers' (default: as soon as every required decision is answered), 'deadline' (or the GM), 'gm' (only the GM)"),
  })
  .strict();

export const AddPlayerBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    data: z.record(z.string(), z.unknown()).optional().describe("The ruleset's player data (its playerSchema sees { ...data, id, name }), e.g. a warband, a god, a faction"),
    email: z.email().max(320).optional().describe('For notifications (turn opened, reminders, reports); never shown to other players'),
  })
  .strict();

export const SetupBody = z
  .object({
    setup: z.unknown().describe("The ruleset's whole setup (options and GM data), parsed by its setupSchema"),
    reason: z.string().trim().max(1000).optional().describe('Required once the game has started (an audited correction)'),
  })
  .strict();

export const NextGameBody = z.object({ name: z.string().trim().min(1).max(200).optional() }).strict().nullish();

export const StartGameBody = z
  .object({ deadline: z.iso.datetime({ offset: true }).optional() })
  .strict()
  .nullish();

export const OrdersBody = z
  .object({
    orders: z
      .union([z.array(z.unknown()).max(500), z.record(z.string(), z.unknown())])
      .describe("The order sheet or the answer to the caller's decision request, in the ruleset's shape (an array of orders, or an object)"),
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
    short: z.enum(['0', '1']).optional().describe('1 = the short copy that fits one chat message'),
  })
  .strict();

export const bearer = [{ bearer: [] }];
