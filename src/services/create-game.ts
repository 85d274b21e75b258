import { defaultTimeZone, isTimeZone } from '../time/time-zone.ts';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { invalidSetup } from './errors.ts';
import { rulesetOf, setupFromRequest, zodProblems } from './ruleset-context.ts';
import { newToken, hashToken } from './secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

export interface GameSettings {
  /** When set, every turn after the first gets a deadline this many hours after it opens. */
  turnHours?: number | undefined;
  /** The game's time zone (IANA): deadlines are typed and shown in it. Default: Europe/Madrid in Spanish, else UTC. */
  timeZone?: string | undefined;
}

export interface CreateGameInput {
  name: string;
  ruleset: string;
  /** The ruleset's setup (options and GM data), parsed by its setupSchema; its default when absent. */
  setup?: unknown;
  language?: 'es' | 'en' | undefined;
  settings?: GameSettings | undefined;
  /** When a step resolves by itself (default 'answers': as soon as every required decision is answered). */
  resolveWhen?: 'answers' | 'deadline' | 'gm' | undefined;
}

/** Creates a game in setup; the GM token is returned once and only its hash is stored. */
export async function createGame(db: Db, input: CreateGameInput): Promise<{ id: string; gmToken: string }> {
  const ruleset = rulesetOf(input.ruleset);
  const parsed = ruleset.setupSchema.safeParse(setupFromRequest(ruleset, input.setup));
  if (!parsed.success) throw invalidSetup(zodProblems(parsed.error, 'setup'));
  const problems = ruleset.validateSetup(parsed.data);
  if (problems.length > 0) throw invalidSetup(problems);

  const gmToken = newToken();
  const game = await db.$transaction(async (tx) => {
    const created = await gamesRepository.create(tx, {
      name: input.name,
      ruleset: ruleset.id,
      setup: parsed.data as Prisma.InputJsonValue,
      settings: { timeZone: input.settings?.timeZone ?? defaultTimeZone(input.language ?? 'es') } as Prisma.InputJsonValue,
      // "Hours per turn" is the game's deadline policy (one source of truth, shown and edited in the settings).
      ...(input.settings?.turnHours ? { deadlinePolicy: { kind: 'duration', hours: input.settings.turnHours } } : {}),
      language: input.language ?? 'es',
      resolveWhen: input.resolveWhen ?? 'answers',
      gmTokenHash: hashToken(gmToken),
    });
    await auditLogRepository.record(tx, created.id, 'gm', 'create_game', { name: input.name, ruleset: ruleset.id });
    return created;
  }, TX_OPTIONS);
  return { id: game.id, gmToken };
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const CreateGameBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    ruleset: z.string().min(1).max(64),
    setup: z.unknown().optional().describe("The ruleset's setup (any ruleset; generic: phases, tracks, board...); its default when absent"),
    language: z.enum(['es', 'en']).optional(),
    settings: z
      .object({
        turnHours: z
          .number()
          .positive()
          .max(24 * 365)
          .optional(),
        timeZone: z
          .string()
          .max(64)
          .refine(isTimeZone, 'unknown IANA time zone')
          .optional()
          .describe('Deadlines are typed and shown in it (IANA, e.g. Europe/Madrid)'),
      })
      .strict()
      .optional(),
    resolveWhen: z
      .enum(['answers', 'deadline', 'gm'])
      .optional()
      .describe(
        "When a step resolves by itself: 'answers' (default: as soon as every required decision is answered), 'deadline' (or the GM), 'gm' (only the GM)",
      ),
  })
  .strict();
