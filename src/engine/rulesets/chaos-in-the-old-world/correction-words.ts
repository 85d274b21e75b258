import type { Lang } from '../../core/catalogue.ts';
import { bold, italic, type Inline } from '../../core/document.ts';
import { correctionFields } from '../../core/report-corrections.ts';
import type { ReportCorrection } from '../../core/ruleset.ts';
import { AdjustmentSchema, type Adjustment } from './adjustments.ts';
import { Fmt } from './format.ts';
import type { MessageKey } from './messages.ts';
import type { Player } from './players.ts';
import type { Setup } from './schemas.ts';

/**
 * A GM correction in words, es/en (issue 37), as the report of its step lists it and the GM console shows it
 * pending: "Nurgle: +1 power. Reason: hero token", never "god nurgle, delta 1". A record the correction schema no
 * longer reads keeps its kind and fields as a plain list.
 */
export function correctionLine(f: Fmt, correction: ReportCorrection): Inline[] {
  const data = correctionFields(correction);
  const parsed = AdjustmentSchema.safeParse({ ...data, kind: correction.kind });
  if (!parsed.success) {
    const kind = f.text(`adj_${correction.kind}` as MessageKey);
    return f.line('correction_line', { kind, reason: correction.reason, data: fieldsOf(data) });
  }
  const a = parsed.data;
  const note = a.note ? ` — ${a.note}` : '';
  return f.line('corr_line', { what: { kind: 'span', children: what(f, a) }, note, reason: italic(correction.reason) }).filter((part) => part !== '');
}

/** The same line outside a report (the ruleset's `describeCorrection`). */
export function describeCorrection(setup: Setup, players: Player[], correction: ReportCorrection, lang: Lang): Inline[] {
  return correctionLine(new Fmt(setup, players, lang), correction);
}

/** +1, −2 (a real minus sign), 0. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function what(f: Fmt, a: Adjustment): Inline[] {
  switch (a.kind) {
    case 'vp':
    case 'power':
    case 'threat':
      return f.line(`corr_${a.kind}`, { god: f.god(a.god), delta: signed(a.delta) });
    case 'counters':
      return f.line('corr_counters', { god: f.god(a.god), delta: signed(a.delta), n: Math.abs(a.delta) });
    case 'figures':
      return f.line('corr_figures', { god: f.god(a.god), figure: f.figure(a.god, a.figure), delta: signed(a.delta), region: bold(f.region(a.region)) });
    case 'tokens':
      return f.line('corr_tokens', { region: bold(f.region(a.region)), delta: signed(a.delta), token: f.token(a.token, Math.abs(a.delta)) });
    case 'corruption':
      return f.line('corr_corruption', { god: f.god(a.god), delta: signed(a.delta), region: bold(f.region(a.region)) });
    case 'discard':
      return f.line('corr_discard', { god: f.god(a.god), card: bold(f.card(a.god, a.card)) });
    case 'draw':
      return f.line('corr_draw', { god: f.god(a.god), n: a.count });
    case 'remove-card':
      return f.line('corr_remove-card', { god: f.god(a.god), card: bold(f.card(a.god, a.card)), region: bold(f.region(a.region)) });
    case 'upgrade':
      return f.line('corr_upgrade', { god: f.god(a.god), upgrade: bold(f.upgrade(a.god, a.upgrade)) });
  }
}

/** "delta 1, god nurgle": the fields of a record no schema reads, in one line. */
function fieldsOf(data: Record<string, unknown>): string {
  return Object.keys(data)
    .sort()
    .map((k) => `${k} ${typeof data[k] === 'string' || typeof data[k] === 'number' ? String(data[k]) : JSON.stringify(data[k])}`)
    .join(', ');
}
