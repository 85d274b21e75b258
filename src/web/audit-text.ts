import type { Language } from '../i18n/index.ts';
import { localText } from '../engine/core/catalogue.ts';
import type { FieldChoices } from '../engine/core/forms.ts';
import type { z } from 'zod';
import { formatDeadline } from './format-time.ts';
import { classify, deref, humanize, labelOf, toFormSchema, withoutNull } from './forms/json-schema.ts';
import { texts, type T } from './texts.ts';

/**
 * The GM console's audit log in words (issue 19): each recorded action (src/**: `auditLogRepository.record`)
 * becomes one sentence in the page's language, naming players by name (never ids), turns, and deadlines as
 * pages show times. Secrets never appear: tokens, e-mail addresses and seeds are not printed (a seed hash may be,
 * shortened). An action this file does not know (a newer code) gets a generic sentence and a readable list of
 * its details, never raw JSON.
 */

/** One audit entry as stored (`details` is whatever the action recorded). */
export interface AuditEntry {
  actor: string;
  action: string;
  details: unknown;
  /** ISO time of the entry. */
  at: string;
}

export interface AuditPlayer {
  id: string;
  name: string;
  /** The ruleset's label (a warband, a faction); the name when the ruleset has none. */
  label: string;
}

/** Words for a ruleset's GM corrections: kinds, their fields and the values offered (players, planets...). */
export interface CorrectionVocabulary {
  kinds: Record<string, string>;
  /** kind → field → label. */
  fields: Record<string, Record<string, string>>;
  /** field → value → label. */
  values: Record<string, Record<string, string>>;
}

export interface AuditContext {
  lang: Language;
  players: readonly AuditPlayer[];
  /** The game's ruleset, in words (create_game). */
  rulesetName?: string | undefined;
  corrections?: CorrectionVocabulary | null | undefined;
  /** The game's time zone: times are written in it. */
  timeZone?: string | undefined;
}

export interface AuditFact {
  label: string;
  value: string;
}

export interface AuditLine {
  entry: AuditEntry;
  text: string;
  /** A readable list of the details, for actions the sentence cannot describe (unknown codes); else empty. */
  facts: AuditFact[];
}

type Details = Record<string, unknown>;
type SettingsFacts = Map<string, string>;

const record = (value: unknown): Details => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : {});
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const SECRET_KEY = /token|secret|password|e-?mail|webhook|url|seed(?!hash)/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Long random-looking strings: tokens, seeds, ids (never useful to read, possibly secret). */
const OPAQUE = /^[A-Za-z0-9_-]{24,}$/;

/** The actions this file describes; any other gets the generic sentence and its details as a list. */
const KNOWN = new Set([
  'create_game',
  'next_game',
  'add_player',
  'start_game',
  'resolve_turn',
  'revert',
  'pause',
  'resume',
  'change_deadline',
  'settings',
  'adjustment',
  'replace_player',
  'civil_disorder',
  'civil_disorder_cleared',
  'nmr_extend',
  'edit_setup',
  'correct_setup',
  'rotate_gm_token',
  'open_invite',
  'close_invite',
  'approve_join',
  'decline_join',
  'new_player_link',
  'remove_player',
  'gm_entered_orders',
  'export_game',
  'import_game',
]);

/** Every entry of a game, oldest first, in words (settings are compared with the previous ones). */
export function describeAuditLog(entries: readonly AuditEntry[], ctx: AuditContext): AuditLine[] {
  let settings: SettingsFacts = new Map();
  return entries.map((entry) => {
    if (entry.action === 'settings') {
      const { text, after } = settingsSentence(entry, ctx, settings);
      settings = after;
      return { entry, text, facts: [] };
    }
    return { entry, text: describeAuditEntry(entry, ctx), facts: KNOWN.has(entry.action) ? [] : auditFacts(entry, ctx) };
  });
}

