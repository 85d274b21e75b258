import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

const EVIL = 'evil.example';

describe('security headers and absolute links (PGlite)', () => {
  let plain: TestApp;
  let tls: TestApp;
  let proxied: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    plain = await startTestApp('pglite', { env: { PUBLIC_URL: 'http://turnkeeper.test' } });
    tls = await startTestApp('pglite', { env: { PUBLIC_URL: 'https://turnkeeper.test' } });
    proxied = await startTestApp('pglite', { env: { TRUST_PROXY: 'loopback' } });
    game = await seedGame(plain.app, [SEATS.ana]);
  });
  afterAll(async () => {
    await plain?.close();
    await tls?.close();
    await proxied?.close();
  });

  it('X-Content-Type-Options: nosniff on every response, JSON and errors included', async () => {
    for (const url of [`/api/games/${game.id}`, '/api/games/nope', '/health', '/openapi.json', '/no-such-route', `/games/${game.id}`]) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('/docs has a CSP and cannot be framed', async () => {
    const index = await plain.app.inject({ method: 'GET', url: '/docs' });
    expect(index.statusCode).toBe(200);
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests'); // /docs must still work on plain http://localhost
    expect(index.headers['x-frame-options']).toBe('DENY');
    const asset = await plain.app.inject({ method: 'GET', url: '/docs/static/swagger-ui.css' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-frame-options']).toBe('DENY');
  });

  it('HSTS only when served over TLS: PUBLIC_URL https, or https at a trusted proxy', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security']).toBeUndefined();
    expect((await tls.app.inject({ method: 'GET', url: '/health' })).headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const viaProxy = await proxied.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=/);
    // Without TRUST_PROXY the header is the client's word, not the proxy's: ignored.
    const spoofed = await plain.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('trustProxy is off by default and absolute links come from PUBLIC_URL, never Host / X-Forwarded-Host', async () => {
    expect(plain.app.config.TRUST_PROXY).toBe(false);
    const feed = await plain.app.inject({
      method: 'GET',
      url: `/games/${game.id}/feed.xml`,
      headers: { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toMatch(/public/);
    expect(feed.body).not.toContain(EVIL);
    expect(feed.body).toContain(`href="http://turnkeeper.test/games/${game.id}"`);
    const console = await plain.app.inject({ method: 'GET', url: `/gm/${game.gmToken}?notice=created`, headers: { 'x-forwarded-host': EVIL } });
    expect(console.statusCode).toBe(200);
    expect(console.body).not.toContain(EVIL);
    expect(console.body).toContain(`http://turnkeeper.test/gm/${game.gmToken}`);
  });
});
