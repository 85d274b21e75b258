import type { Lang } from '../../engine/core/catalogue.ts';
import type { Choice, FieldChoices } from '../../engine/core/forms.ts';
import { attr, html, raw, type Html } from '../../engine/core/html.ts';
import { FORM_MESSAGES } from './messages.ts';
import { classify, labelOf, pick, withoutNull, type FieldShape, type JsonSchema } from './json-schema.ts';
import { dataPath, fieldId, fieldName, MAX_ROWS, REMOVE, VARIANT, type Segment } from './paths.ts';

/** A note beside a row of a list: what the order costs, or a warning that does not refuse it. */
export interface RowNote {
  message: string;
  warning?: boolean;
}

export interface RenderContext {
  root: JsonSchema;
  prefix: string;
  lang: Lang;
  choices: FieldChoices;
  /** Field errors by canonical data path (`orders[2].planet`). */
  errors: Map<string, string[]>;
  /** Notes beside rows, by the row's data path (`[2]`, `orders[2]`). */
  notes: Map<string, RowNote[]>;
  /** The discriminator value of each variant drawn, by the page name of its segment, `__invade` (qualified choice paths). */
  variants: Map<string, string>;
  /** Array fields (by page name) that get one more empty row than usual ("add a row" without JavaScript). */
  addRow: ReadonlySet<string>;
  /** Drawing an empty spare row: no defaults filled in (an untouched spare row posts nothing). */
  spare?: boolean;
}

const t = (ctx: RenderContext, key: keyof typeof FORM_MESSAGES, params: Record<string, string | number> = {}) =>
  FORM_MESSAGES[key][ctx.lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

function textOf(value: Choice['label'] | undefined, lang: Lang): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value[lang];
}

/** Choices for a field: of this row and variant, of every row of this variant, of this row, of every row. */
function choicesFor(ctx: RenderContext, segments: readonly Segment[]): Choice[] | undefined {
  const variantOf = (upTo: readonly Segment[]) => ctx.variants.get(fieldName(ctx.prefix, upTo));
  const paths = [dataPath(segments, false, variantOf), dataPath(segments, true, variantOf), dataPath(segments), dataPath(segments, true)];
  for (const path of paths) if (Object.prototype.hasOwnProperty.call(ctx.choices, path)) return ctx.choices[path];
  return undefined;
}

/** The choices as <option>s, under an <optgroup> per group (in the order the groups first appear). */
function optionsHtml(ctx: RenderContext, options: readonly Choice[], value: unknown): Html {
  const option = (choice: Choice) =>
    html`<option value="${String(choice.value)}"${attr('selected', same(value, choice.value))}${attr('disabled', choice.disabled === true)}>${textOf(choice.label, ctx.lang)}${
      choice.hint ? ` — ${textOf(choice.hint, ctx.lang)}` : ''
    }</option>`;
  if (!options.some((choice) => choice.group !== undefined)) return html`${options.map(option)}`;
  const groups = new Map<string, Choice[]>();
  for (const choice of options) {
    const group = textOf(choice.group, ctx.lang);
    groups.set(group, [...(groups.get(group) ?? []), choice]);
  }
  return html`${[...groups].map(([group, choices]) => (group === '' ? html`${choices.map(option)}` : html`<optgroup label="${group}">${choices.map(option)}</optgroup>`))}`;
}

/** Whether a problem was found at or under a path (a folded group opens to show it). */
function hasErrorsUnder(ctx: RenderContext, segments: readonly Segment[]): boolean {
  const path = dataPath(segments);
  for (const key of ctx.errors.keys()) if (key === path || key.startsWith(`${path}.`) || key.startsWith(`${path}[`)) return true;
  return false;
}

/** The errors of a field, shown under it and linked from the control (aria-describedby). */
function errorList(ctx: RenderContext, segments: readonly Segment[], id: string): { html: Html; describedBy: string[]; invalid: boolean } {
  const messages = ctx.errors.get(dataPath(segments)) ?? [];
  if (messages.length === 0) return { html: html``, describedBy: [], invalid: false };
  ctx.errors.delete(dataPath(segments)); // shown here: not again in the summary
  return { html: html`<p class="field-error" id="${id}-error">${messages.join(' ')}</p>`, describedBy: [`${id}-error`], invalid: true };
}

