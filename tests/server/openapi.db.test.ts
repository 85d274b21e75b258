import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Page routes: their 404 and 410 also come as an HTML page (for a person with a browser). */
const PAGES = new Set(['/games/{id}', '/games/{id}/turns/{n}']);
const ROOT = join(import.meta.dirname, '..', '..');

describe('OpenAPI document: every JSON route declares its response shape (issue 11)', () => {
  let t: TestApp;
  let doc: {
    paths: Record<
      string,
      Record<
        string,
        { operationId?: string; security?: unknown[]; responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }> }
      >
    >;
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

  it('gives every route a success with its media types (JSON with named properties), and its errors the error shape', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'));
        const content = success?.[1].content ?? {};
        const json = content['application/json']?.schema;
        const named = json && (Object.keys((json.properties as object | undefined) ?? {}).length > 0 || json.additionalProperties !== undefined);
        const others = Object.entries(content).filter(([type]) => type !== 'application/json');
        const files = others.length > 0 && others.every(([, media]) => media.schema?.type === 'string');
        const noContent = success?.[0] === '204' && Object.keys(content).length === 0; // e.g. DELETE: nothing to describe
        if (!(named || (json === undefined && files) || (named && files)) && !noContent) missing.push(`${method.toUpperCase()} ${path}`);
        for (const [code, response] of Object.entries(operation.responses ?? {})) {
          if (!code.startsWith('4')) continue;
          expect(response.content?.['application/problem+json']?.schema, `${method} ${path} ${code}`).toEqual({ $ref: '#/components/schemas/Problem' });
          if (!PAGES.has(path)) expect(Object.keys(response.content ?? {}), `${method} ${path} ${code}`).toEqual(['application/problem+json']);
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
    // Only referenced schemas are declared (no unused input copy): the error shape and the report's recursive inline node.
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['Problem', 'ReportInline']);
  });

  it('gives every operation (JSON or file) its error statuses, 404, 405, 413, 414, 415, 429 and 500 included, each the Problem schema', () => {
    const wrong: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations++;
        const responses = operation.responses ?? {};
        for (const needed of ['404', '405', '413', '414', '415', '429', '500']) if (!(needed in responses)) wrong.push(`${method} ${path}: no ${needed}`);
        for (const [code, response] of Object.entries(responses)) {
          if (!/^[45]/.test(code) || ((path === '/health' || path === '/ready') && code === '503')) continue;
          const { 'text/html': page, ...content } = response.content ?? {};
          if (
            Object.keys(content).join() !== 'application/problem+json' ||
            (page && !(PAGES.has(path) && (code === '404' || code === '410'))) ||
            content['application/problem+json']?.schema?.$ref !== '#/components/schemas/Problem'
          )
            wrong.push(`${method} ${path}: ${code}`);
        }
      }
    }
    expect(operations).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  it('names every operation (operationId: unique, camelCase) and declares its security (none: an empty list)', () => {
    const ids: string[] = [];
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.operationId || !/^[a-z][A-Za-z0-9]*$/.test(operation.operationId)) wrong.push(`${method} ${path}: operationId`);
        else ids.push(operation.operationId);
        if (!Array.isArray(operation.security)) wrong.push(`${method} ${path}: security`);
        if (method === 'get' && !('304' in (operation.responses ?? {}))) wrong.push(`${method} ${path}: 304`);
      }
    }
    expect(wrong).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('passes Redocly lint (redocly.yaml: the recommended rules) with no error and no warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc, null, 2));
      const cli = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const result = spawnSync(process.execPath, [cli, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
      });
      const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      expect(report.problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