/** One entry in words (a settings entry lists every setting it saved; `describeAuditLog` lists only changes). */
export function describeAuditEntry(entry: AuditEntry, ctx: AuditContext): string {
  const text = sentence(entry, ctx);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sentence(entry: AuditEntry, ctx: AuditContext): string {
  const t = texts(ctx.lang);
  const d = record(entry.details);
  const by = actorOf(t, entry);
  const turn = num(d.turn);
  const when = (iso: unknown) => (typeof iso === 'string' ? formatDeadline(iso, ctx.lang, ctx.timeZone) : null);
  const who = (id: unknown, name?: unknown) => playerName(t, ctx, id, name);
  switch (entry.action) {
    case 'create_game': {
      const name = str(d.name) ?? '';
      if (d.previousGameId !== undefined) return t('audit.create_game.next', { by, name });
      return t('audit.create_game', { by, name, ruleset: ctx.rulesetName ?? humanize(str(d.ruleset) ?? '') });
    }
    case 'next_game':
      return t('audit.next_game', { by });
    case 'add_player':
      return t('audit.add_player', { by, who: who(d.playerId, d.name) });
    case 'start_game': {
      const hash = str(d.seedHash);
      return hash ? t('audit.start_game', { by, turn: turn ?? 1, hash: shortHash(hash) }) : t('audit.start_game.plain', { by, turn: turn ?? 1 });
    }
    case 'resolve_turn': {
      const trigger = str(d.trigger) ?? (entry.actor === 'gm' ? 'gm' : 'other');
      const key = ['gm', 'deadline', 'ready_early', 'answers', 'automatic'].includes(trigger) ? `audit.resolve_turn.${trigger}` : 'audit.resolve_turn.gm';
      const text = t(key, { by, turn: turn ?? '?' });
      return d.gameOver === true ? t('audit.withGameOver', { text }) : text;
    }
    case 'revert': {
      const archived = Array.isArray(d.archivedTurns) ? d.archivedTurns.filter((n): n is number => typeof n === 'number') : [];
      const list = archived.length > 0 ? archived.map(String) : [String(turn ?? '?')];
      const turns = t('audit.turns', { n: list.length, list: listOf(ctx.lang, list) });
      return t(d.newSeed === false ? 'audit.revert.sameSeed' : 'audit.revert.newSeed', { by, turns, turn: turn ?? '?' });
    }
    case 'pause': {
      const left = num(d.remainingMs);
      if (turn !== null && left !== null) return t('audit.pause.left', { by, turn, left: duration(t, ctx.lang, left) });
      return turn !== null ? t('audit.pause.turn', { by, turn }) : t('audit.pause', { by });
    }
    case 'resume': {
      const deadline = when(d.deadline);
      return turn !== null && deadline ? t('audit.resume.deadline', { by, turn, deadline }) : t('audit.resume', { by });
    }
    case 'change_deadline': {
      const from = when(d.from);
      const to = when(d.to);
      const hours = num(d.extendHours);
      const at = turn ?? '?';
      if (to && hours !== null)
        return from ? t('audit.deadline.extend', { by, turn: at, n: hours, to, from }) : t('audit.deadline.extendNew', { by, turn: at, n: hours, to });
      if (to) return from ? t('audit.deadline.move', { by, turn: at, to, from }) : t('audit.deadline.set', { by, turn: at, to });
      return from ? t('audit.deadline.clear', { by, turn: at, from }) : t('audit.deadline.clearNone', { by, turn: at });
    }
    case 'settings':
      return settingsSentence(entry, ctx, new Map()).text;
    case 'adjustment':
      return t('audit.adjustment', { by, turn: turn ?? '?', what: correctionText(t, ctx, d), reason: str(d.reason) ?? '—' });
    case 'replace_player': {
      const player = ctx.players.find((p) => p.id === d.playerId);
      const previous = str(d.previousName) ?? player?.name ?? t('audit.someone');
      const name = str(d.name) ?? previous;
      let text: string;
      if (name === previous) text = t('audit.replace.same', { by, who: who(d.playerId, previous) });
      else if (player && player.label !== player.name && player.label !== '') text = t('audit.replace.seat', { by, seat: player.label, name, previous });
      else text = t('audit.replace.renamed', { by, name, previous });
      return d.previousStatus === 'civil_disorder' ? t('audit.replace.cleared', { text }) : text;
    }
    case 'civil_disorder':
      return t('audit.civil_disorder', { who: who(d.playerId), n: num(d.missedTurns) ?? 0 });
    case 'civil_disorder_cleared':
      return t('audit.civil_disorder_cleared', { who: who(d.playerId), turn: turn ?? '?' });
    case 'nmr_extend':
      return t('audit.nmr_extend', { by, turn: turn ?? '?', n: num(d.hours) ?? 0, deadline: when(d.deadline) ?? '—' });
    case 'edit_setup':
      return t('audit.edit_setup', { by });
    case 'correct_setup': {
      const reason = str(d.reason);
      return reason ? t('audit.correct_setup', { by, reason }) : t('audit.correct_setup.noReason', { by });
    }
    case 'rotate_gm_token':
      return t('audit.rotate_gm_token', { by });
    case 'gm_entered_orders':
      return t('audit.gm_entered_orders', { by, who: who(d.playerId), turn: turn ?? '?' });
    case 'export_game':
      return t('audit.export_game', { by });
    case 'import_game':
      return t(d.links === 'rotate' ? 'audit.import_game.rotated' : 'audit.import_game', { by, when: when(d.exportedAt) ?? '—' });
    case 'new_player_link':
      return t('audit.new_player_link', { by, who: who(d.playerId) });
    case 'remove_player':
      return t('audit.remove_player', { by, name: str(d.name) ?? t('audit.someone') });
    case 'open_invite':
      return t('audit.open_invite', { by });
    case 'close_invite':
      return t('audit.close_invite', { by });
    case 'approve_join':
      return t('audit.approve_join', { by, name: str(d.name) ?? t('audit.someone') });
    case 'decline_join':
      return t('audit.decline_join', { by, name: str(d.name) ?? t('audit.someone') });
    default:
      return t('audit.unknown', { by, what: humanize(entry.action) || '?' });
  }
}

/** Who did it: the GM, the server (deadlines, ready players, automatic steps) or, for an unknown actor, someone. */
function actorOf(t: T, entry: AuditEntry): string {
  return t(entry.actor === 'gm' ? 'audit.by.gm' : entry.actor === 'system' ? 'audit.by.system' : 'audit.by.other');
}

/** "Ana (World Eaters)": the name (as recorded, else the seat's), with the ruleset's label when it differs. */
function playerName(t: T, ctx: AuditContext, id: unknown, recorded?: unknown): string {
  const player = ctx.players.find((p) => p.id === id);
  const name = str(recorded) ?? player?.name;
  if (!name) return player?.label || t('audit.someone');
  return player && player.label !== '' && player.label !== player.name && player.label !== name ? `${name} (${player.label})` : name;
}

function shortHash(hash: string): string {
  return hash.length > 12 ? `${hash.slice(0, 12)}…` : hash;
}

function listOf(lang: Language, items: string[]): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}

