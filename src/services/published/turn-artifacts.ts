import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../engine/core/ruleset.ts';
import type { Language } from '../../i18n/index.ts';
import type { MarkdownFlavor } from '../../reports/render-markdown.ts';
import { gamesRepository } from '../../repositories/games-repository.ts';
import { notFound } from '../errors.ts';
import { rulesetOf } from '../ruleset-context.ts';
import { artifactBytes, makeArtifact, type Artifact } from './artifact.ts';
import { snapshotOf, renderPinned, type ArtifactSpec } from './lookup.ts';
import { turnPageHtml } from './page-builders.ts';
import { FORMAT_CONTENT_TYPES, reportBody, reportJsonOf, stepCaseOf, type ForumFormat } from './published.ts';
import { loadResolvedStep } from './steps.ts';
import { isResolved, turnVersion, type PublicationHead } from './versions.ts';
import { mapSvg } from './views.ts';

/**
 * What the public gets of one resolved turn, each variant rendered once per turn version (lookup.ts): the
 * report in every forum format, the JSON report, the map as SVG and PNG, the case file, and the turn page
 * (which is of the pages version: its previous/next links depend on the other turns).
 */

const PUBLIC: Viewer = { role: 'public' };
const JSON_TYPE = 'application/json; charset=utf-8';

function stepSnapshot(db: Db, gameId: string, number: number, version: string) {
  return snapshotOf(
    db,
    gameId,
    version,
    (head) => turnVersion(head, number),
    (tx, ctx) => loadResolvedStep(tx, ctx, number),
  );
}

export interface ReportVariant {
  format: ForumFormat;
  lang?: Language | undefined;
  bbcodeTables: boolean;
  /** markdown only: the tables' flavour (render-markdown.ts). */
  markdownFlavor?: MarkdownFlavor | undefined;
  short: boolean;
  /** PUBLIC_URL: pasted copies carry absolute links. */
  origin: string;
}

export function reportSpec(db: Db, gameId: string, number: number, variant: ReportVariant): ArtifactSpec<Artifact> {
  return {
    kind: 'report',
    version: (head) => turnVersion(head, number),
    variant: (head) => [
      number,
      variant.format,
      variant.lang ?? head.language,
      variant.format === 'bbcode' && variant.bbcodeTables,
      variant.format === 'markdown' && (variant.markdownFlavor ?? 'discord'),
      variant.short,
      variant.origin,
    ],
    async render(version, head) {
      const { ctx, data: step } = await stepSnapshot(db, gameId, number, version);
      const body = reportBody(ctx, step, variant.format, {
        lang: variant.lang ?? head.language,
        bbcodeTables: variant.bbcodeTables,
        ...(variant.markdownFlavor ? { markdownFlavor: variant.markdownFlavor } : {}),
        short: variant.short,
        origin: variant.origin,
        version,
      });
      return makeArtifact(body, FORMAT_CONTENT_TYPES[variant.format]);
    },
    bytes: artifactBytes,
  };
}

export function reportJsonSpec(db: Db, gameId: string, number: number, lang: Language | undefined): ArtifactSpec<Artifact> {
  return {
    kind: 'report-json',
    version: (head) => turnVersion(head, number),
    variant: (head) => [number, lang ?? head.language],
    async render(version, head) {
      const { ctx, data: step } = await stepSnapshot(db, gameId, number, version);
      return makeArtifact(JSON.stringify(reportJsonOf(ctx, step, PUBLIC, lang ?? head.language)), JSON_TYPE);
    },
    bytes: artifactBytes,
  };
}

/** 404 before anything of the map exists: a ruleset without a map. */
export function assertHasMap(head: PublicationHead): void {
  if (!rulesetOf(head.ruleset).renderMap) throw notFound('Map (this game has no map)');
}