function helpOf(ctx: RenderContext, node: JsonSchema, id: string): { html: Html; describedBy: string[] } {
  const help = node.help?.[ctx.lang] ?? node.description;
  return help ? { html: html`<p class="hint" id="${id}-hint">${help}</p>`, describedBy: [`${id}-hint`] } : { html: html``, describedBy: [] };
}

/** A posted or stored value as a field shows it: text as it is, a number or boolean written out, anything else as JSON. */
const scalar = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
const same = (a: unknown, b: unknown) => a !== undefined && scalar(a) === scalar(b);

/** The schema's default of a text or number input, for the script to fill in a row it adds (`data-default`). */
const defaultAttr = (node: JsonSchema) =>
  typeof node.default === 'string' || typeof node.default === 'number' ? html` data-default="${String(node.default)}"` : html``;

/** One field (any shape) at `segments`, with its label, help, constraints and errors. */
export function renderField(ctx: RenderContext, raw0: JsonSchema, segments: Segment[], key: string, value: unknown, required: boolean): Html {
  const { node, nullable } = withoutNull(raw0, ctx.root);
  const shape = classify(node, ctx.root);
  const name = fieldName(ctx.prefix, segments);
  const id = fieldId(name);
  const label = labelOf(shape.node, key, ctx.lang);
  const shown = value === undefined && !ctx.spare ? shape.node.default : value;
  const choices = choicesFor(ctx, segments);
  const optional = !required || nullable;

  if (shape.node.widget === 'hidden') return html`<input type="hidden" name="${name}" value="${shown === undefined ? '' : scalar(shown)}">`;
  switch (shape.kind) {
    case 'object': {
      if (shape.node.widget === 'folded') {
        // Folded under its label; open when it holds something or a problem (works without JavaScript: <details>).
        const open = (typeof shown === 'object' && shown !== null && Object.keys(shown).length > 0) || hasErrorsUnder(ctx, segments);
        return html`<details class="form-group folded" id="${id}"${attr('open', open)}><summary>${label}</summary>${helpOf(ctx, shape.node, id).html}${objectFields(ctx, shape.node, segments, shown)}${errorList(ctx, segments, id).html}</details>`;
      }
      return html`<fieldset class="form-group" id="${id}"><legend>${label}</legend>${helpOf(ctx, shape.node, id).html}${objectFields(ctx, shape.node, segments, shown)}${errorList(ctx, segments, id).html}</fieldset>`;
    }
    case 'variants':
      return variantsField(ctx, shape, segments, label, shown, optional);
    case 'array': {
      // A list of scalars with legal values offered (starting planets): checkboxes.
      const itemChoices = choicesFor(ctx, [...segments, 0]);
      const scalarItems = !['object', 'variants'].includes(classify(withoutNull(shape.item, ctx.root).node, ctx.root).kind);
      if (itemChoices && scalarItems && shape.node.widget !== 'ordered' && shape.node.place !== 'path') {
        return multiField(ctx, { kind: 'multi', node: shape.node, values: itemChoices.map((c) => c.value) }, segments, label, shown, itemChoices);
      }
      return arrayField(ctx, shape, segments, label, shown);
    }
    case 'multi':
      // A list of enum values: its choices keyed by the list (`abilities`) or by its items (`abilities[]`).
      return multiField(ctx, shape, segments, label, shown, choices ?? choicesFor(ctx, [...segments, 0]));
    default:
      return scalarField(ctx, shape, segments, label, shown, optional, choices);
  }
}

/** The properties of an object, in schema order. */
export function objectFields(ctx: RenderContext, node: JsonSchema, segments: Segment[], value: unknown, omit: readonly string[] = []): Html {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const required = new Set(node.required ?? []);
  return html`${Object.entries(node.properties ?? {})
    .filter(([key]) => !omit.includes(key))
    .map(([key, child]) => renderField(ctx, child, [...segments, key], key, record[key], required.has(key)))}`;
}

