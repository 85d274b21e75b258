import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Path segments followed by a secret: /play/<token>, /gm/<token>, /confirm-email/<token>, /join/<invite code>. */
const TOKEN_PREFIXES = new Set(['play', 'gm', 'confirm-email', 'join']);
/** Segments after /gm/ that are pages, not tokens. */
const NOT_TOKENS = new Set(['session']);
/** Query names whose value is a secret (decoded, case-insensitive): `?token=`, `?access_token=`, `?t=`. */
const SECRET_QUERY_KEY = /token|secret|password|^t$/i;
/**
 * Tokens and invite codes are 43 base64url characters (src/services/secrets.ts): a run of 43 or more of them
 * (decoded) is taken for one wherever it stands. Game ids are UUIDs, runs of 36: they stay readable.
 */
const TOKEN_LENGTH = 43;
/**
 * A URL without any of these (case-insensitive) names no token: no percent-escape, no prefix or secret query
 * name, no `t` query name. Whether it holds a token-shaped run is asked apart (`hasTokenRun`).
 */
const MAYBE_SECRET = /%|play|gm|confirm-email|join|token|secret|password|[?&]t(?:[=&]|$)/i;

/** Base64url characters (A-Z a-z 0-9 - _) by character code, for the scan below. */
const BASE64URL = new Uint8Array(128);
for (let code = 0; code < 128; code++) BASE64URL[code] = /[\w-]/.test(String.fromCharCode(code)) ? 1 : 0;
const isBase64url = (code: number) => code < 128 && BASE64URL[code] === 1;

/**
 * Does `url` hold a run of 43 base64url characters? It looks at every 43rd character and, when that one is in
 * the alphabet, back to where its run starts: an ordinary URL (a UUID, short words) is read in a few steps.
 */
function hasTokenRun(url: string): boolean {
  let probe = TOKEN_LENGTH - 1;
  while (probe < url.length) {
    if (!isBase64url(url.charCodeAt(probe))) {
      probe += TOKEN_LENGTH;
      continue;
    }
    let start = probe;
    while (start > probe - (TOKEN_LENGTH - 1) && isBase64url(url.charCodeAt(start - 1))) start--;
    if (start === probe - (TOKEN_LENGTH - 1)) return true;
    probe = start + TOKEN_LENGTH - 1; // a run from `start` reaches 43 characters there, if at all
  }
  return false;
}

/**
 * Percent-decoding repeated until stable (at most 3 times): `%2570lay` -> `%70lay` -> `play`. Text still
 * escaped after that is returned as it is (`hidesToken` treats it as hiding a token when long enough).
 */
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
 * A decoded path segment, query name or value that is or holds a token: a run of 43 base64url characters, or
 * 43 characters or more still percent-escaped after three decodings (a token encoded four times over).
 */
function hidesToken(decoded: string): boolean {
  return decoded.length >= TOKEN_LENGTH && (hasTokenRun(decoded) || decoded.includes('%'));
}

/**
 * Tokens and invite codes never reach the log, whatever the spelling. Segments are compared decoded and
 * case-insensitively (`/%70lay/<token>`, `/GM/<token>`, `/play//<token>`, `/join/<code>`); query parameters
 * whose decoded name contains "token" (or secret/password) or is `t` lose their value; and any path segment,
 * query name or value that holds a token-shaped run (decoded) is redacted wherever it stands (`/api/<token>`,
 * `?x=<token>`, `?<token>`).
 */
export function redactUrl(url: string): string {
  if (!MAYBE_SECRET.test(url) && !hasTokenRun(url)) return url; // the common case: nothing that could name or hide a token
  const mark = url.indexOf('?');
  const segments = (mark === -1 ? url : url.slice(0, mark)).split('/');
  for (let i = 0; i < segments.length; i++) {
    const decoded = decodeFully(segments[i]!);
    if (hidesToken(decoded)) {
      segments[i] = '[redacted]';
      continue;
    }
    if (!TOKEN_PREFIXES.has(decoded.toLowerCase())) continue;
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
      const name = decodeFully(key);
      if (hidesToken(name)) return '[redacted]';
      if (SECRET_QUERY_KEY.test(name.trim())) return `${key}=[redacted]`;
      return equals !== -1 && hidesToken(decodeFully(pair.slice(equals + 1))) ? `${key}=[redacted]` : pair;
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

/** Called once for every answered request, errors included (after any onResponse hook). */
export type ResponseObserver = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Where code that must see every answered request (metrics) registers. Fastify calls its log controller for every
 * request whatever the log level, so observers ride on that call: an onResponse hook costs ~3.5 µs per request in
 * hook running alone (docs/performance.md).
 */
export interface ResponseObservers {
  observe(observer: ResponseObserver): void;
}

/**
 * One access line per request, when it is answered (Fastify's default writes two: "incoming request" and
 * "request completed"; on a busy server the log is a large share of the work per request, docs/performance.md).
 * The line has what both had: request id, method, redacted URL, address, status and time; errors keep their level.
 *
 * A successful request's line is written as pino writes it (level, time, the app logger's bindings, the fields,
 * the message), built here from those few plain values and written to the app logger's stream: pino's generic
 * path (serializers, the redaction pass, a walk over the object) was half of the line's cost, and every field is
 * one this class puts there (the URL redacted by `redactUrl`). Error lines carry an error object of any shape:
 * they go through the redacting logger.
 */
export class OneLineLogController extends LogController implements ResponseObservers {
  readonly #observers: ResponseObserver[] = [];

  observe(observer: ResponseObserver): void {
    this.#observers.push(observer);
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    for (const observer of this.#observers) observer(request, reply);
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else writeAccessLine(request.server.log, request, reply);
  }
}

function writeAccessLine(log: FastifyBaseLogger, request: FastifyRequest, reply: FastifyReply): void {
  const logger = log as unknown as pino.Logger & { [key: symbol]: unknown };
  if (!logger.isLevelEnabled('info')) return;
  const stream = logger[pino.symbols.streamSym] as DestinationStream;
  const bindings = logger[pino.symbols.chindingsSym] as string; // `,"pid":…,"hostname":"…"`
  // As pino: a field without a value is left out (the address of a socket already gone), numbers as JSON numbers.
  const address = request.ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(request.ip)}`;
  stream.write(
    `{"level":30,"time":${Date.now()}${bindings},"reqId":${JSON.stringify(String(request.id))},` +
      `"req":{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(redactUrl(request.url))}${address}},` +
      `"res":{"statusCode":${reply.statusCode}},"responseTime":${JSON.stringify(reply.elapsedTime)},"msg":"request completed"}\n`,
  );
}

type LevelMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * The request logger, made when something logs through it. Fastify gives every request a child logger bound
 * to its request id before routing; nearly every request's only line is the access line, which
 * OneLineLogController writes without it, so making the child (its bindings serialised, its redaction set
 * up) was work thrown away on every request (docs/performance.md).
 */
export class LazyRequestLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: pino.Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The real child logger, made on first use. */
  get made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#made?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  // Methods on the prototype (not arrow fields): nothing is allocated per request until something logs.
  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(): void {}

  child(bindings: pino.Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  private log(method: LevelMethod, args: unknown[]): void {
    (this.made[method] as (...a: unknown[]) => void)(...args);
  }
}

/** Fastify's `childLoggerFactory`: the request logger is made lazily (LazyRequestLogger). */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: pino.Bindings, options: ChildOptions): FastifyBaseLogger {
  // Every method of FastifyBaseLogger is here; pino's LogFn overloads are not spelled out on each.
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
