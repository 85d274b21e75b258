import { attr, html } from '../../../core/html.ts';
import type { Html } from '../../../core/html.ts';
import type { MapNames } from './names.ts';
import type { OrderOptions, TargetOption } from './order-options.ts';
import { MAJOR_GOD_CHOICES } from './order-options.ts';
import type { OrderRow } from './order-rows.ts';
import { ORDER_TYPES, fieldName } from './order-rows.ts';
import type { Translate as T } from '../../../core/catalogue.ts';

/** What the server said about one row: its cost when legal, or the player-facing reason it is refused. */
export interface RowStatus {
  cost: number | null;
  error: string | null;
  /** A note that does not refuse the order (an exchange that cannot happen as written). */
  warning?: string | null;
}

export interface RowContext {
  t: T;
  names: MapNames;
  me: string;
  players: { id: string; name: string }[];
  options: OrderOptions;
  deedName(id: string): string;
  /** Current owner of each planet (for the exchange list). */
  owner(planet: string): string | null;
}

/** Row index, or the placeholder the client script replaces when it adds a row. */
export type RowIndex = number | '__I__';

function id(index: RowIndex, field: string): string {
  return `o${index}-${field}`;
}

function playerName(ctx: RowContext, player: string): string {
  return ctx.players.find((p) => p.id === player)?.name ?? player;
}

function costLabel(ctx: RowContext, option: TargetOption): string {
  const cost = ctx.t('order.costPerUnit', { n: option.unitCost });
  return option.crossing ? `${cost}, ${ctx.t('order.crossing')}` : cost;
}

/** A select of targets; a value not on offer (e.g. a saved order now out of reach) is kept, marked. */
function targetSelect(ctx: RowContext, index: RowIndex, field: string, label: string, choices: { id: string; text: string }[], value: string): Html {
  const known = choices.some((c) => c.id === value);
  return html`<label for="${id(index, field)}">${label}</label>
<select id="${id(index, field)}" name="${fieldName(index, field)}">
<option value="">${ctx.t('order.choose')}</option>
${choices.map((c) => html`<option value="${c.id}"${attr('selected', c.id === value)}>${c.text}</option>`)}
${value !== '' && !known ? html`<option value="${value}" selected>${value} (${ctx.t('order.notOffered')})</option>` : ''}
</select>`;
}

function planetChoices(ctx: RowContext, options: TargetOption[]): { id: string; text: string }[] {
  return options.map((o) => ({ id: o.id, text: `${ctx.names.planet(o.id)} — ${costLabel(ctx, o)}` }));
}

/**
 * Kill order (rules §6.4): one select per position, read in order, so it works without JavaScript.
 * As many positions as players (every player could be a member); a saved order longer than that keeps its extra entries.
 */
function killOrderFields(ctx: RowContext, index: RowIndex, row: OrderRow): Html {
  const positions = Math.max(ctx.players.length, row.killOrder.length);
  return html`<fieldset class="kill-order">
<legend>${ctx.t('order.killOrder')}</legend>
<p class="hint">${ctx.t('order.killOrderHint')}</p>
${Array.from({ length: positions }, (_, k) => {
  const value = row.killOrder[k] ?? '';
  const known = value === '' || ctx.players.some((p) => p.id === value);
  return html`<label for="${id(index, `killOrder${k}`)}">${ctx.t('order.killOrderPosition', { n: k + 1 })}</label>
<select id="${id(index, `killOrder${k}`)}" name="${fieldName(index, 'killOrder')}">
<option value="">${ctx.t('order.killOrderNone')}</option>
${ctx.players.map((p) => html`<option value="${p.id}"${attr('selected', value === p.id)}>${p.name}</option>`)}
${known ? '' : html`<option value="${value}" selected>${value}</option>`}
</select>`;
})}
</fieldset>`;
}

