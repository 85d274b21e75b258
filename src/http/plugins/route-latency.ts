import { Histogram, type Registry } from 'prom-client';

type Label = 'method' | 'route' | 'status_class';
type Exported = Awaited<ReturnType<Histogram<Label>['get']>>;

interface Series {
  labels: Record<Label, string>;
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * The requests histogram of /metrics (latency by method, route pattern and status class). A prom-client Histogram
 * to the registry and to Prometheus (its exposition is prom-client's own, from `get()`), but counted here:
 * prom-client's `observe()` validates and hashes the label set on every call, even through `labels()`, which
 * measured ~6 µs per request, a sixth of the CPU of a small published read (docs/performance.md).
 */
export class RouteLatencyHistogram extends Histogram<Label> {
  readonly #name: string;
  readonly #help: string;
  readonly #bounds: readonly number[];
  readonly #series = new Map<string, Series>();

  constructor(name: string, help: string, bounds: readonly number[], registry: Registry) {
    super({ name, help, labelNames: ['method', 'route', 'status_class'], buckets: [...bounds], registers: [registry] });
    this.#name = name;
    this.#help = help;
    this.#bounds = bounds;
    // prom-client's own ways of recording would fill storage this class never exports: closed, so none is used by
    // mistake (its constructor sets `observe` on the instance, hence here rather than as overrides).
    const refuse = (): never => {
      throw new Error('RouteLatencyHistogram records with record()');
    };
    this.observe = refuse;
    this.labels = refuse;
    this.startTimer = refuse;
    this.zero = refuse;
  }

  /** One answered request: `seconds` from its arrival to its answer. */
  record(method: string, route: string, statusClass: string, seconds: number): void {
    const key = `${method} ${statusClass} ${route}`;
    let series = this.#series.get(key);
    if (series === undefined) {
      series = { labels: { method, route, status_class: statusClass }, buckets: new Float64Array(this.#bounds.length + 1), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.#bounds.length && seconds > this.#bounds[bucket]!) bucket++;
    series.buckets[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /**
   * What prom-client's Registry reads for the text exposition (when a metric has it), and what its Histogram's
   * `get()` (JSON) splays: the values of every series, as its Histogram gives them.
   */
  async getForPromString(): Promise<Exported> {
    const values: object[] = [];
    for (const { labels, buckets, sum, count } of this.#series.values()) {
      let cumulative = 0;
      for (let i = 0; i <= this.#bounds.length; i++) {
        cumulative += buckets[i]!;
        const le = i < this.#bounds.length ? this.#bounds[i]! : '+Inf';
        values.push({ labels: { le }, sharedLabels: labels, value: cumulative, metricName: `${this.#name}_bucket`, exemplar: null });
      }
      values.push({ labels: {}, sharedLabels: labels, value: sum, metricName: `${this.#name}_sum` });
      values.push({ labels: {}, sharedLabels: labels, value: count, metricName: `${this.#name}_count` });
    }
    // The shape prom-client's Histogram exports (its types give `type` as an enum the registry never reads).
    return { name: this.#name, help: this.#help, type: 'histogram', aggregator: 'sum', values } as unknown as Exported;
  }

  override reset(): void {
    super.reset();
    if (#series in this) this.#series.clear(); // prom-client's constructor calls reset() before this class's fields exist
  }
}
