import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteLatencyHistogram } from '../../src/http/plugins/route-latency.ts';

const BOUNDS = [0.002, 0.005, 0.01, 0.1, 1];
type Observation = [method: string, route: string, statusClass: string, seconds: number];

/** The same observations through prom-client's own Histogram and through ours, each in a registry of its own. */
function both(observations: Observation[]) {
  const reference = new Registry();
  const theirs = new Histogram({ name: 'x_seconds', help: 'h', labelNames: ['method', 'route', 'status_class'], buckets: BOUNDS, registers: [reference] });
  const ours = new Registry();
  const mine = new RouteLatencyHistogram('x_seconds', 'h', BOUNDS, ours);
  for (const [method, route, statusClass, seconds] of observations) {
    theirs.observe({ method, route, status_class: statusClass }, seconds);
    mine.record(method, route, statusClass, seconds);
  }
  return { reference, ours, mine };
}

const OBSERVATIONS: Record<string, Observation[]> = {
  'nothing recorded': [],
  'one request': [['GET', '/health', '2xx', 0.0004]],
  'values on the bounds go in the bucket they bound': [
    ['GET', '/a', '2xx', 0.002],
    ['GET', '/a', '2xx', 0.005],
    ['GET', '/a', '2xx', 1],
  ],
  'over the last bound: +Inf only': [['POST', '/b', '5xx', 7.5]],
  'several series, interleaved': [
    ['GET', '/api/games/:id', '2xx', 0.001],
    ['PUT', '/api/games/:id/turns/:n/orders', '2xx', 0.012],
    ['GET', '/api/games/:id', '4xx', 0.003],
    ['GET', '/api/games/:id', '2xx', 0.2],
    ['GET', 'unmatched', '4xx', 0.0001],
    ['other', 'unmatched', '4xx', 0.05],
  ],
};

describe('RouteLatencyHistogram: what Prometheus reads is what prom-client’s Histogram gives for the same requests', () => {
  it.each(Object.entries(OBSERVATIONS))('%s: text exposition', async (_name, observations) => {
    const { reference, ours } = both(observations);
    expect(await ours.metrics()).toBe(await reference.metrics());
  });

  it.each(Object.entries(OBSERVATIONS))('%s: JSON', async (_name, observations) => {
    const { reference, ours } = both(observations);
    const strip = (metrics: object[]) => JSON.parse(JSON.stringify(metrics)) as unknown;
    expect(strip(await ours.getMetricsAsJSON())).toEqual(strip(await reference.getMetricsAsJSON()));
  });

  it('reset forgets every series', async () => {
    const { ours, mine } = both(OBSERVATIONS['several series, interleaved']!);
    mine.reset();
    expect(await ours.metrics()).toBe(await both([]).reference.metrics());
  });

  it("refuses prom-client's own recording methods, whose data it would never export", () => {
    const { mine } = both([]);
    expect(() => mine.observe(1)).toThrow(/record\(\)/);
    expect(() => mine.labels('GET', '/', '2xx')).toThrow(/record\(\)/);
    expect(() => mine.startTimer()).toThrow(/record\(\)/);
    expect(() => mine.zero({})).toThrow(/record\(\)/);
  });
});
