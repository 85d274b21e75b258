import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Routes whose 2xx body is not one JSON shape: files (SVG, PNG, CSV) and the report in the format asked for. */
const NOT_JSON = new Set(['/api/games/{id}/turns/{n}/report', '/api/games/{id}/turns/{n}/report.{format}', '/api/games/{id}/turns/{n}/map.svg', '/api/games/{id}/turns/{n}/map.png', '/api/games/{id}/scores.csv']);

describe('OpenAPI document: every JSON route declares its response shape (issue 11)', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }>> };
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
          expect(Object.keys((response.content?.['application/json']?.schema?.properties as object) ?? {}), `${method} ${path} ${code}`).toEqual(expect.arrayContaining(['error', 'message']));
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