function scalarField(
  ctx: RenderContext,
  shape: FieldShape,
  segments: Segment[],
  label: string,
  value: unknown,
  optional: boolean,
  choices: Choice[] | undefined,
): Html {
  const name = fieldName(ctx.prefix, segments);
  const id = fieldId(name);
  const help = helpOf(ctx, shape.node, id);
  const errors = errorList(ctx, segments, id);
  const describedBy = [...help.describedBy, ...errors.describedBy].join(' ') || undefined;
  const aria = html`${describedBy ? raw(` aria-describedby="${describedBy}"`) : ''}${errors.invalid ? raw(' aria-invalid="true"') : ''}`;
  // A place of the map: tapping the map fills it (assets/map-pick.js; its choices are the places open to it).
  const place = shape.node.place ? raw(' data-place-field="one"') : '';
  const labelTag = html`<label for="${id}">${label}</label>`;
  const options: Choice[] | null =
    choices ?? (shape.kind === 'enum' ? shape.values.map((v) => ({ value: v as string | number | boolean, label: String(v) })) : null);

  if (options) {
    const radios = shape.node.widget === 'radios' || (shape.node.widget !== 'select' && options.length <= 4 && options.length > 0 && !optional);
    const offered = options.some((c) => same(value, c.value));
    if (radios) {
      const kept = value !== undefined && value !== null && value !== '' && !offered;
      return html`<fieldset class="field radios" id="${id}"${aria}${place}><legend>${label}</legend>${help.html}${kept ? html`<label class="check"><input type="radio" id="${id}-kept" name="${name}" value="${scalar(value)}" checked> ${scalar(value)} (${t(ctx, 'notOffered')})</label>` : ''}${options.map(
        (choice, i) => {
          const optionId = `${id}-${i}`;
          return html`<label class="check"><input type="radio" id="${optionId}" name="${name}" value="${String(choice.value)}"${attr('checked', same(value, choice.value))}${attr('disabled', choice.disabled === true)}> ${textOf(choice.label, ctx.lang)}${
            choice.hint ? html` <span class="muted">${textOf(choice.hint, ctx.lang)}</span>` : ''
          }</label>`;
        },
      )}${errors.html}</fieldset>`;
    }
    const known = offered;
    return html`<div class="field">${labelTag}${help.html}<select id="${id}" name="${name}"${aria}${place}>
<option value="">${t(ctx, 'choose')}</option>
${optionsHtml(ctx, options, value)}
${value !== undefined && value !== null && value !== '' && !known ? html`<option value="${scalar(value)}" selected>${scalar(value)} (${t(ctx, 'notOffered')})</option>` : ''}
</select>${errors.html}</div>`;
  }

  switch (shape.kind) {
    case 'boolean':
      return html`<div class="field"><label class="check"><input type="checkbox" id="${id}" name="${name}" value="true"${attr('checked', value === true)}${aria}> ${label}</label>${help.html}${errors.html}</div>`;
    case 'number': {
      const n = shape.node;
      // zod's .int() alone says ±(2^53 − 1): no bound worth telling a person.
      const bound = (x: number | undefined) => (x !== undefined && Math.abs(x) < Number.MAX_SAFE_INTEGER ? x : undefined);
      const min = bound(n.minimum ?? (n.exclusiveMinimum !== undefined ? n.exclusiveMinimum + (shape.integer ? 1 : 0) : undefined));
      const max = bound(n.maximum ?? (n.exclusiveMaximum !== undefined ? n.exclusiveMaximum - (shape.integer ? 1 : 0) : undefined));
      const bounds = html`${min !== undefined && Number.isSafeInteger(min) ? raw(` min="${min}"`) : ''}${max !== undefined && Number.isSafeInteger(max) ? raw(` max="${max}"`) : ''}`;
      return html`<div class="field">${labelTag}${help.html}<input type="number" id="${id}" name="${name}" inputmode="${shape.integer ? 'numeric' : 'decimal'}" step="${shape.integer ? '1' : 'any'}"${bounds} value="${value === undefined || value === null ? '' : scalar(value)}"${defaultAttr(n)}${attr('required', !optional)}${aria}>${errors.html}</div>`;
    }
    case 'string': {
      const n = shape.node;
      const long = n.widget === 'textarea' || (n.maxLength ?? 0) > 300;
      const text = value === undefined || value === null ? '' : scalar(value);
      const placeholder = n.placeholder?.[ctx.lang];
      const limits = html`${n.maxLength !== undefined ? raw(` maxlength="${n.maxLength}"`) : ''}${placeholder ? html` placeholder="${placeholder}"` : ''}`;
      return long
        ? html`<div class="field">${labelTag}${help.html}<textarea id="${id}" name="${name}" rows="4"${limits}${attr('required', !optional)}${aria}>${text}</textarea>${errors.html}</div>`
        : html`<div class="field">${labelTag}${help.html}<input type="text" id="${id}" name="${name}" value="${text}" autocomplete="off"${limits}${defaultAttr(n)}${attr('required', !optional)}${aria}${place}>${errors.html}</div>`;
    }
    default: {
      // Records, free JSON, unions without a discriminator: edited as JSON text.
      const text = value === undefined ? '' : typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value, null, 2);
      return html`<div class="field">${labelTag}<p class="hint" id="${id}-hint">${t(ctx, 'jsonField')}</p><textarea id="${id}" name="${name}" rows="5" spellcheck="false" data-json aria-describedby="${id}-hint">${text}</textarea>
<p class="json-file" hidden><label for="${id}-file">${t(ctx, 'jsonFile')}</label> <input type="file" id="${id}-file" accept=".json,application/json" data-json-for="${id}"></p>${errors.html}</div>`;
    }
  }
}