/** "2 days and 3 hours", "45 minutes": the two largest units. */
function duration(t: T, lang: Language, ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return t('audit.lessThanAMinute');
  const parts: [string, number][] = [
    ['audit.days', Math.floor(minutes / 1440)],
    ['audit.hours', Math.floor((minutes % 1440) / 60)],
    ['audit.minutes', minutes % 60],
  ];
  const first = parts.findIndex(([, n]) => n > 0);
  return listOf(
    lang,
    parts
      .slice(first, first + 2)
      .filter(([, n]) => n > 0)
      .map(([key, n]) => t(key, { n })),
  );
}

/** The words of one saved setting: a fact per setting (key → text), compared with the previous save. */
function settingsFacts(t: T, lang: Language, patch: Details): SettingsFacts {
  const facts: SettingsFacts = new Map();
  if ('deadlinePolicy' in patch) {
    const policy = patch.deadlinePolicy === null ? null : record(patch.deadlinePolicy);
    if (policy === null || policy.kind === undefined) facts.set('deadline', t('audit.set.deadline.none'));
    else if (policy.kind === 'duration') facts.set('deadline', t('audit.set.deadline.duration', { n: num(policy.hours) ?? 0 }));
    else if (policy.kind === 'weekly') {
      facts.set(
        'deadline',
        t('audit.set.deadline.weekly', {
          weekday: weekdayName(lang, num(policy.weekday) ?? 1),
          time: str(policy.time) ?? '',
          zone: str(policy.timeZone) ?? 'UTC',
        }),
      );
    }
  }
  if (patch.nmrPolicy !== undefined) {
    const nmr = record(patch.nmrPolicy);
    facts.set('nmr', nmr.kind === 'extend' ? t('audit.set.nmr.extend', { n: num(nmr.hours) ?? 0 }) : t('audit.set.nmr.none'));
    const after = num(nmr.civilDisorderAfter);
    facts.set('civil', after !== null ? t('audit.set.civil.after', { n: after }) : t('audit.set.civil.never'));
  }
  if (typeof patch.timeZone === 'string') facts.set('timeZone', t('audit.set.timeZone', { zone: patch.timeZone }));
  if (typeof patch.readyEarly === 'boolean') facts.set('readyEarly', t('audit.set.readyEarly', { state: t(patch.readyEarly ? 'audit.on' : 'audit.off') }));
  if (patch.notify !== undefined) {
    const notify = record(patch.notify);
    // The stored entry says only whether a webhook is set ("set"); the GM's e-mail is never shown.
    facts.set('webhook', t(notify.webhookUrl ? 'audit.set.webhook.set' : 'audit.set.webhook.none'));
    const reminder = num(notify.reminderHours);
    facts.set('reminders', reminder !== null && reminder > 0 ? t('audit.set.reminders.on', { n: reminder }) : t('audit.set.reminders.off'));
    if (typeof notify.emails === 'boolean') facts.set('emails', t('audit.set.emails', { state: t(notify.emails ? 'audit.on' : 'audit.off') }));
    facts.set('gmEmail', t(notify.gmEmail ? 'audit.set.gmEmail.set' : 'audit.set.gmEmail.none'));
  }
  return facts;
}

