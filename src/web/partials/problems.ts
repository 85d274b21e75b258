import { html } from '../../engine/core/html.ts';
import type { Html } from '../../engine/core/html.ts';
import type { T } from '../texts.ts';

/** A validation problem as the API reports it (core/ruleset.ts Problem). */
export interface ProblemView {
  path: string;
  code: string;
  message: string;
  /** The field's label, when the problem is a form field's: shown instead of its path and code. */
  label?: string;
}

/** An error summary listing every problem with its path (role=alert so screen readers announce it). */
export function problemsBox(t: T, title: string, problems: ProblemView[]): Html {
  if (problems.length === 0) return html``;
  return html`<div class="notice error" role="alert" tabindex="-1" id="problems">
<h2>${title}</h2>
<ul class="problems">
${problems.map((p) =>
  p.label !== undefined
    ? html`<li>${p.label}: ${p.message}</li>`
    : html`<li>${p.path ? html`<code>${p.path}</code>: ` : ''}${p.message} <span class="muted">(${p.code})</span></li>`,
)}
</ul>
<p class="muted">${t('problems.count', { n: problems.length })}</p>
</div>`;
}