function multiField(
  ctx: RenderContext,
  shape: Extract<FieldShape, { kind: 'multi' }>,
  segments: Segment[],
  label: string,
  value: unknown,
  choices: Choice[] | undefined,
): Html {
  const name = fieldName(ctx.prefix, segments);
  const id = fieldId(name);
  const chosen = Array.isArray(value) ? value : [];
  const options: Choice[] = choices ?? shape.values.map((v) => ({ value: v as string | number | boolean, label: String(v) }));
  const errors = errorList(ctx, segments, id);
  return html`<fieldset class="field checkboxes" id="${id}"${errors.invalid ? raw(' aria-invalid="true"') : ''}><legend>${label}</legend>${helpOf(ctx, shape.node, id).html}${options.map(
    (choice, i) => {
      const optionId = `${id}-${i}`;
      return html`<label class="check"><input type="checkbox" id="${optionId}" name="${name}" value="${String(choice.value)}"${attr(
        'checked',
        chosen.some((c) => same(c, choice.value)),
      )}${attr('disabled', choice.disabled === true)}> ${textOf(choice.label, ctx.lang)}${
        choice.hint ? html` <span class="muted">${textOf(choice.hint, ctx.lang)}</span>` : ''
      }</label>`;
    },
  )}${errors.html}</fieldset>`;
}

/** Under a row: its problems that name no field of it (the order as a whole), else its notes (cost, warning). */
function rowStatus(ctx: RenderContext, segments: readonly Segment[], rowId: string): Html {
  const path = dataPath(segments);
  const messages = ctx.errors.get(path) ?? [];
  ctx.errors.delete(path);
  const notes = ctx.notes.get(path) ?? [];
  const content =
    messages.length > 0
      ? html`<span class="field-error">${messages.join(' ')}</span>`
      : html`${notes.map((note, i) => html`${i > 0 ? ' ' : ''}<span class="${note.warning ? 'row-warning' : 'row-note'}">${note.message}</span>`)}`;
  return html`<p class="row-status" id="${rowId}-status" aria-live="polite">${content}</p>`;
}

function arrayField(ctx: RenderContext, shape: Extract<FieldShape, { kind: 'array' }>, segments: Segment[], label: string, value: unknown): Html {
  const name = fieldName(ctx.prefix, segments);
  const id = fieldId(name);
  const rows = Array.isArray(value) ? value.slice(0, MAX_ROWS) : [];
  const max = Math.min(shape.node.maxItems ?? MAX_ROWS, MAX_ROWS);
  const extra = Math.max(1, Math.min(10, Math.floor(shape.node.spare ?? 1)));
  const spare = Math.max(0, Math.min(max - rows.length, extra * (ctx.addRow.has(name) ? 2 : 1)));
  const all: unknown[] = [...(rows as unknown[]), ...Array.from({ length: spare }, () => undefined)];
  const itemName = shape.item.label?.[ctx.lang] ?? shape.item.title;
  const itemLabel = (i: number) => t(ctx, 'row', { label: itemName || label, n: i + 1 });
  const errors = errorList(ctx, segments, id);
  // A path on the map: each tap fills the next row (assets/map-pick.js).
  const path = shape.node.place === 'path' ? raw(' data-place-field="path"') : '';
  return html`<fieldset class="form-group array" id="${id}" data-array="${name}" data-max="${max}"${path}><legend>${label}</legend>${helpOf(ctx, shape.node, id).html}
<div class="rows">${all.map((row, i) => {
    const rowSegments = [...segments, i];
    const rowName = fieldName(ctx.prefix, rowSegments);
    const rowId = fieldId(rowName);
    const item = withoutNull(shape.item, ctx.root).node;
    const rowCtx = i >= rows.length ? { ...ctx, spare: true } : ctx;
    // An ordered list's rows are one select each, whatever the number of choices.
    const itemNode = shape.node.widget === 'ordered' || shape.node.place === 'path' ? { ...shape.item, widget: shape.item.widget ?? 'select' } : shape.item;
    const fields =
      classify(item, ctx.root).kind === 'object'
        ? objectFields(rowCtx, item, rowSegments, row)
        : renderField(rowCtx, itemNode, rowSegments, itemLabel(i), row, true);
    // The row's own id ends in -row: a row holding a single field (or a nested list) gives that field the row's path id.
    return html`<fieldset class="row" data-row="${i}" id="${rowId}-row"${attr('data-spare', i >= rows.length)}><legend>${itemName ? itemLabel(i) : t(ctx, 'rowNumber', { n: i + 1 })}</legend>${fields}
${rowStatus(ctx, rowSegments, rowId)}<label class="check remove"><input type="checkbox" id="${rowId}-remove" name="${rowName}.${REMOVE}" value="1"> ${t(ctx, 'remove')}</label></fieldset>`;
  })}</div>
${errors.html}
${all.length < max ? html`<button type="submit" name="__add" value="${name}" class="add-row" formnovalidate>${t(ctx, 'addRow')}</button>` : ''}
</fieldset>`;
}

