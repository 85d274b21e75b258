import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/http/published-reply.ts';

// Which Accept-Encoding headers get an artifact's gzip copy (RFC 9110 §12.5.3: q=0 means "not acceptable").
describe('acceptsGzip', () => {
  it.each<[string | string[] | undefined, boolean]>([
    ['gzip, deflate, br', true], // what browsers send (the fast path)
    ['gzip, deflate, br, zstd', true],
    ['br, gzip;q=0.5', true],
    ['GZIP', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip; q=0, br', false],
    ['deflate, br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
    [['br', 'gzip'], true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
