import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { transformSync } from 'esbuild';

/**
 * The source tree as the architecture tests read it: every .ts/.mjs file under src/ (the generated Prisma client
 * aside), its code as it runs (esbuild's output: types and comments gone, so a rule about code never trips on a
 * comment) and every import. Pure: it reads files and runs nothing of the project.
 */
export const ROOT = join(import.meta.dirname, '..', '..');
export const SRC = join(ROOT, 'src');

export interface SourceFile {
  /** Relative to src/, with forward slashes. */
  path: string;
  /** The source as written. */
  text: string;
  /** The JavaScript it compiles to (verbatimModuleSyntax, like tsconfig.json): what runs. */
  code: string;
}

export interface Import {
  from: string;
  /** A src-relative path, or a package name for a bare import ('zod', 'node:fs', '@prisma/client'...). */
  to: string;
  bare: boolean;
  /** `import type` / `export type`: gone at run time (a dependency of the checker only). */
  typeOnly: boolean;
}

function sourcePaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' && dir === SRC ? [] : sourcePaths(path);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

export function readSources(): SourceFile[] {
  return sourcePaths(SRC).map((file) => {
    const text = readFileSync(file, 'utf8');
    const loader = file.endsWith('.ts') ? 'ts' : 'js';
    const { code } = transformSync(text, { loader, format: 'esm', tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } } });
    return { path: relative(SRC, file).split('\\').join('/'), text, code };
  });
}

// On esbuild's output: one statement per line, double quotes, no comments.
const RUNTIME = [/^\s*(?:import|export)\b[^"]*?\bfrom\s*"([^"]+)"/gm, /^\s*import\s*"([^"]+)"/gm, /\bimport\(\s*"([^"]+)"\s*\)/g];
// On the source: the type-only imports esbuild drops. No quote, semicolon, '=' or parenthesis can stand between
// `import type` and its `from` (so a match never runs on into the next statement).
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s+[^'";=()]*?\bfrom\s*['"]([^'"]+)['"]/gm;

function target(from: string, specifier: string): { to: string; bare: boolean } {
  if (!specifier.startsWith('.')) return { to: specifier, bare: true };
  return {
    to: normalize(join(dirname(from), specifier))
      .split('\\')
      .join('/'),
    bare: false,
  };
}

export function importsOf(file: SourceFile): Import[] {
  const found: Import[] = [];
  for (const pattern of RUNTIME) for (const m of file.code.matchAll(pattern)) found.push({ from: file.path, ...target(file.path, m[1]!), typeOnly: false });
  for (const m of file.text.matchAll(TYPE_ONLY)) found.push({ from: file.path, ...target(file.path, m[1]!), typeOnly: true });
  return found;
}

/** The unit a src-relative path belongs to: its top-level folder, or the file itself at the top (app.ts). */
export const unitOf = (path: string) => path.split('/')[0]!;

/** The import graph between units (a unit's imports of itself left out). */
export function unitGraph(imports: readonly Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const i of imports) {
    if (i.bare || unitOf(i.from) === unitOf(i.to)) continue;
    if (!graph.has(unitOf(i.from))) graph.set(unitOf(i.from), new Set());
    graph.get(unitOf(i.from))!.add(unitOf(i.to));
  }
  return graph;
}

/** The strongly connected groups of more than one unit (Tarjan): each is an import cycle. Sorted, for messages. */
export function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort();
}
