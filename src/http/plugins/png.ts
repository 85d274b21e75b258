import type { FastifyInstance } from 'fastify';
import { PngRenderer, PngRenderError } from '../../reports/png-renderer.ts';
import { ServiceError } from '../../services/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Map SVG -> PNG in the worker thread; 503 (Retry-After) when busy or too slow. */
    renderPng(svg: string): Promise<Buffer>;
  }
}

const CODES = { busy: 'busy', timeout: 'render_timeout', failed: 'render_failed' } as const;

/** One PNG worker per app (PNG_TIMEOUT_MS, PNG_QUEUE_MAX), closed with the app. */
export function registerPngRenderer(app: FastifyInstance): void {
  const renderer = new PngRenderer({ timeoutMs: app.config.PNG_TIMEOUT_MS, queueMax: app.config.PNG_QUEUE_MAX });
  app.decorate('renderPng', async (svg: string) => {
    try {
      return await renderer.render(svg);
    } catch (error) {
      if (error instanceof PngRenderError) throw new ServiceError(503, CODES[error.reason], error.message);
      throw error;
    }
  });
  app.addHook('onClose', () => renderer.close());
}