export function renderOrderRow(ctx: RowContext, index: RowIndex, row: OrderRow, status?: RowStatus): Html {
  const { t } = ctx;
  const n = typeof index === 'number' ? index + 1 : '__N__';
  const others = ctx.players.filter((p) => p.id !== ctx.me);
  const statusId = id(index, 'status');
  const f = (name: string) => fieldName(index, name);
  const hasAlliance = row.allies.length > 0;
  return html`<fieldset class="order${status?.error ? ' has-error' : ''}" data-row="${index}">
<legend>${t('order.legend', { n })}</legend>
<div class="field">
<label for="${id(index, 'type')}">${t('order.type')}</label>
<select id="${id(index, 'type')}" name="${f('type')}" class="order-type" aria-describedby="${statusId}">
<option value="">${t('order.type.none')}</option>
${ORDER_TYPES.map((type) => html`<option value="${type}"${attr('selected', row.type === type)}>${t(`order.type.${type}`)}</option>`)}
</select>
</div>
<div class="field f f-invade">${targetSelect(ctx, index, 'invadePlanet', t('order.planetToInvade'), planetChoices(ctx, ctx.options.invade), row.type === 'invade' ? row.planet : '')}</div>
<div class="field f f-defend">${targetSelect(ctx, index, 'defendPlanet', t('order.planetToDefend'), planetChoices(ctx, ctx.options.defend), row.type === 'defend' ? row.planet : '')}</div>
<div class="field f f-defendSector">${targetSelect(
    ctx,
    index,
    'sector',
    t('order.sectorToDefend'),
    ctx.options.defendSector.map((o) => ({ id: o.id, text: `${ctx.names.sector(o.id)} — ${costLabel(ctx, o)}` })),
    row.type === 'defendSector' ? row.sector : '',
  )}</div>
<div class="field f f-cede">${targetSelect(
    ctx,
    index,
    'cedePlanet',
    t('order.planetToCede'),
    ctx.options.cede.map((p) => ({ id: p, text: ctx.names.planet(p) })),
    row.type === 'cede' ? row.planet : '',
  )}</div>
<div class="field f f-invade f-defend f-defendSector">
<label for="${id(index, 'count')}">${t('order.count')}</label>
<input id="${id(index, 'count')}" name="${f('count')}" type="number" inputmode="numeric" min="1" max="1000" step="1" value="${row.count || '1'}">
</div>
<div class="field f f-cede">${targetSelect(
    ctx,
    index,
    'to',
    t('order.to'),
    others.map((p) => ({ id: p.id, text: p.name })),
    row.type === 'cede' ? row.to : '',
  )}</div>
<div class="field f f-cede">
<label for="${id(index, 'exchangeFor')}">${t('order.exchangeFor')}</label>
<select id="${id(index, 'exchangeFor')}" name="${f('exchangeFor')}">
<option value="">${t('order.noExchange')}</option>
${ctx.options.exchangeFor.map(
  (p) =>
    html`<option value="${p}"${attr('selected', row.exchangeFor === p)}>${ctx.names.planet(p)} (${playerName(ctx, ctx.owner(p) ?? '')})</option>`,
)}
</select>
</div>
<details class="f f-invade alliance"${attr('open', hasAlliance)}>
<summary>${t('order.alliance')}</summary>
<p class="hint">${t('order.allianceHint')}</p>
<fieldset class="allies">
<legend>${t('order.allies')}</legend>
${others.map(
  (p) => html`<label class="check"><input type="checkbox" name="${f('allies')}" value="${p.id}"${attr('checked', row.allies.includes(p.id))}> ${p.name}</label>`,
)}
</fieldset>
<label for="${id(index, 'beneficiary')}">${t('order.beneficiary')}</label>
<select id="${id(index, 'beneficiary')}" name="${f('beneficiary')}">
${ctx.players.map(
  (p) => html`<option value="${p.id}"${attr('selected', (row.beneficiary || ctx.me) === p.id)}>${p.name}</option>`,
)}
</select>
<label for="${id(index, 'warlord')}">${t('order.warlord')}</label>
<select id="${id(index, 'warlord')}" name="${f('warlord')}">
<option value="">${t('order.noWarlord')}</option>
${ctx.players.map((p) => html`<option value="${p.id}"${attr('selected', row.warlord === p.id)}>${p.name}</option>`)}
</select>
${killOrderFields(ctx, index, row)}
</details>
<div class="field f f-claimDeed">
<label for="${id(index, 'deed')}">${t('order.deed')}</label>
<select id="${id(index, 'deed')}" name="${f('deed')}" class="deed-select">
<option value="">${t('order.choose')}</option>
${ctx.options.deeds.map(
  (d) =>
    html`<option value="${d.id}"${attr('selected', row.type === 'claimDeed' && row.deed === d.id)}${attr('data-choice', d.needsChoice)}>${ctx.deedName(d.id)} — ${t(`deed.hint.${d.hint}`)}</option>`,
)}
${row.type === 'claimDeed' && row.deed !== '' && !ctx.options.deeds.some((d) => d.id === row.deed)
  ? html`<option value="${row.deed}" selected>${ctx.deedName(row.deed)} (${t('order.notOffered')})</option>`
  : ''}
</select>
</div>
<div class="field f f-claimDeed f-choice">
<label for="${id(index, 'choice')}">${t('order.choice')}</label>
<select id="${id(index, 'choice')}" name="${f('choice')}">
<option value="">${t('order.noChoice')}</option>
${MAJOR_GOD_CHOICES.map((god) => html`<option value="${god}"${attr('selected', row.choice === god)}>${god}</option>`)}
</select>
</div>
<p class="order-status${status?.error ? ' error' : status?.warning ? ' warning' : ''}" id="${statusId}" aria-live="polite">${
    status?.error
      ? html`<strong>${t('order.refused')}</strong> ${status.error}`
      : status && status.cost !== null
        ? html`${t('order.cost', { n: status.cost })}${status.warning ? html` <strong>${status.warning}</strong>` : ''}`
        : ''
  }</p>
</fieldset>`;
}
