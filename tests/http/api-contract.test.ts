import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contractChecker, type ContractResponse, type OpenApiDocument } from '../helpers/api-contract.ts';

/** A small document shaped like the served one: loose objects (`additionalProperties: {}`), a map, an open part. */
const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/games/{id}': {
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    deadline: { type: 'string', format: 'date-time', nullable: true },
                    scores: { type: 'object', additionalProperties: { type: 'number' } },
                    summary: { type: 'object', additionalProperties: {} },
                    setup: { type: 'object', properties: { kind: { type: 'string' } }, additionalProperties: {}, 'x-open': true },
                    policy: {
                      type: 'object',
                      nullable: true,
                      oneOf: [{ type: 'object', properties: { hours: { type: 'number', minimum: 0, exclusiveMinimum: true } }, required: ['hours'] }],
                    },
                  },
                  required: ['id'],
                  additionalProperties: {},
                },
              },
            },
          },
          304: {},
          404: { content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
        },
      },
    },
    '/api/games/{id}/scores.csv': { get: { responses: { 200: { content: { 'text/csv': { schema: { type: 'string' } } } } } } },
  },
  components: {
    schemas: { Problem: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'], additionalProperties: {} } },
  },
};

const json = (value: unknown, status = 200, type = 'application/json; charset=utf-8'): ContractResponse => ({
  method: 'GET',
  url: '/api/games/g1?lang=en',
  status,
  headers: { 'content-type': type },
  body: Buffer.from(JSON.stringify(value)),
});

describe('the answer checker of the API tests (issue 33): an answer the document does not declare fails', () => {
  it('passes a declared answer: its status, media type and members (maps and open parts take any member)', () => {
    const checker = contractChecker(DOCUMENT);
    const body = { id: 'g1', deadline: null, scores: { a: 1 }, summary: { control: {} }, setup: { kind: 'x', extra: 1 }, policy: null };
    expect(checker.check(json(body))).toEqual([]);
    expect(checker.check(json({ id: 'g1', policy: { hours: 2 } }))).toEqual([]);
    expect(checker.check({ ...json(''), status: 304, body: Buffer.alloc(0) })).toEqual([]);
    expect(checker.check(json({ code: 'not_found' }, 404, 'application/problem+json'))).toEqual([]);
    expect(checker.checked).toBe(4);
  });

  it('fails a member the document does not declare, at any depth of a loose object', () => {
    const checker = contractChecker(DOCUMENT);
    expect(checker.check(json({ id: 'g1', turns: [] }))).toEqual(['GET /api/games/{id} → 200: body must NOT have additional properties "turns"']);
    expect(checker.check(json({ code: 'x', extra: 1 }, 404, 'application/problem+json'))).toEqual([
      'GET /api/games/{id} → 404: body must NOT have additional properties "extra"',
    ]);
  });

  it('fails a status or a media type the operation does not declare, and a body that does not match', () => {
    const checker = contractChecker(DOCUMENT);
    expect(checker.check(json({ id: 'g1' }, 410))[0]).toMatch(/^GET \/api\/games\/\{id\} → 410: status not declared/);
    expect(checker.check(json({ id: 'g1' }, 200, 'text/html'))[0]).toMatch(/Content-Type text\/html not declared/);
    expect(checker.check(json({ id: 1, deadline: 'soon' }))).toEqual([
      'GET /api/games/{id} → 200: body/id must be string',
      'GET /api/games/{id} → 200: body/deadline must match format "date-time"',
    ]);
    expect(checker.check(json({ id: 'g1', policy: { days: 2 } }))).not.toEqual([]);
    // OpenAPI 3.0's boolean exclusiveMinimum (draft 4) is read as such.
    expect(checker.check(json({ id: 'g1', policy: { hours: 0 } }))).not.toEqual([]);
  });

  it('reads a compressed body, takes HEAD as GET, and leaves paths outside the document alone', () => {
    const checker = contractChecker(DOCUMENT);
    const compressed = {
      ...json({}),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ id: 'g1', x: 1 })),
    };
    expect(checker.check(compressed)).toEqual(['GET /api/games/{id} → 200: body must NOT have additional properties "x"']);
    expect(checker.check({ ...json(''), method: 'HEAD', url: '/api/games/g1/scores.csv', headers: { 'content-type': 'text/csv' } })).toEqual([]);
    expect(checker.check({ ...json({}), url: '/play/abc' })).toEqual([]);
    expect(checker.checked).toBe(2);
  });
});
