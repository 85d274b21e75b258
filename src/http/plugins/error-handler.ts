import { renderErrorPage } from '../../web/pages/error-page.ts';
import { pageLanguage, texts } from '../../web/texts.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import pg from 'pg';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ServiceError } from '../../services/errors.ts';

/**
 * One error policy for every route: bad input 400 (zod, with readable messages), use-case failures with their
 * own status (401/403/404/409/422), framework 4xx as they are (413 body too large, 415...), and anything else
 * 500 with a generic message: never a stack trace or internal detail to the client (logged with the request id).
 */
/**
 * Prisma's messages can quote a failed query's arguments (an order sheet, a token hash), and so can the database's
 * own errors the driver passes on (statements sent by driverRows): log only the error's class, code and the
 * stack's frames for those. Other errors are logged whole (with their stack).
 */
export function loggableError(error: Error & { code?: unknown }): Record<string, unknown> {
  const prisma = error.name?.startsWith('PrismaClient');
  if (!prisma && !(error instanceof pg.DatabaseError)) return { type: error.name, message: error.message, stack: error.stack, code: error.code };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  const message = prisma ? '(Prisma error: message withheld, it may quote query arguments)' : '(database error: message withheld, it may quote query arguments)';
  return { type: prisma ? error.name : 'DatabaseError', code: error.code, message, stack: frames };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: [error.validationContext ?? 'body', ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'invalid value',
      }));
      request.log.info({ statusCode: 400, code: 'bad_request' }, 'request rejected');
      return reply.code(400).send({
        error: 'bad_request',
        message: details.map((detail) => `${detail.path}: ${detail.message}`).join('; '),
        details,
      });
    }
    if (error instanceof ServiceError) {
      request.log.info({ statusCode: error.status, code: error.code }, 'request rejected');
      if ((error.status === 503 || error.status === 429) && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
      return reply.code(error.status).send({ error: error.code, message: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ statusCode: status, code: error.code }, 'request rejected');
      const code = status === 413 ? 'payload_too_large' : (error.code ?? 'bad_request');
      return reply.code(status).send({ error: code, message: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return reply.code(500).send({ error: 'internal_error', message: 'Internal server error', requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    // A person with a browser (not the API) gets a page in their language with a way back to the front door.
    const path = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !path.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')) {
      const lang = pageLanguage(request.query, (request.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'es');
      const t = texts(lang);
      return reply.code(404).type('text/html; charset=utf-8').send(renderErrorPage(lang, path, t('error.pageNotFound'), { href: `/?lang=${lang}`, label: t('error.toHome') }));
    }
    return reply.code(404).send({ error: 'not_found', message: `Route ${request.method} ${path} not found` });
  });
}
