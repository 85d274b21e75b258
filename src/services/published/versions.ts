import { createHash } from 'node:crypto';
import type { PublicationHeadRow } from '../../repositories/published-repository.ts';

/**
 * Versions of a game's published artifacts (issue 17, item 3), derived from its publication head: pure
 * functions, so every server process computes the same version from the same database state.
 *
 * - The **turn version** `turns.get(n)` names one resolution of turn n: its report in every format and
 *   language, its map (SVG, PNG), its JSON report and its case file. It changes when the turn is resolved again
 *   after a GM revert (a new Resolution row), and with the game's stamp. Turn 0 (the start map) has one too.
 * - The **pages version** `pages` names the whole published history: the turn pages (their previous/next
 *   links depend on the other turns), the score history and the whole-game case file. It changes with every
 *   resolution and every revert.
 * - The **stamp** is what every artifact is drawn with besides the resolutions: the game's name, language and
 *   ruleset, the setup (GM corrections), the seated players (a replacement's name), whether the game has
 *   started, and whether it is over (the end reveals what hidden-information games kept secret).
 *
 * A version is 16 hex digits of a SHA-256: it identifies content, it reveals nothing.
 */
export interface PublicationHead extends PublicationHeadRow {
  stamp: string;
  /** Turn number (0: the start) -> its version; only turns that are published. */
  turns: ReadonlyMap<number, string>;
  pages: string;
}

const VERSION_LENGTH = 16;

function digest(...parts: (string | number | boolean)[]): string {
  return createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex').slice(0, VERSION_LENGTH);
}

export function publicationHead(row: PublicationHeadRow): PublicationHead {
  const stamp = digest('stamp', row.id, row.name, row.language, row.ruleset, row.started, row.status === 'finished', row.setupHash, row.playersHash);
  const turns = new Map<number, string>();
  if (row.started) turns.set(0, digest('start', stamp));
  for (const [number, resolutionId] of row.resolved) turns.set(number, digest('turn', stamp, number, resolutionId));
  const pages = digest('pages', stamp, row.archived, ...row.resolved.flat());
  return { ...row, stamp, turns, pages };
}

/** The version of turn n's artifacts, or null when turn n is not published (not resolved, withdrawn, n = 0 before the start). */
export function turnVersion(head: PublicationHead, number: number): string | null {
  return head.turns.get(number) ?? null;
}

/** The latest resolved turn's number (0 when none). */
export function latestResolved(head: PublicationHead): number {
  return head.resolved.at(-1)?.[0] ?? 0;
}

/** Is turn n resolved now (navigation: the next turn's link)? */
export function isResolved(head: PublicationHead, number: number): boolean {
  return number >= 1 && head.turns.has(number);
}

/** The versions links carry (src/reports/pages.ts LinkVersions): `pages` for turn pages and scores, `turns[n]` for turn n's files. */
export function linkVersions(head: PublicationHead): { pages: string; turns: Record<number, string> } {
  return { pages: head.pages, turns: Object.fromEntries(head.turns) };
}

/** `path` with `v=<version>` appended (after any query it already has). */
export function versioned(path: string, version: string | null | undefined): string {
  if (!version) return path;
  return `${path}${path.includes('?') ? '&' : '?'}v=${version}`;
}
