import { Worker } from 'node:worker_threads';
import { pngRenderOptions } from './map-png-options.ts';

export type PngFailure = 'busy' | 'timeout' | 'failed';

/** Why a PNG could not be made: the queue is full, the time limit passed, or resvg failed. */
export class PngRenderError extends Error {
  constructor(
    readonly reason: PngFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PngRenderError';
  }
}

interface Job {
  id: number;
  svg: string;
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

export interface PngRendererOptions {
  /** A render taking longer is abandoned (the worker is terminated and replaced). */
  timeoutMs: number;
  /** Jobs that may wait behind the running one; more are refused at once (busy). */
  queueMax: number;
}

/**
 * Rasterises map SVGs in ONE worker thread (node:worker_threads), one at a time, so that resvg never blocks
 * the event loop (issue 18: a hostile map froze the server for 90 s). The queue is bounded: when
 * `queueMax` jobs already wait, `render` fails at once with `busy` (HTTP 503 + Retry-After). A render that
 * takes longer than `timeoutMs` fails with `timeout`; its worker is terminated and the next job gets a new one.
 */
export class PngRenderer {
  private worker: Worker | null = null;
  private running: (Job & { timer: NodeJS.Timeout }) | null = null;
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PngRendererOptions) {}

  render(svg: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new PngRenderError('failed', 'The PNG renderer is closed'));
    if (this.running && this.queue.length >= this.options.queueMax) {
      return Promise.reject(new PngRenderError('busy', 'Too many maps are being drawn right now: try again shortly'));
    }
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, svg, resolve, reject });
      this.pump();
    });
  }

  /** Jobs waiting (not counting the one being drawn). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PngRenderError('failed', 'The server is shutting down'));
    if (this.running) this.finish(this.running.id, new PngRenderError('failed', 'The server is shutting down'));
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    const worker = this.ensureWorker();
    const timer = setTimeout(() => {
      this.finish(job.id, new PngRenderError('timeout', `Drawing the map took longer than ${this.options.timeoutMs} ms`));
      this.discardWorker();
    }, this.options.timeoutMs);
    this.running = { ...job, timer };
    worker.postMessage({ id: job.id, svg: job.svg, options: pngRenderOptions(job.svg) });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./png-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
      if (message.png) this.finish(message.id, null, Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
      else this.finish(message.id, new PngRenderError('failed', message.error ?? 'PNG rendering failed'));
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = null;
      if (this.running) this.finish(this.running.id, new PngRenderError('failed', error.message));
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.running) this.finish(this.running.id, new PngRenderError('failed', 'The PNG worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  private discardWorker(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }

  private finish(id: number, error: Error | null, png?: Buffer): void {
    const job = this.running;
    if (!job || job.id !== id) return; // a late answer of a job that already timed out
    clearTimeout(job.timer);
    this.running = null;
    if (error) job.reject(error);
    else job.resolve(png!);
    queueMicrotask(() => this.pump());
  }
}