function settingsSentence(entry: AuditEntry, ctx: AuditContext, before: SettingsFacts): { text: string; after: SettingsFacts } {
  const t = texts(ctx.lang);
  const by = actorOf(t, entry);
  const facts = settingsFacts(t, ctx.lang, record(entry.details));
  const changed = [...facts].filter(([key, text]) => before.get(key) !== text).map(([, text]) => text);
  const after = new Map([...before, ...facts]);
  return { text: changed.length > 0 ? t('audit.settings', { by, changes: changed.join('; ') }) : t('audit.settings.same', { by }), after };
}

/** ISO weekday 1 (Monday) ... 7 (Sunday), in the page's language. */
function weekdayName(lang: Language, weekday: number): string {
  const monday = Date.UTC(2024, 0, 1); // a Monday
  return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(monday + ((weekday - 1) % 7) * 86_400_000));
}

/**
 * A correction in words from the corrections form's labels, for rulesets that give no `describeCorrection`:
 * "Change a planet's owner (planet: Mordian, new owner: World Eaters)" — never `set_control {"planet":…}`.
 */
export function correctionInWords(correction: { kind: string; data: Record<string, unknown> }, ctx: AuditContext): string {
  return correctionText(texts(ctx.lang), ctx, { ...correction.data, kind: correction.kind });
}

