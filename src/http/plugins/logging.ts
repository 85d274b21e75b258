import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Invite links carry the token in the path: never log it. */
export function redactUrl(url: string): string {
  return url.replace(/\/(play|gm)\/[^/?#]+/g, '/$1/[redacted]');
}

/**
 * pino options: tokens and authorization headers are redacted wherever they appear, request bodies (order
 * sheets!) are never logged, and invite URLs are masked. Secrecy: a log line never reveals orders or tokens.
 */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'token',
        'gmToken',
        '*.token',
        '*.gmToken',
        'orders',
        '*.orders',
        'body',
        '*.body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