function variantsField(
  ctx: RenderContext,
  shape: Extract<FieldShape, { kind: 'variants' }>,
  segments: Segment[],
  label: string,
  value: unknown,
  optional: boolean,
): Html {
  const name = fieldName(ctx.prefix, segments);
  const id = fieldId(name);
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const selected = record[shape.discriminator];
  shape.variants.forEach((variant) => ctx.variants.set(fieldName(ctx.prefix, [...segments, variant.segment]), variant.value));
  const choices = choicesFor(ctx, [...segments, shape.discriminator]);
  const variantLabel = (variant: { value: string; node: JsonSchema }) =>
    textOf(choices?.find((c) => same(c.value, variant.value))?.label, ctx.lang) || (variant.node.label?.[ctx.lang] ?? variant.node.title ?? variant.value);
  const offered = choices
    ? shape.variants.filter((v) => choices.some((c) => same(c.value, v.value) && !c.disabled) || same(selected, v.value))
    : shape.variants;
  const errors = errorList(ctx, [...segments, shape.discriminator], `${id}-variant`);
  // The kind select is labelled by the discriminator field ("Order type") when it has a label, else by the union.
  const kindLabel = shape.variants[0]?.node.properties?.[shape.discriminator]?.label?.[ctx.lang] ?? label;
  // The hidden fields every variant carries alike (the answer's kind): once, at the union's own path (`answer.kind`).
  const first = shape.variants[0];
  const shared = first ? objectFields({ ...ctx, spare: false }, pick(first.node, shape.shared), segments, record) : html``;
  return html`<div class="variants" data-variants="${name}">${shared}
<div class="field"><label for="${id}-variant">${kindLabel}</label>
<select id="${id}-variant" name="${name}.${VARIANT}" class="variant-choice"${errors.invalid ? raw(' aria-invalid="true"') : ''}>
<option value="">${optional ? t(ctx, 'none') : t(ctx, 'choose')}</option>
${offered.map((v) => html`<option value="${v.value}" data-k="${shape.variants.indexOf(v)}"${attr('selected', same(selected, v.value))}>${variantLabel(v)}</option>`)}
</select>${errors.html}</div>
${shape.variants.map((variant, k) => {
  if (!offered.includes(variant)) return '';
  const variantSegments = [...segments, variant.segment];
  const chosen = same(selected, variant.value);
  // The problems of this place belong to the chosen variant: the others (all drawn without JavaScript) show none.
  // A spare row's variant fields show their defaults: the row counts only once a kind is chosen.
  const variantCtx = { ...ctx, spare: false, ...(chosen ? {} : { errors: new Map<string, string[]>() }) };
  const fields = objectFields(variantCtx, variant.node, variantSegments, chosen ? record : {}, [shape.discriminator, ...shape.shared]);
  return html`<fieldset class="variant" data-variant="${variant.value}" data-k="${k}"><legend>${variantLabel(variant)}</legend>${fields}</fieldset>`;
})}
</div>`;
}
