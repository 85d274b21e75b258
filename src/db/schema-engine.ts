import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

type Glue = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

/**
 * The Prisma schema engine as WebAssembly (the native one cannot be downloaded offline; see
 * ../shared/notes/toolchain.md). Node 20 cannot `import` a .wasm file, so it is instantiated by hand, once per
 * process (wasm-bindgen's glue keeps views of the first instance's memory), and only when a migration is
 * pending or a migration is being written: its JavaScript is imported here, not at the top.
 */
let glue: Promise<Glue> | null = null;

function initWasm(): Promise<Glue> {
  glue ??= instantiate();
  return glue;
}

async function instantiate(): Promise<Glue> {
  const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const require = createRequire(import.meta.url);
  // The package's exports map does not list the .wasm file: find it beside the JS glue.
  const wasmPath = join(dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports });
  (bg as unknown as { __wbg_set_wasm(exports: WebAssembly.Exports): void }).__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
  return bg;
}

export const SCHEMA_PATH = 'prisma/schema.prisma';

export interface OpenSchemaEngine {
  engine: SchemaEngine;
  /**
   * Frees the engine and ends its connections. The engine holds Prisma's migration advisory lock on a session
   * of its own; until that connection closes, another server migrating the same database waits (P1002).
   */
  close(): Promise<void>;
}

/** Opens a schema engine connected to `databaseUrl` (it connects even for a schema-to-schema `diff`). */
export async function openSchemaEngine(schema: string, databaseUrl: string): Promise<OpenSchemaEngine> {
  const bg = await initWasm();
  // The package's main entry imports the .wasm directly (unsupported by Node 20): use the JS glue's class.
  const Engine = (bg as unknown as { SchemaEngine: typeof SchemaEngine }).SchemaEngine;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const factory = new PrismaPg(pool);
  const engine = await Engine.new({ datamodels: [[SCHEMA_PATH, schema]] }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
  return {
    engine,
    close: async () => {
      engine.free();
      await pool.end();
    },
  };
}
