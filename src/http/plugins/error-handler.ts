import type { FastifyError, FastifyInstance } from 'fastify';
import pg from 'pg';
import { renderErrorPage } from '../../web/pages/error-page.ts';
import { texts } from '../../web/texts.ts';
import { allowedMethodsFinder } from '../allowed-methods.ts';
import { problemOf } from '../error-problem.ts';
import { sendProblem } from '../problem.ts';
import { pageText } from '../problem-texts.ts';
import { requestLanguage } from '../request-language.ts';

/**
 * Prisma's messages can quote a failed query's arguments (an order sheet, a token hash), and so can the database's
 * own errors the driver passes on (statements sent by driverRows): log only the error's class, code and the
 * stack's frames for those. Other errors are logged whole (with their stack).
 */
export function loggableError(error: Error & { code?: unknown }): Record<string, unknown> {
  const prisma = error.name?.startsWith('PrismaClient');
  if (!prisma && !(error instanceof pg.DatabaseError)) return { type: error.name, message: error.message, stack: error.stack, code: error.code };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const message = prisma
    ? '(Prisma error: message withheld, it may quote query arguments)'
    : '(database error: message withheld, it may quote query arguments)';
  return { type: prisma ? error.name : 'DatabaseError', code: error.code, message, stack: frames };
}

/**
 * One error policy for every route, one shape for every JSON error: RFC 9457 problem details
 * (`application/problem+json`, ../problem.ts; the codes: ../problem-codes.ts, docs/server.md "Errors"). Bad input
 * 400 (zod, each problem with its path), use-case failures with their own status, framework errors under a stable
 * code (413 payload_too_large, 415 unsupported_media_type, 400 bad_json…), anything else 500 `internal_error`
 * with the request id and nothing of the error (logged).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = problemOf(error);
    if (problem) {
      request.log.info({ statusCode: problem.status, code: problem.code }, 'request rejected');
      if (problem.status === 503 || problem.status === 429) {
        if (!reply.hasHeader('retry-after')) reply.header('retry-after', '5');
        // The header in the body too (seconds), for clients that only read the body.
        const retryAfter = Number(reply.getHeader('retry-after'));
        if (Number.isFinite(retryAfter)) return sendProblem(request, reply, { ...problem, extensions: { ...problem.extensions, retryAfter } });
      }
      return sendProblem(request, reply, problem);
    }
    request.log.error({ err: loggableError(error) }, 'unexpected error');
    return sendProblem(request, reply, { status: 500, code: 'internal_error', detail: 'Internal server error' });
  });

  const allowedMethods = allowedMethodsFinder(app.routeList);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A path that exists for other methods: 405 with the ones it takes.
    const allow = allowedMethods(path);
    if (allow.length > 0) reply.header('allow', allow.join(', '));
    const status = allow.length > 0 ? 405 : 404;
    // A person with a browser (not the API) gets a page in their language with a way back to the front door.
    if (request.method === 'GET' && !path.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')) {
      const lang = await requestLanguage(request);
      const t = texts(lang);
      const message = status === 405 ? (pageText('method_not_allowed', lang) ?? '') : t('error.pageNotFound');
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(renderErrorPage(lang, path, message, { href: `/?lang=${lang}`, label: t('error.toHome') }));
    }
    if (status === 405)
      return sendProblem(request, reply, {
        status,
        code: 'method_not_allowed',
        detail: `${request.method} is not allowed on ${path}: use ${allow.join(', ')}`,
      });
    return sendProblem(request, reply, { status, code: 'not_found', detail: `Route ${request.method} ${path} not found` });
  });
}
