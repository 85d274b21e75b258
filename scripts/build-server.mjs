// The server as one JavaScript file in dist/ (gitignored), built from src/ with esbuild. `npm start`
// (scripts/start.mjs) runs it, building it first when any file it was built from changed: Node then loads one
// module instead of asking tsx to resolve and transpile ~440 of them, and its dependencies are in it too, so
// Node does not resolve, read and compile ~800 files of node_modules either (docs/performance.md, "Start time and
// memory"). `npm run build` builds it ahead (a Docker image, a read-only install).
// Plain JavaScript: it runs before any TypeScript can.
//
// dist/server-<hash>.mjs is a bundle, dist/server.json names the current one and what it was built from (size
// and mtime of every input). A bundle is never overwritten in place: servers started together may each build
// one, and the pointer always names a complete bundle together with the inputs it was built from.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FORMAT = 1;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The server's build; tests build other projects with their own options. */
const SERVER = { root: ROOT, entry: 'src/server.ts', dist: 'dist' };
/** Files that shape a bundle without being in it. */
const TOOL_INPUTS = [fileURLToPath(import.meta.url), createRequire(import.meta.url).resolve('esbuild/package.json')];
/** `npm install` rewrites node_modules/.package-lock.json whenever it changes what is installed. */
const CONFIG_INPUTS = ['tsconfig.json', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json'];
/**
 * Dependencies left for Node to load from node_modules: they find files of their own at run time (WebAssembly,
 * native addons, data files, swagger-ui's static pages), load only when used (PGlite, the schema engine, resvg),
 * or are optional (pg-native).
 */
const EXTERNAL = [
  '@electric-sql/*',
  '@prisma/client/runtime/query_compiler_*',
  '@prisma/schema-engine-wasm',
  '@prisma/schema-engine-wasm/*',
  '@resvg/*',
  '@fastify/swagger-ui',
  'esbuild',
  'pg-native',
];
/**
 * An ES module has no `require`, `__dirname` or `__filename`; the CommonJS dependencies in the bundle get a
 * `require` that resolves from dist/ (builtins, and the external packages above), and their own directory
 * and file names through `__bundlePath` (dependencySources below).
 */
const BANNER = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { dirname as __bundleDirname, resolve as __bundleResolve } from 'node:path';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __bundlePath = (relative) => __bundleResolve(__bundleDirname(__bundleFileURLToPath(import.meta.url)), relative);',
].join(' ');

/** [size, mtime] of a file, its path relative to `root` (or absolute). */
const stamp = (root, path) => {
  const stats = statSync(resolve(root, path));
  return [stats.size, stats.mtimeMs];
};

/** The current bundle's file URL, or null when there is none or any of its inputs changed since it was built. */
export function freshBundle(options = SERVER) {
  const dist = resolve(options.root, options.dist);
  let pointer;
  try {
    pointer = JSON.parse(readFileSync(join(dist, 'server.json'), 'utf8'));
  } catch {
    return null;
  }
  if (pointer.format !== FORMAT || pointer.entry !== options.entry || !existsSync(join(dist, pointer.bundle))) return null;
  for (const [path, [size, mtimeMs]] of Object.entries(pointer.inputs)) {
    try {
      const [nowSize, nowMtime] = stamp(options.root, path);
      if (nowSize !== size || nowMtime !== mtimeMs) return null;
    } catch {
      return null; // deleted or renamed
    }
  }
  return pathToFileURL(join(dist, pointer.bundle)).href;
}

/**
 * Prisma's generated client imports its query compiler as a module holding the WebAssembly in base64
 * (`const wasm = "AGFz…"`, 4.4 MB): a module is never unloaded, so its source text and the string stayed in
 * the heap for good (8.7 MB, a sixth of the JavaScript heap). In the bundle the file is read, decoded and
 * dropped instead. Should Prisma generate something else, the client is left as generated.
 */
const BASE64_IMPORT = /const \{ wasm \} = await import\(("@prisma\/client\/runtime\/[\w.-]+\.wasm-base64\.mjs")\)\s*return await decodeBase64AsWasm\(wasm\)/;
const READ_BASE64 = `(async (specifier) => {
      const { readFileSync } = await import('node:fs');
      const text = readFileSync(new URL(import.meta.resolve(specifier)), 'utf8');
      return /^const wasm = "([A-Za-z0-9+/=]+)";/.exec(text)?.[1] ?? (await import(specifier)).wasm;
    })`;
function withoutBase64Module(path, source) {
  if (!path.endsWith('src/generated/prisma/internal/class.ts')) return source;
  if (!BASE64_IMPORT.test(source)) {
    console.warn(`build-server: ${path} no longer imports its query compiler as expected; bundled as generated (8.7 MB more heap)`);
    return source;
  }
  return source.replace(BASE64_IMPORT, (_match, specifier) => `return await decodeBase64AsWasm(await ${READ_BASE64}(${specifier}))`);
}

/**
 * Reads every source file for esbuild, stamping it first: a file saved after its stamp differs at the next
 * start, which builds again. Every module keeps its own `import.meta.url` in the bundle, so that files read
 * beside a source file (web assets, the PNG worker, the schema engine's WebAssembly) are found as under tsx.
 */
function stampedSources(root, dist, inputs) {
  return {
    name: 'stamped-sources',
    setup(build) {
      build.onLoad({ filter: /\.(ts|json)$/ }, (args) => {
        const path = relative(root, args.path).split('\\').join('/');
        inputs[path] = stamp(root, path);
        const source = withoutBase64Module(path, readFileSync(args.path, 'utf8'));
        const loader = args.path.endsWith('.json') ? 'json' : 'ts';
        if (!source.includes('import.meta.url')) return { contents: source, loader };
        return { contents: withOwnLocation(source, dist, args.path), loader };
      });
    },
  };
}

