import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ChildLoggerOptions, DestinationStream } from 'pino';

/** Path segments followed by a secret token: /play/<token>, /gm/<token>, /confirm-email/<token>. */
const TOKEN_PREFIXES = new Set(['play', 'gm', 'confirm-email']);
/** Segments after /gm/ that are pages, not tokens. */
const NOT_TOKENS = new Set(['session']);
const SECRET_QUERY_KEY = /token|secret|password/i;

/** Percent-decoding repeated until stable (at most 3 times): `%2570lay` -> `%70lay` -> `play`. */
function decodeFully(text: string): string {
  if (!text.includes('%') && !text.includes('+')) return text; // nothing to decode: the common case
  let current = text;
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(current.replaceAll('+', ' '));
      if (decoded === current) break;
      current = decoded;
    } catch {
      break;
    }
  }
  return current;
}

/**
 * Invite links carry the token in the path: never log it, whatever the spelling. Segments are compared
 * decoded and case-insensitively (`/%70lay/<token>`, `/GM/<token>`, `/play//<token>`), and query parameters
 * whose decoded name contains "token" (or secret/password) lose their value.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const segments = (mark === -1 ? url : url.slice(0, mark)).split('/');
  for (let i = 0; i < segments.length; i++) {
    if (!TOKEN_PREFIXES.has(decodeFully(segments[i]!).toLowerCase())) continue;
    let next = i + 1;
    while (next < segments.length && segments[next] === '') next++;
    if (next >= segments.length || NOT_TOKENS.has(decodeFully(segments[next]!).toLowerCase())) continue;
    segments[next] = '[redacted]';
    i = next;
  }
  const path = segments.join('/');
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_KEY.test(decodeFully(key)) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
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

/**
 * One access line per request, when it is answered (Fastify's default writes two: "incoming request" and
 * "request completed"; on a busy server the log is a large share of the work per request, docs/performance.md).
 * The line has what both had: request id, method, redacted URL, address, status and time; errors keep their level.
 *
 * A successful request's line is written by a child of the app's logger without the redaction pass: every field
 * of it is one this class puts there and the `req`/`res` serializers reduce to plain values (the URL redacted by
 * `redactUrl`), so there is nothing for the redaction paths to find, and the pass is a third of the line's cost.
 * Error lines carry an error object of any shape: they keep the redacting logger.
 */
export class OneLineLogController extends LogController {
  private readonly accessLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else this.accessLog(request.server.log).info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  private accessLog(root: FastifyBaseLogger): FastifyBaseLogger {
    let log = this.accessLoggers.get(root);
    if (!log) {
      log = root.child({}, { redact: { paths: [] } } as ChildLoggerOptions);
      this.accessLoggers.set(root, log);
    }
    return log;
  }
}
