import { z } from 'zod';

/** zod schemas of the HTTP boundary (request side); the OpenAPI document is generated from them. */
export const GameParams = z.object({ id: z.string().min(1).max(100) });
export const TurnParams = GameParams.extend({ n: z.coerce.number().int().min(1).max(100_000) });

export const bearer = [{ bearer: [] }];
/** Routes that answer without a token too (the public view) and read one when sent (the caller's own view). */
export const bearerOptional: { [label: string]: string[] }[] = [{ bearer: [] }, {}];
