import type { AnswerCheck } from '../services/web-player-view.ts';
import { canonicalPath } from './forms/paths.ts';
import { formPath, type FieldError, type FieldNote, type RowMap } from './schema-form.ts';

/**
 * What the player reads around the generated answer form after a check (on the page, and live from the check
 * endpoint): the problems by field path, each order's note and warning beside its row (array sheets), and the
 * ruleset's summary lines. `rows`: the rows a posted form kept (paths then name the fields as drawn in it).
 */
export interface AnswerFeedback {
  errors: FieldError[];
  notes: FieldNote[];
  lines: string[];
}

export function answerFeedback(check: AnswerCheck | null, answer: unknown, rows?: RowMap): AnswerFeedback {
  if (!check) return { errors: [], notes: [], lines: [] };
  const list = Array.isArray(answer);
  const at = (path: string) => (rows ? formPath(path, rows) : canonicalPath(path));
  const errors = check.errors.map((e) => ({ path: at(e.path ?? (list ? `[${e.index}]` : '')), message: e.message }));
  const notes: FieldNote[] = [];
  if (list && check.summary) {
    (check.summary.notes ?? []).forEach((note, i) => {
      if (note) notes.push({ path: at(`[${i}]`), message: note });
    });
    (check.summary.warnings ?? []).forEach((warning, i) => {
      if (warning) notes.push({ path: at(`[${i}]`), message: warning, warning: true });
    });
  }
  return { errors, notes, lines: check.summary?.lines ?? [] };
}
