import type { Block, Inline } from './document.ts';
import type { ReportCorrection } from './ruleset.ts';

/**
 * The GM's corrections of a step as a section of its report: a heading and one line each, in the ruleset's words.
 * Every copy of the report has it — the full one and the short one pasted in a chat (issue 37): a correction
 * changes the position the step's events start from, so a copy without it reads wrong. No corrections: nothing.
 */
export function correctionsSection(corrections: readonly ReportCorrection[], heading: Inline[], line: (correction: ReportCorrection) => Inline[]): Block[] {
  if (corrections.length === 0) return [];
  return [
    { kind: 'heading', content: heading },
    { kind: 'list', items: corrections.map(line) },
  ];
}

/** The fields of a stored correction that belong to the correction (not the record's own id and date). */
export function correctionFields(correction: ReportCorrection): Record<string, unknown> {
  return Object.fromEntries(Object.entries(correction.data).filter(([key]) => key !== 'id' && key !== 'createdAt'));
}
