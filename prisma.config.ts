// Prisma 7 configuration. The CLI is only used for `prisma generate` (scripts/db/generate-client.mjs);
// migrations are generated and applied with the WebAssembly schema engine (scripts/db/new-migration.ts,
// src/db/migrate.ts) because the native engine cannot be downloaded offline.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/turnkeeper' },
});
