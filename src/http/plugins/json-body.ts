import type { FastifyInstance } from 'fastify';
import { ServiceError } from '../../services/errors.ts';

/**
 * The deepest JSON nesting a request body may have. Our largest documents (a Lords of Chaos map, a generic
 * setup, an order sheet with an alliance) nest 5–6 levels; 64 leaves ample room. Deeper bodies are refused
 * before parsing, so no recursive check (zod, the NUL/surrogate guard, Prisma) can overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

/** The nesting depth of a JSON text, stopping as soon as it passes `limit` (strings are skipped). */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * application/json bodies: Fastify's own parser (prototype-poisoning protection, body limit → 413), preceded
 * by the depth check (→ 400 `bad_request`).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text)) {
      done(new ServiceError(400, 'bad_request', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