/** The map after turn n (0: the start) as SVG markup, for the public. */
export function mapSvgSpec(db: Db, gameId: string, number: number, lang: Language | undefined): ArtifactSpec<Artifact> {
  return {
    kind: 'map-svg',
    version: (head) => turnVersion(head, number),
    variant: (head) => [number, lang ?? head.language],
    async render(version, head) {
      const language = lang ?? head.language;
      let svg: string | null;
      if (number === 0) {
        const { ctx } = await snapshotOf(
          db,
          gameId,
          version,
          (h) => turnVersion(h, 0),
          async () => null,
        );
        svg = mapSvg(ctx, ctx.startState, language, PUBLIC, 0);
      } else {
        const { ctx, data: step } = await stepSnapshot(db, gameId, number, version);
        svg = mapSvg(ctx, step.after, language, PUBLIC, number, step);
      }
      if (svg === null) throw notFound('Map (this game has no map)');
      return makeArtifact(svg, 'image/svg+xml; charset=utf-8');
    },
    bytes: artifactBytes,
  };
}

/** The same map as PNG, rasterised once per version in the worker (`renderPng`). */
export function mapPngSpec(
  db: Db,
  gameId: string,
  number: number,
  lang: Language | undefined,
  renderPng: (svg: string) => Promise<Buffer>,
): ArtifactSpec<Artifact> {
  const svgSpec = mapSvgSpec(db, gameId, number, lang);
  return {
    kind: 'map-png',
    version: svgSpec.version,
    variant: svgSpec.variant,
    async render(version, head) {
      const svg = await renderPinned(gameId, svgSpec, version, head);
      return makeArtifact(await renderPng(svg.body.toString('utf8')), 'image/png');
    },
    bytes: artifactBytes,
  };
}

/**
 * Is the case file of a step public now? Always once resolved, except in games with hidden information:
 * then only once the game is over (the GM gets it before, never from the cache).
 */
export function caseIsPublic(head: PublicationHead): boolean {
  return rulesetOf(head.ruleset).hiddenInformation !== true || head.status === 'finished';
}

/** A step's case file as the public gets it (only asked for when caseIsPublic). */
export function caseSpec(db: Db, gameId: string, number: number): ArtifactSpec<Artifact> {
  return {
    kind: 'case',
    version: (head) => (caseIsPublic(head) ? turnVersion(head, number) : null),
    variant: () => [number],
    async render(version) {
      const { ctx, data: step } = await stepSnapshot(db, gameId, number, version);
      // The hidden stream the step drew from (a GM revert's, else the game's): revealed once the game is over.
      const gameSeed = ctx.status === 'finished' ? await gamesRepository.findHiddenSeedForTurn(db, gameId, number) : null;
      return makeArtifact(`${JSON.stringify(stepCaseOf(ctx, step, gameSeed), null, 2)}\n`, JSON_TYPE);
    },
    bytes: artifactBytes,
  };
}

/** The turn page: of the pages version (its previous/next links), with the turn's map and report. */
export function turnPageSpec(db: Db, gameId: string, number: number, lang: Language | undefined): ArtifactSpec<Artifact> {
  const pagesOf = (head: PublicationHead) => (isResolved(head, number) ? head.pages : null);
  return {
    kind: 'turn-page',
    version: pagesOf,
    variant: (head) => [number, lang ?? head.language, lang ?? ''],
    async render(version) {
      const { ctx, data: step, head: seen } = await snapshotOf(db, gameId, version, pagesOf, (tx, c) => loadResolvedStep(tx, c, number));
      const turn = turnVersion(seen, number)!;
      const svgSpec = mapSvgSpec(db, gameId, number, lang);
      const svg = ctx.ruleset.renderMap && step.after !== null ? (await renderPinned(gameId, svgSpec, turn, seen)).body.toString('utf8') : null;
      const html = turnPageHtml(ctx, step, {
        lang: lang ?? seen.language,
        langParam: lang,
        mapSvg: svg,
        hasNext: isResolved(seen, number + 1),
        versions: { pages: version, turn },
      });
      return makeArtifact(html, 'text/html; charset=utf-8');
    },
    bytes: artifactBytes,
  };
}