/** "Change a planet's owner (planet: Mordian, new owner: World Eaters)". */
function correctionText(t: T, ctx: AuditContext, d: Details): string {
  const kind = str(d.kind) ?? '';
  const vocabulary = ctx.corrections;
  const kindLabel = vocabulary?.kinds[kind] ?? humanize(kind);
  const fields = Object.entries(d)
    .filter(([key, value]) => !['id', 'turn', 'kind', 'reason'].includes(key) && !SECRET_KEY.test(key) && value !== undefined)
    .map(([key, value]) => {
      const label = lowerFirst(withoutHint(vocabulary?.fields[kind]?.[key] ?? humanize(key)));
      return `${label}: ${readable(t, ctx, value, vocabulary?.values[key])}`;
    });
  return fields.length > 0 ? `${kindLabel} (${fields.join(', ')})` : kindLabel;
}

/** A form label without its hint in brackets: "New owner (empty: nobody)" → "New owner". */
const withoutHint = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '') || label;
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** A recorded value in words: a player by name, a known value by its label, never a secret or raw JSON. */
function readable(t: T, ctx: AuditContext, value: unknown, labels?: Record<string, string>): string {
  if (value === null) return t('gm.lc.nobody');
  if (typeof value === 'boolean') return t(value ? 'gm.lc.yes' : 'gm.lc.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (ctx.players.some((p) => p.id === value)) return playerName(t, ctx, value);
    const label = labels?.[value];
    if (label) return label;
    if (EMAIL.test(value) || OPAQUE.test(value)) return t('audit.hidden');
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return formatDeadline(value, ctx.lang, ctx.timeZone);
    return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  }
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : listOf(
          ctx.lang,
          value.map((item) => readable(t, ctx, item, labels)),
        );
  if (typeof value === 'object') {
    const parts = Object.entries(value as Details).filter(([key]) => !SECRET_KEY.test(key));
    return parts.length === 0 ? '—' : parts.map(([key, inner]) => `${keyLabel(t, key)}: ${readable(t, ctx, inner, labels)}`).join(', ');
  }
  return '—';
}

const KEY_LABELS: Record<string, string> = {
  turn: 'audit.key.turn',
  deadline: 'audit.key.deadline',
  playerId: 'audit.key.player',
  player: 'audit.key.player',
  reason: 'audit.key.reason',
  hours: 'audit.key.hours',
  name: 'audit.key.name',
};
const keyLabel = (t: T, key: string) => (KEY_LABELS[key] ? t(KEY_LABELS[key]) : humanize(key));

/** The details of an entry as a readable list (no secrets, players by name, hashes shortened). */
export function auditFacts(entry: AuditEntry, ctx: AuditContext): AuditFact[] {
  const t = texts(ctx.lang);
  return Object.entries(record(entry.details))
    .filter(([key, value]) => value !== undefined && !SECRET_KEY.test(key))
    .map(([key, value]) => ({
      label: keyLabel(t, key),
      value: /hash$/i.test(key) && typeof value === 'string' ? shortHash(value) : readable(t, ctx, value),
    }));
}

/** Words for the corrections of a ruleset (its correction schema's labels and the form's choices). */
export function correctionVocabulary(schema: z.ZodType | undefined, choices: FieldChoices | undefined, lang: Language): CorrectionVocabulary | null {
  if (!schema) return null;
  const vocabulary: CorrectionVocabulary = { kinds: {}, fields: {}, values: {} };
  try {
    const root = toFormSchema(schema);
    const shape = classify(root, root);
    const variants = shape.kind === 'variants' ? shape.variants : shape.kind === 'object' ? [{ value: '', node: shape.node }] : [];
    for (const { value, node } of variants) {
      if (value !== '' && node.label?.[lang]) vocabulary.kinds[value] = node.label[lang]!;
      const fields: Record<string, string> = {};
      for (const [key, property] of Object.entries(node.properties ?? {})) fields[key] = labelOf(withoutNull(deref(property, root), root).node, key, lang);
      vocabulary.fields[value] = fields;
    }
  } catch {
    // A schema the form generator cannot read: the keys, humanised.
  }
  for (const [path, list] of Object.entries(choices ?? {})) {
    vocabulary.values[path] = Object.fromEntries(list.map((choice) => [String(choice.value), localText(choice.label, lang)]));
  }
  return vocabulary;
}
