// Runs `prisma generate` offline. The Prisma CLI wants a native schema engine it would download on first
// use (unreachable here); generation itself does not need it, so any existing file satisfies the check
// (../shared/notes/toolchain.md). Migrations use the WebAssembly schema engine instead (src/db/migrate.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('prisma/schema.prisma')) process.exit(0);
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/false' };
const result = spawnSync('npx', ['--no-install', 'prisma', 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
