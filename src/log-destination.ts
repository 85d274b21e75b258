import pino, { type DestinationStream } from 'pino';

/**
 * Where the server's log lines go: a file descriptor (stdout), written about `bytes` at a time and whenever
 * `flush()` is called (server.ts: at least once a second, and on exit), as nginx's `access_log … buffer= flush=`.
 * A busy server makes one write system call per dozen lines instead of one per line.
 *
 * The lines wait here, in an array joined once per write, and not in sonic-boom's own buffer (`minLength`):
 * sonic-boom 4 measures the byte length of all it has buffered on every write (to keep under `maxWrite`).
 * Measured alone, 300,000 access lines: 1.4–1.7 µs per line that way, 0.6–0.7 µs here (docs/performance.md).
 * Every line pino writes passes here, errors included, so lines stay in order.
 */
export class BufferedLogDestination implements DestinationStream {
  readonly #out: DestinationStream;
  readonly #bytes: number;
  #lines: string[] = [];
  /** Characters waiting: bytes for the ASCII lines of a log, a little less than the bytes otherwise. */
  #waiting = 0;

  constructor(fd: number, bytes: number) {
    this.#out = pino.destination({ dest: fd, sync: true });
    this.#bytes = bytes;
  }

  write(line: string): void {
    this.#lines.push(line);
    this.#waiting += line.length;
    if (this.#waiting >= this.#bytes) this.flush();
  }

  /** Writes what waits (synchronously: the destination is opened in sync mode). */
  flush(): void {
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#waiting = 0;
    this.#out.write(text);
  }
}
