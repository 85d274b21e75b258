import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GET /ready (for the proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const ready = () => t.app.inject({ url: '/ready' });

  it('is declared in the OpenAPI document, with /metrics', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/openapi.json' })).json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/health', '/ready', '/metrics']));
  });

  it('200 when the database answers with every migration of this build; 503 migrations_pending when one is missing', async () => {
    const answer = await ready();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
    expect(answer.headers['cache-control']).toBe('no-store');

    const prisma = t.db.database.prisma;
    const [last] = await prisma.$queryRaw<
      { id: string; migration_name: string }[]
    >`SELECT id, migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await prisma.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = ${last!.id}`;
    try {
      const pending = await ready();
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
    } finally {
      await prisma.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE id = ${last!.id}`;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('503 draining once shutdown began, while /health and other routes still answer', async () => {
    t.app.startDraining();
    const draining = await ready();
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', reason: 'draining' });
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
