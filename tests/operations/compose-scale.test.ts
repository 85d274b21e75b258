import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * docker-compose.yml's `scale` profile and docker/nginx-scale.conf, checked for structure (there is no Docker
 * engine or nginx on the test machines; tests/operations/three-processes.db.test.ts runs the same setup with a
 * round-robin proxy in place of nginx).
 */

/** Compose's `${NAME:-default}` / `${NAME}` with nothing set: the default, or empty. */
const defaults = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_all, _name: string, fallback?: string) => fallback ?? '') : value;

interface Service {
  profiles?: string[];
  build?: unknown;
  image?: string;
  ports?: string[];
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  volumes?: string[];
  healthcheck?: { test: string[] };
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as { services: Record<string, Service>; networks?: Record<string, unknown> };
const services = compose.services;
const env = (service: Service, name: string) => String(defaults(service.environment?.[name]));
const networkNames = (service: Service) => (Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {}));
const scaleApps = Object.entries(services).filter(([, service]) => service.profiles?.includes('scale') && service.build !== undefined);
const nginx = readFileSync('docker/nginx-scale.conf', 'utf8');
/** The directives of the config, comments removed. */
const directives = nginx.replace(/#.*$/gm, '');

describe('docker compose --profile scale', () => {
  it('keeps the default `docker compose up`: the database and one app on :3000, in no profile', () => {
    const plain = Object.entries(services)
      .filter(([, service]) => service.profiles === undefined)
      .map(([name]) => name);
    expect(plain.sort()).toEqual(['app', 'db']);
    expect(services.app!.ports).toEqual(['3000:3000']);
    expect(services.app!.networks).toBeUndefined();
    expect(services.db!.networks).toBeUndefined();
  });

  it('three app processes on the PostgreSQL service, each checked by GET /ready, trusting only the proxy', () => {
    expect(scaleApps.map(([name]) => name).sort()).toEqual(['app1', 'app2', 'app3']);
    const proxyAddress = String(defaults((services.proxy!.networks as Record<string, { ipv4_address: string }>).scale!.ipv4_address));
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [name, app] of scaleApps) {
      expect(env(app, 'DATABASE_URL'), name).toMatch(/^postgresql:\/\/turnkeeper:turnkeeper@db:5432\/turnkeeper$/);
      expect(env(app, 'TRUST_PROXY'), name).toBe(proxyAddress);
      expect(env(app, 'HOST'), name).toBe('0.0.0.0');
      expect(env(app, 'PORT'), name).toBe('3000');
      expect(app.depends_on?.db?.condition, name).toBe('service_healthy');
      expect(app.ports, name).toBeUndefined(); // reached through the proxy only
      expect(networkNames(app).sort(), name).toEqual(['default', 'scale']);
      expect(app.healthcheck?.test.join(' '), name).toContain('/ready');
    }
    // The proxy's fixed address lies in the scale network's subnet.
    const subnet = String(defaults((compose.networks?.scale as { ipam: { config: { subnet: string }[] } }).ipam.config[0]!.subnet));
    expect(proxyAddress.split('.').slice(0, 3)).toEqual(subnet.split('/')[0]!.split('.').slice(0, 3));
  });

  it('nginx from its config file in the repository, started once the three are ready', () => {
    const proxy = services.proxy!;
    expect(proxy.profiles).toEqual(['scale']);
    expect(proxy.image).toMatch(/^nginx:/);
    const mount = proxy.volumes!.find((volume) => volume.includes('nginx-scale.conf'))!;
    const [source, target] = mount.split(':');
    expect(existsSync(source!)).toBe(true);
    expect(target).toBe('/etc/nginx/conf.d/default.conf');
    for (const [name] of scaleApps) expect(proxy.depends_on?.[name]?.condition).toBe('service_healthy');
    expect(proxy.ports).toHaveLength(1);
  });
});

describe('docker/nginx-scale.conf', () => {
  it('is well formed: balanced blocks, every simple directive ends with a semicolon', () => {
    let depth = 0;
    for (const char of directives) {
      if (char === '{') depth++;
      if (char === '}') depth--;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    for (const line of directives
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean))
      expect(line, line).toMatch(/[;{}]$/);
  });

  it('sends requests to the three processes in turn, with no sticky routing', () => {
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(directives)!;
    const servers = [...upstream[2]!.matchAll(/^\s*server\s+([\w.-]+):(\d+)\b/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(servers.sort()).toEqual(scaleApps.map(([name, app]) => `${name}:${env(app, 'PORT')}`).sort());
    expect(directives).not.toMatch(/\b(ip_hash|hash|sticky|least_conn)\b/);
    expect(directives).toMatch(new RegExp(`proxy_pass\\s+http://${upstream[1]};`));
  });

  it('tells the app the client address, never passes a POST on twice, and keeps /metrics inside', () => {
    expect(directives).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$remote_addr;/);
    expect(directives).toMatch(/proxy_set_header\s+X-Forwarded-Proto\s+\$scheme;/);
    const next = /proxy_next_upstream\s+([^;]*);/.exec(directives)![1]!.split(/\s+/);
    expect(next).toEqual(expect.arrayContaining(['error', 'http_503']));
    expect(next).not.toContain('non_idempotent');
    expect(directives).toMatch(/location\s*=\s*\/metrics\s*\{\s*return\s+404;\s*\}/);
  });

  it('takes a body as large as a game archive import (ARCHIVE_BODY_LIMIT)', async () => {
    const { ConfigSchema } = await import('../../src/config.ts');
    const limit = ConfigSchema.parse({}).ARCHIVE_BODY_LIMIT;
    const [, size, unit] = /client_max_body_size\s+(\d+)([kmg]?);/i.exec(directives)!;
    const bytes = Number(size) * ({ '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 } as Record<string, number>)[unit!.toLowerCase()]!;
    expect(bytes).toBeGreaterThanOrEqual(limit);
  });
});
