import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Routes whose 2xx body is not one JSON shape: files (SVG, PNG, CSV) and the report in the format asked for. */
const NOT_JSON = new Set([
  '/api/games/{id}/turns/{n}/report',
  '/api/games/{id}/turns/{n}/report.{format}',
  '/api/games/{id}/turns/{n}/map.svg',
  '/api/games/{id}/turns/{n}/map.png',
  '/api/games/{id}/scores.csv',
]);

describe('OpenAPI document: every JSON route declares its response shape (issue 11)', () => {
  let t: TestApp;
  let doc: {
    paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }>>;
    components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
  };
  beforeAll(async () => {
    t = await startTestApp('pglite');
    doc = (await t.app.inject({ url: '/openapi.json' })).json();
  });
  afterAll(async () => t?.close());

  it('lists the API routes', () => {
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/')).length).toBeGreaterThan(20);
  });

  it('gives each JSON route a success schema with named properties, and its errors the error shape', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || NOT_JSON.has(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'));
        const schema = success?.[1].content?.['application/json']?.schema;
        const named = schema && (Object.keys((schema.properties as object | undefined) ?? {}).length > 0 || schema.additionalProperties !== undefined);
        const noContent = success?.[0] === '204'; // e.g. DELETE: nothing to describe
        if (!named && !noContent) missing.push(`${method.toUpperCase()} ${path}`);
        for (const [code, response] of Object.entries(operation.responses ?? {})) {
          if (!code.startsWith('4')) continue;
          expect(response.content?.['application/problem+json']?.schema, `${method} ${path} ${code}`).toEqual({ $ref: '#/components/schemas/Problem' });
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares the error shape once (components.schemas.Problem, RFC 9457 members and the deprecated aliases)', () => {
    const problem = doc.components.schemas.Problem!;
    expect(Object.keys(problem.properties)).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'problems', 'requestId', 'error', 'message']),
    );
    expect(problem.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'error', 'message']));
    // Only referenced schemas are declared (no unused input copy).
    expect(Object.keys(doc.components.schemas)).toEqual(['Problem']);
  });

  it('gives every operation (JSON or file) its error statuses, 404, 405, 413, 415, 429 and 500 included, each the Problem schema', () => {
    const wrong: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const responses = operation.responses ?? {};
        for (const needed of ['404', '405', '413', '415', '429', '500']) if (!(needed in responses)) wrong.push(`${method} ${path}: no ${needed}`);
        for (const [code, response] of Object.entries(responses)) {
          if (!/^[45]/.test(code) || ((path === '/health' || path === '/ready') && code === '503')) continue;
          const content = response.content ?? {};
          if (
            Object.keys(content).join() !== 'application/problem+json' ||
            content['application/problem+json']?.schema?.$ref !== '#/components/schemas/Problem'
          )
            wrong.push(`${method} ${path}: ${code}`);
        }
      }
    }
    expect(operations).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });
});