/**
 * pg asks at load whether it runs in a Cloudflare Worker; on Node 20 (no `navigator`) it finds out by making a
 * `Response`, which loads Node's fetch implementation (undici): ~0.1 s and ~10 MB resident at every start for
 * nothing, since the server never uses fetch. The bundle only ever runs on Node.
 */
const CLOUDFLARE_CHECK = /function isCloudflareRuntime\(\) \{/;
function forNode(path, source) {
  if (!/[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/.test(path)) return source;
  if (!CLOUDFLARE_CHECK.test(source)) {
    console.warn(`build-server: ${path} no longer has isCloudflareRuntime(); bundled as it is (its check may load fetch at start)`);
    return source;
  }
  return source.replace(CLOUDFLARE_CHECK, 'function isCloudflareRuntime() {\n  return false;');
}

/** A path as seen from dist/, with forward slashes: what the bundle resolves against its own location. */
const fromDist = (dist, path) => relative(dist, path).split('\\').join('/');

/** `import.meta.url` of a module in the bundle: its own file's URL, not the bundle's. */
function withOwnLocation(source, dist, path) {
  return source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromDist(dist, path))}, import.meta.url).href`);
}

/**
 * Dependencies in the bundle keep their own location: `import.meta.url`, and in CommonJS `__dirname` and
 * `__filename` (which an ES module lacks: a bare one would read a global, which Prisma's generated client sets to
 * its own directory). Files that declare their own (an ES module's shim) keep them. node_modules is stamped
 * through npm's lock files (CONFIG_INPUTS), not file by file.
 */
function dependencySources(dist) {
  return {
    name: 'dependency-sources',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, (args) => {
        const source = forNode(args.path, readFileSync(args.path, 'utf8'));
        if (!/__dirname|__filename|import\.meta\.url/.test(source)) return { contents: source, loader: 'js' };
        let contents = withOwnLocation(source, dist, args.path);
        if (!/\b(?:const|let|var)\s+__(?:dirname|filename)\b/.test(contents)) {
          contents = contents
            .replace(/\b__dirname\b/g, `__bundlePath(${JSON.stringify(fromDist(dist, dirname(args.path)))})`)
            .replace(/\b__filename\b/g, `__bundlePath(${JSON.stringify(fromDist(dist, args.path))})`);
        }
        return { contents, loader: 'js' };
      });
    },
  };
}

/** Builds a new bundle and makes it the current one; returns its file URL. */
export async function buildBundle(options = SERVER) {
  const esbuild = await import('esbuild');
  const dist = resolve(options.root, options.dist);
  mkdirSync(dist, { recursive: true });
  const inputs = {};
  for (const path of [...TOOL_INPUTS, ...CONFIG_INPUTS]) {
    if (existsSync(resolve(options.root, path))) inputs[path] = stamp(options.root, path);
  }
  try {
    const result = await esbuild.build({
      absWorkingDir: options.root,
      entryPoints: [options.entry],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: EXTERNAL,
      banner: { js: BANNER },
      // A third less to parse at every start, and less source held in the heap (names are kept). Stack traces
      // point into the bundle; `node --enable-source-maps` maps them back to src/ through the map beside it.
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: 'none',
      sourcemap: 'external',
      sourcesContent: false,
      outfile: join(dist, 'server.mjs'), // where the map's paths are relative to; the bundle is named by its hash
      metafile: true,
      logLevel: 'warning',
      plugins: [stampedSources(options.root, dist, inputs), dependencySources(dist)],
    });
    const unstamped = Object.keys(result.metafile.inputs).filter((path) => !(path in inputs) && !/(^|\/)node_modules\//.test(path));
    if (unstamped.length > 0) throw new Error(`build-server: read without a stamp: ${unstamped.join(', ')}`);
    const code = result.outputFiles.find((file) => file.path.endsWith('.mjs')).contents;
    const map = result.outputFiles.find((file) => file.path.endsWith('.map')).contents;
    const bundle = `server-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
    const pointer = { format: FORMAT, entry: options.entry, bundle, builtAt: new Date().toISOString(), inputs };
    writeAtomically(join(dist, `${bundle}.map`), map);
    writeAtomically(join(dist, bundle), Buffer.concat([code, Buffer.from(`\n//# sourceMappingURL=${bundle}.map\n`)]));
    writeAtomically(join(dist, 'server.json'), `${JSON.stringify(pointer)}\n`);
    removeOldBundles(dist, bundle);
    return pathToFileURL(join(dist, bundle)).href;
  } finally {
    await esbuild.stop();
  }
}

function writeAtomically(path, contents) {
  const temporary = join(dirname(path), `.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`);
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** Bundles other than the current one, once no server can still be about to load them (a minute later). */
function removeOldBundles(dist, current) {
  for (const name of readdirSync(dist)) {
    if (!/^server-[0-9a-f]{16}\.mjs(\.map)?$/.test(name) || name.startsWith(current)) continue;
    const path = join(dist, name);
    if (Date.now() - statSync(path).mtimeMs > 60_000) rmSync(path, { force: true });
  }
}

/** The bundle to run: the current one, or a new one when any input changed (`log` says so). */
export async function ensureBundle(options = SERVER, log = (line) => console.log(line)) {
  const fresh = freshBundle(options);
  if (fresh) return fresh;
  const since = performance.now();
  const url = await buildBundle(options);
  log(`Built ${relative(options.root, fileURLToPath(url))} from ${options.entry} in ${Math.round(performance.now() - since)} ms`);
  return url;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const since = performance.now();
  const url = await buildBundle();
  console.log(`Built ${relative(ROOT, fileURLToPath(url))} from ${SERVER.entry} in ${Math.round(performance.now() - since)} ms`);
}
