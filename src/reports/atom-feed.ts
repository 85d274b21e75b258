import { escapeXml } from '../engine/core/escape.ts';

export interface FeedEntry {
  turn: number;
  title: string;
  /** The report as an HTML fragment (renderHtml). */
  html: string;
  /** ISO 8601 time the turn was resolved (or, for a withdrawal, withdrawn). */
  resolvedAt: string;
  /** A withdrawal notice (GM revert): its own entry id, so readers see it beside the report it withdraws. */
  withdrawal?: string;
  /** The turn's published version: the entry's link carries it (the entry id does not: ids never change). */
  version?: string;
}

export interface FeedInput {
  gameId: string;
  gameName: string;
  language: string;
  /** Absolute origin, e.g. https://turnkeeper.example (no trailing slash). */
  baseUrl: string;
  entries: readonly FeedEntry[];
  /** When there is no entry yet: the game's creation time. */
  fallbackUpdated: string;
}

/** Atom 1.0 feed (RFC 4287) of a game's published turn reports, newest first. */
export function atomFeed(input: FeedInput): string {
  const gameUrl = `${input.baseUrl}/games/${encodeURIComponent(input.gameId)}`;
  const entries = [...input.entries].sort((a, b) => b.turn - a.turn || b.resolvedAt.localeCompare(a.resolvedAt));
  const updated =
    entries
      .map((e) => e.resolvedAt)
      .sort()
      .at(-1) ?? input.fallbackUpdated;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(input.language)}">`,
    `<id>${escapeXml(gameUrl)}</id>`,
    `<title>${escapeXml(input.gameName)}</title>`,
    `<updated>${escapeXml(updated)}</updated>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(gameUrl)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${gameUrl}/feed.xml`)}"/>`,
    '<author><name>Turnkeeper</name></author>',
    '<generator>Turnkeeper</generator>',
  ];
  for (const entry of entries) {
    const url = `${gameUrl}/turns/${entry.turn}`;
    lines.push(
      '<entry>',
      `<id>${escapeXml(entry.withdrawal ? `${url}#withdrawn-${entry.withdrawal}` : url)}</id>`,
      `<title>${escapeXml(entry.title)}</title>`,
      `<updated>${escapeXml(entry.resolvedAt)}</updated>`,
      `<published>${escapeXml(entry.resolvedAt)}</published>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(entry.version ? `${url}?v=${entry.version}` : url)}"/>`,
      `<content type="html">${escapeXml(entry.html)}</content>`,
      '</entry>',
    );
  }
  lines.push('</feed>');
  return lines.join('\n') + '\n';
}
