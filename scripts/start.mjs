// `npm start`: the server from its bundle in dist/, built first when src/ changed since the last build
// (scripts/build-server.mjs, about a second). `tsx src/server.ts` runs the same server from source.
import { ensureBundle } from './build-server.mjs';

await import(await ensureBundle());
