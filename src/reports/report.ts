import { buildReport } from '../engine/rulesets/lords-of-chaos/presentation/build-report.ts';
import { plainText } from '../engine/core/document.ts';
import type { ReportDocument } from '../engine/core/document.ts';
import { renderBbcode } from './render-bbcode.ts';
import type { BbcodeOptions } from './render-bbcode.ts';
import { renderHtml } from './render-html.ts';
import { renderMarkdown } from './render-markdown.ts';
import type { ReportInput } from '../engine/rulesets/lords-of-chaos/presentation/report-input.ts';
import { scoreTable } from '../engine/rulesets/lords-of-chaos/presentation/score-table.ts';
import type { ScoreRow } from '../engine/rulesets/lords-of-chaos/presentation/score-table.ts';

export const REPORT_FORMATS = ['html', 'bbcode', 'markdown', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  html: 'text/html; charset=utf-8',
  bbcode: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The report as structured data: the document every text format is serialized from, plus the score rows. */
export interface ReportJson {
  gameId: string;
  turn: number;
  language: string;
  title: string;
  seed: string;
  seedHash: string;
  scores: ScoreRow[];
  document: ReportDocument;
}

export function reportJson(input: ReportInput, doc: ReportDocument = buildReport(input)): ReportJson {
  return {
    gameId: input.game.id,
    turn: input.turn,
    language: input.game.language,
    title: plainText(doc.title),
    seed: input.seed,
    seedHash: input.seedHash,
    scores: scoreTable(input),
    document: doc,
  };
}

/** Every format at once from one document (what a publishing step or the benchmark needs). */
export function renderAllFormats(input: ReportInput, options: BbcodeOptions = {}): Record<ReportFormat, string> {
  const doc = buildReport(input);
  return {
    html: renderHtml(doc),
    bbcode: renderBbcode(doc, options),
    markdown: renderMarkdown(doc),
    json: JSON.stringify(reportJson(input, doc)),
  };
}

/** Renders one published turn report in the requested format. */
export function renderReport(input: ReportInput, format: ReportFormat, options: BbcodeOptions = {}): string {
  const doc = buildReport(input);
  switch (format) {
    case 'html':
      return renderHtml(doc);
    case 'bbcode':
      return renderBbcode(doc, options);
    case 'markdown':
      return renderMarkdown(doc);
    case 'json':
      return JSON.stringify(reportJson(input, doc));
  }
}
