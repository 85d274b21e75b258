import formbody from '@fastify/formbody';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServiceError } from '../../services/errors.ts';
import { checkSheet } from '../../services/check-orders.ts';
import { registerAssets } from '../../web/handlers/assets.ts';
import { registerGmPages } from '../../web/handlers/gm-handlers.ts';
import { registerGmLifecyclePages } from '../../web/handlers/gm-lifecycle-handlers.ts';
import { registerGmTokenPage } from '../../web/handlers/gm-token-handler.ts';
import { sendPage } from '../../web/handlers/page-reply.ts';
import { registerHomePage } from '../../web/handlers/home-handler.ts';
import { registerJoinPages } from '../../web/handlers/join-handlers.ts';
import { registerPlayerPages } from '../../web/handlers/player-handlers.ts';
import { renderErrorPage } from '../../web/pages/error-page.ts';
import { texts } from '../../web/texts.ts';
import { serviceMessage } from '../../web/service-message.ts';
import { problemOf } from '../error-problem.ts';
import { loggableError } from '../plugins/error-handler.ts';
import { pageText } from '../problem-texts.ts';
import { requestLanguage } from '../request-language.ts';
import { sheetTargetOf } from '../plugins/auth.ts';
import { bearer, TurnParams } from '../schemas.ts';
import { CheckedOrdersResponse, errors } from '../responses.ts';
import { OrdersBody } from '../../services/submit-orders.ts';

/**
 * Web pages: the player's order form (/play/:token), the GM console (/gm, /gm/:token), their static assets,
 * and the order check endpoint the form script (and API clients) use. Pages call the same services as the
 * API; nothing is validated only in the browser.
 */
export const webRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: urlencoded form posts for the pages.
  await app.register(formbody, { bodyLimit: app.config.BODY_LIMIT });

  app.post(
    '/api/games/:id/turns/:n/orders/check',
    {
      config: { sheetAccess: true },
      schema: {
        operationId: 'checkOrders',
        tags: ['orders'],
        summary: "Check the caller's order sheet without saving it (player)",
        params: TurnParams,
        body: OrdersBody,
        security: bearer,
        response: { 200: CheckedOrdersResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      checkSheet(
        app.db,
        await sheetTargetOf(request, request.params.id, request.params.n),
        'orders' in request.body ? request.body.orders : [],
        'text' in request.body ? request.body.text : undefined,
      ),
  );

  registerAssets(app);
  registerHomePage(app);
  registerPlayerPages(app);
  registerGmPages(app);
  registerJoinPages(app);
  registerGmLifecyclePages(app);
  registerGmTokenPage(app);

  // Pages answer errors with a page in the game's (or the reader's) language; JSON routes of this plugin answer
  // problem+json like every other route.
  const apiErrors = app.errorHandler;
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const isPage = request.method !== 'PUT' && !request.url.startsWith('/api/') && !request.url.includes('/check');
    if (!isPage) return apiErrors.call(app, error, request, reply);
    const lang = await requestLanguage(request);
    const problem = problemOf(error);
    const status = problem?.status ?? 500;
    if (!problem) request.log.error({ err: loggableError(error) }, 'unexpected error');
    else request.log.info({ statusCode: status, code: problem.code }, 'request rejected');
    const t = texts(lang);
    const message = !problem ? t('error.title') : (pageText(problem.code, lang) ?? (error instanceof ServiceError ? serviceMessage(t, error) : problem.detail));
    if ((status === 429 || status === 503) && !reply.hasHeader('retry-after')) reply.header('retry-after', '5');
    return sendPage(reply, status, renderErrorPage(lang, request.url.split('?')[0] ?? '/', message));
  });
};
