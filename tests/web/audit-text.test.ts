import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LocAdjustmentSchema } from '../../src/engine/rulesets/lords-of-chaos/adjustments.ts';
import { correctionVocabulary, describeAuditLog, type AuditContext, type AuditEntry } from '../../src/web/audit-text.ts';

/** The GM console's audit log in words (issue 19): one row per recorded action, both languages. */

const PLAYERS = [
  { id: 'cm0player0000000000000ana', name: 'Ana', label: 'World Eaters' },
  { id: 'cm0player00000000000bruno', name: 'Bruno', label: 'Death Guard' },
];
const [ANA, BRUNO] = PLAYERS.map((p) => p.id) as [string, string];
const TOKEN = 'tK9_x-Q2mV7bL0pZr4YcW8sNe1uJh3fAgD6iOkXy5Tq';
const SEED = 'f3c1a9e27b5d4c80a6e1f2d3c4b5a69788e7d6c5b4a392817f6e5d4c3b2a1908';
const SEED_HASH = '9b2e4c71d0a3f58e6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c';
const AT = '2026-11-12T18:00:00.000Z';

const vocabulary = {
  en: correctionVocabulary(
    LocAdjustmentSchema,
    { planet: [{ value: 'mordian', label: 'Mordian' }], player: PLAYERS.map((p) => ({ value: p.id, label: p.label })) },
    'en',
  ),
  es: correctionVocabulary(
    LocAdjustmentSchema,
    { planet: [{ value: 'mordian', label: 'Mordian' }], player: PLAYERS.map((p) => ({ value: p.id, label: p.label })) },
    'es',
  ),
};
const context = (lang: 'es' | 'en'): AuditContext => ({ lang, players: PLAYERS, rulesetName: 'Lords of Chaos', corrections: vocabulary[lang] });

type Row = [action: string, actor: 'gm' | 'system', details: Record<string, unknown>, en: string, es: string];

// Details as the services record them (src/services, src/lifecycle), secrets included where they are stored.
const ROWS: Row[] = [
  [
    'create_game',
    'gm',
    { name: 'The Eye Campaign', ruleset: 'lords-of-chaos' },
    'The GM created the game “The Eye Campaign” (Lords of Chaos)',
    'El máster creó la partida «The Eye Campaign» (Lords of Chaos)',
  ],
  [
    'create_game',
    'gm',
    { name: 'The Eye Campaign', ruleset: 'lords-of-chaos', previousGameId: 'cm0game00000000000000000x', carried: { [ANA]: { points: 3 } } },
    'The GM created this game as the next one after “The Eye Campaign” in the campaign',
    'El máster creó esta partida como continuación de «The Eye Campaign» en la campaña',
  ],
  [
    'next_game',
    'gm',
    { gameId: 'cm0game00000000000000000y' },
    'The GM created the next game of the campaign',
    'El máster creó la siguiente partida de la campaña',
  ],
  [
    'add_player',
    'gm',
    { playerId: ANA, name: 'Ana', email: 'ana@example.com', data: { warband: 'World Eaters', god: 'Khorne' } },
    'The GM added the player Ana (World Eaters)',
    'El máster añadió al jugador Ana (World Eaters)',
  ],
  [
    'start_game',
    'gm',
    { turn: 1, seedHash: SEED_HASH, gameSeedHash: SEED_HASH },
    'The GM started the game: turn 1 is open (seed hash 9b2e4c71d0a3…)',
    'El máster empezó la partida: el turno 1 está abierto (huella de la semilla 9b2e4c71d0a3…)',
  ],
  ['resolve_turn', 'gm', { turn: 1, seed: SEED, gameOver: false, trigger: 'gm' }, 'The GM resolved turn 1', 'El máster resolvió el turno 1'],
  [
    'resolve_turn',
    'system',
    { turn: 2, seed: SEED, gameOver: false, trigger: 'deadline' },
    'The server resolved turn 2 at the deadline',
    'El servidor resolvió el turno 2 al cumplirse el plazo',
  ],
  [
    'resolve_turn',
    'system',
    { turn: 3, seed: SEED, gameOver: false, trigger: 'ready_early' },
    'The server resolved turn 3 early: every player was ready',
    'El servidor resolvió el turno 3 antes del plazo: todos estaban listos',
  ],
  [
    'resolve_turn',
    'system',
    { turn: 4, seed: SEED, gameOver: false, trigger: 'answers' },
    'The server resolved turn 4: every answer was in',
    'El servidor resolvió el turno 4: habían llegado todas las respuestas',
  ],
  [
    'resolve_turn',
    'system',
    { turn: 5, seed: SEED, gameOver: false, trigger: 'automatic' },
    'The server resolved turn 5 on its own: nobody had to decide',
    'El servidor resolvió el turno 5 por sí solo: nadie tenía que decidir',
  ],
  [
    'resolve_turn',
    'gm',
    { turn: 8, seed: SEED, gameOver: true, trigger: 'gm' },
    'The GM resolved turn 8; the game is over',
    'El máster resolvió el turno 8; la partida ha terminado',
  ],
  [
    'revert',
    'gm',
    { turn: 2, revertId: '3f0c2b1e-7a5d-4e9b-8c6f-1a2b3c4d5e6f', archivedTurns: [2, 3], newSeed: true },
    'The GM undid turns 2 and 3: turn 2 is open again with a new seed',
    'El máster deshizo los turnos 2 y 3: el turno 2 vuelve a estar abierto con una semilla nueva',
  ],
  [
    'revert',
    'gm',
    { turn: 4, revertId: '3f0c2b1e-7a5d-4e9b-8c6f-1a2b3c4d5e6f', archivedTurns: [4], newSeed: true },
    'The GM undid turn 4: turn 4 is open again with a new seed',
    'El máster deshizo el turno 4: el turno 4 vuelve a estar abierto con una semilla nueva',
  ],
  [
    'pause',
    'gm',
    { turn: 3, remainingMs: 26 * 3_600_000 + 30 * 60_000 },
    'The GM paused the game with 1 day and 2 hours left before the deadline of turn 3',
    'El máster pausó la partida con 1 día y 2 horas por delante hasta el plazo del turno 3',
  ],
  ['pause', 'gm', { turn: 3, remainingMs: null }, 'The GM paused the game during turn 3', 'El máster pausó la partida durante el turno 3'],
  [
    'resume',
    'gm',
    { turn: 3, deadline: '2026-11-14T20:00:00.000Z', pausedMs: 3_600_000 },
    'The GM resumed the game; the deadline of turn 3 is now Sat 14 Nov 2026, 20:00 UTC',
    'El máster reanudó la partida: el plazo del turno 3 es ahora sáb 14 nov 2026, 20:00 UTC',
  ],
  ['resume', 'gm', { turn: 3, deadline: null, pausedMs: 3_600_000 }, 'The GM resumed the game', 'El máster reanudó la partida'],
  [
    'change_deadline',
    'gm',
    { turn: 3, from: '2026-11-13T20:00:00.000Z', to: '2026-11-14T20:00:00.000Z' },
    'The GM moved the deadline of turn 3 to Sat 14 Nov 2026, 20:00 UTC (was Fri 13 Nov 2026, 20:00 UTC)',
    'El máster cambió el plazo del turno 3: ahora sáb 14 nov 2026, 20:00 UTC (antes: vie 13 nov 2026, 20:00 UTC)',
  ],
  [
    'change_deadline',
    'gm',
    { turn: 3, from: '2026-11-13T20:00:00.000Z', to: '2026-11-14T20:00:00.000Z', extendHours: 24 },
    'The GM extended the deadline of turn 3 by 24 hours, to Sat 14 Nov 2026, 20:00 UTC (was Fri 13 Nov 2026, 20:00 UTC)',
    'El máster amplió 24 horas el plazo del turno 3, hasta sáb 14 nov 2026, 20:00 UTC (antes: vie 13 nov 2026, 20:00 UTC)',
  ],
  [
    'change_deadline',
    'gm',
    { turn: 3, from: '2026-11-13T20:00:00.000Z', to: '2026-11-13T21:00:00.000Z', extendHours: 1 },
    'The GM extended the deadline of turn 3 by 1 hour, to Fri 13 Nov 2026, 21:00 UTC (was Fri 13 Nov 2026, 20:00 UTC)',
    'El máster amplió 1 hora el plazo del turno 3, hasta vie 13 nov 2026, 21:00 UTC (antes: vie 13 nov 2026, 20:00 UTC)',
  ],
  [
    'change_deadline',
    'gm',
    { turn: 1, from: null, to: '2026-11-14T20:00:00.000Z' },
    'The GM set the deadline of turn 1 to Sat 14 Nov 2026, 20:00 UTC',
    'El máster puso plazo al turno 1: sáb 14 nov 2026, 20:00 UTC',
  ],
  [
    'settings',
    'gm',
    { readyEarly: true, notify: { webhookUrl: 'set', reminderHours: 24, gmEmail: 'gm@example.com' } },
    "The GM changed the settings: resolve as soon as everybody is ready: on; webhook: set; reminders 24 h before the deadline: on; the GM's e-mail for civil disorder: set",
    'El máster cambió los ajustes: resolver en cuanto todos estén listos: sí; webhook: configurado; recordatorios 24 h antes del plazo: sí; correo del máster para el desorden civil: configurado',
  ],
  [
    'settings',
    'gm',
    {
      deadlinePolicy: { kind: 'weekly', weekday: 7, time: '21:00', timeZone: 'Europe/Madrid' },
      nmrPolicy: { kind: 'extend', hours: 12, civilDisorderAfter: 2 },
    },
    'The GM changed the settings: deadline: every Sunday at 21:00 (Europe/Madrid); missing orders at the deadline: extend it once by 12 hours; civil disorder after 2 missed turns in a row',
    'El máster cambió los ajustes: plazo: cada domingo a las 21:00 (Europe/Madrid); si faltan órdenes al llegar el plazo: se amplía una vez, 12 horas; desorden civil tras 2 turnos seguidos sin órdenes',
  ],
  [
    'settings',
    'gm',
    { deadlinePolicy: null, nmrPolicy: { kind: 'none' } },
    'The GM changed the settings: deadline: none, the GM resolves; missing orders at the deadline: resolve anyway; civil disorder: never',
    'El máster cambió los ajustes: plazo: ninguno, resuelve el máster; si faltan órdenes al llegar el plazo: se resuelve igualmente; desorden civil: nunca',
  ],
  [
    'settings',
    'gm',
    { deadlinePolicy: { kind: 'duration', hours: 48 } },
    'The GM changed the settings: deadline: 48 hours after each turn opens',
    'El máster cambió los ajustes: plazo: 48 horas después de abrir cada turno',
  ],
  [
    'adjustment',
    'gm',
    { id: 'cm0adjust0000000000000001', turn: 2, kind: 'set_control', planet: 'mordian', player: ANA, reason: 'Lost in the warp' },
    "The GM recorded a correction for turn 2: Change a planet's owner (planet: Mordian, new owner: Ana (World Eaters)). Reason: “Lost in the warp”",
    'El máster registró una corrección para el turno 2: Cambiar el dueño de un planeta (planeta: Mordian, nuevo dueño: Ana (World Eaters)). Motivo: «Lost in the warp»',
  ],
  [
    'adjustment',
    'gm',
    { id: 'cm0adjust0000000000000002', turn: 2, kind: 'set_control', planet: 'mordian', player: null, reason: 'Abandoned' },
    "The GM recorded a correction for turn 2: Change a planet's owner (planet: Mordian, new owner: nobody). Reason: “Abandoned”",
    'El máster registró una corrección para el turno 2: Cambiar el dueño de un planeta (planeta: Mordian, nuevo dueño: nadie). Motivo: «Abandoned»',
  ],
  [
    'replace_player',
    'gm',
    { playerId: BRUNO, previousName: 'Bruno', name: 'Bruno', previousStatus: 'active', missedTurns: 0 },
    'The GM gave Bruno (Death Guard) a new link; the old one no longer works',
    'El máster dio un enlace nuevo a Bruno (Death Guard); el anterior ya no funciona',
  ],
  [
    'replace_player',
    'gm',
    { playerId: BRUNO, previousName: 'Berto', name: 'Bruno', previousStatus: 'civil_disorder', missedTurns: 2 },
    'The GM gave the seat of Death Guard to Bruno (was Berto); the old link no longer works; the seat is no longer in civil disorder',
    'El máster dio el puesto de Death Guard a Bruno (antes lo llevaba Berto); el enlace anterior ya no funciona; el puesto sale del desorden civil',
  ],
  [
    'civil_disorder',
    'system',
    { playerId: BRUNO, missedTurns: 2, turn: 4 },
    'Bruno (Death Guard) missed 2 turns in a row: civil disorder',
    'Bruno (Death Guard) lleva 2 turnos seguidos sin órdenes: desorden civil',
  ],
  [
    'civil_disorder',
    'system',
    { playerId: BRUNO, missedTurns: 1, turn: 4 },
    'Bruno (Death Guard) missed 1 turn: civil disorder',
    'Bruno (Death Guard) lleva 1 turno sin órdenes: desorden civil',
  ],
  [
    'civil_disorder_cleared',
    'system',
    { playerId: BRUNO, turn: 5 },
    'Bruno (Death Guard) sent orders for turn 5 and is no longer in civil disorder',
    'Bruno (Death Guard) envió órdenes para el turno 5 y sale del desorden civil',
  ],
  [
    'nmr_extend',
    'system',
    { turn: 3, hours: 12, deadline: '2026-11-14T08:00:00.000Z' },
    'The server extended the deadline of turn 3 by 12 hours, to Sat 14 Nov 2026, 08:00 UTC: orders were missing',
    'El servidor amplió 12 horas el plazo del turno 3, hasta sáb 14 nov 2026, 08:00 UTC: faltaban órdenes',
  ],
  ['edit_setup', 'gm', {}, 'The GM edited the game options and data', 'El máster cambió los ajustes y datos de la partida'],
  [
    'correct_setup',
    'gm',
    { reason: 'Typo in the map' },
    'The GM corrected the game options and data after the start. Reason: “Typo in the map”',
    'El máster corrigió los ajustes y datos de la partida ya empezada. Motivo: «Typo in the map»',
  ],
  [
    'rotate_gm_token',
    'gm',
    {},
    'The GM replaced the GM console link; the old one no longer works',
    'El máster cambió el enlace de la consola del máster; el anterior ya no funciona',
  ],
  ['open_invite', 'gm', {}, 'The GM opened the invitation link', 'El máster abrió el enlace de invitación'],
  ['close_invite', 'gm', {}, 'The GM closed the invitation link', 'El máster cerró el enlace de invitación'],
  [
    'approve_join',
    'gm',
    { playerId: ANA, name: 'Ana' },
    "The GM approved Ana's request to join; they have a seat",
    'El máster aceptó la solicitud de Ana, que ya tiene plaza',
  ],
  ['decline_join', 'gm', { name: 'Zoe' }, "The GM declined Zoe's request to join", 'El máster rechazó la solicitud de Zoe'],
  [
    'new_player_link',
    'gm',
    { playerId: ANA },
    'The GM made a new link for Ana (World Eaters); the old one no longer works',
    'El máster creó un enlace nuevo para Ana (World Eaters); el anterior ya no funciona',
  ],
  [
    'gm_entered_orders',
    'gm',
    { turn: 2, playerId: ANA, version: 3 },
    'The GM entered the orders of Ana (World Eaters) for turn 2',
    'El máster introdujo las órdenes de Ana (World Eaters) para el turno 2',
  ],
  ['export_game', 'gm', {}, 'The GM downloaded the game archive', 'El máster descargó el archivo de la partida'],
  [
    'import_game',
    'gm',
    { exportedAt: '2026-03-01T18:00:00.000Z', schema: '0012', links: 'keep', replay: 'check' },
    'The GM brought the game in from an archive (exported Sun 1 Mar 2026, 18:00 UTC)',
    'El máster trajo la partida de un archivo (exportado el dom 1 mar 2026, 18:00 UTC)',
  ],
  [
    'import_game',
    'gm',
    { exportedAt: '2026-03-01T18:00:00.000Z', schema: '0012', links: 'rotate', replay: 'check' },
    'The GM brought the game in from an archive (exported Sun 1 Mar 2026, 18:00 UTC) with new links',
    'El máster trajo la partida de un archivo (exportado el dom 1 mar 2026, 18:00 UTC) con enlaces nuevos',
  ],
  ['remove_player', 'gm', { playerId: 'gone', name: 'Zoe', seat: 2 }, 'The GM removed Zoe from the game', 'El máster quitó a Zoe de la partida'],
  // A code this version does not know: a generic sentence (its details go to a readable list, never JSON).
  ['swap_seats', 'gm', { turn: 2, playerId: ANA, token: TOKEN, email: 'ana@example.com' }, 'The GM did this: Swap seats', 'El máster hizo esto: Swap seats'],
];

const SECRETS = [TOKEN, SEED, SEED_HASH, 'ana@example.com', 'gm@example.com', ANA, BRUNO, '3f0c2b1e', 'cm0adjust', 'cm0game'];

describe('audit log in words (src/web/audit-text.ts)', () => {
  it.each(ROWS.flatMap(([action, actor, details, en, es]) => [[action, 'en', actor, details, en] as const, [action, 'es', actor, details, es] as const]))(
    '%s (%s)',
    (action, lang, actor, details, expected) => {
      const entry: AuditEntry = { actor, action, details, at: AT };
      const [line] = describeAuditLog([entry], context(lang));
      expect(line!.text).toBe(expected);
      const shown = [line!.text, ...line!.facts.flatMap((fact) => [fact.label, fact.value])].join('\n');
      expect(shown).not.toMatch(/\b[a-z]+_[a-z_]+\b/); // no raw code: change_deadline, set_control, civil_disorder
      expect(shown).not.toContain('{"');
      expect(shown).not.toMatch(/\{\w+\}/); // every placeholder filled
      for (const secret of SECRETS) expect(shown).not.toContain(secret);
      expect(shown).not.toMatch(/@/);
    },
  );

  it('the table has a row for every action the server records (grep of auditLogRepository.record)', () => {
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.startsWith('generated'));
    const recorded = new Set<string>();
    for (const file of files) {
      for (const call of readFileSync(join(src, file), 'utf8').matchAll(/auditLogRepository\.record\(([^;]*?)\);/gs)) {
        for (const literal of call[1]!.matchAll(/'([a-z_]+)'/g)) if (!['gm', 'system'].includes(literal[1]!)) recorded.add(literal[1]!);
      }
    }
    expect(recorded.size).toBeGreaterThanOrEqual(18);
    const described = new Set(ROWS.map(([action]) => action));
    expect([...recorded].filter((action) => !described.has(action))).toEqual([]);
  });

  it('settings list only what changed since the previous save', () => {
    const save = (details: Record<string, unknown>): AuditEntry => ({ actor: 'gm', action: 'settings', details, at: AT });
    const notify = { webhookUrl: 'set', gmEmail: 'gm@example.com' };
    const lines = describeAuditLog(
      [
        save({ deadlinePolicy: { kind: 'duration', hours: 48 }, nmrPolicy: { kind: 'none' }, readyEarly: false, notify }),
        save({ deadlinePolicy: { kind: 'duration', hours: 48 }, nmrPolicy: { kind: 'none' }, readyEarly: false, notify: { ...notify, reminderHours: 24 } }),
        save({ deadlinePolicy: { kind: 'duration', hours: 48 }, nmrPolicy: { kind: 'none' }, readyEarly: false, notify: { ...notify, reminderHours: 24 } }),
        save({
          deadlinePolicy: { kind: 'duration', hours: 1 },
          nmrPolicy: { kind: 'none', civilDisorderAfter: 1 },
          readyEarly: true,
          notify: { reminderHours: 24 },
        }),
      ],
      context('en'),
    ).map((line) => line.text);
    expect(lines[0]).toMatch(/^The GM changed the settings: deadline: 48 hours after each turn opens; /);
    expect(lines[1]).toBe('The GM changed the settings: reminders 24 h before the deadline: on');
    expect(lines[2]).toBe('The GM saved the settings without changing anything');
    expect(lines[3]).toBe(
      "The GM changed the settings: deadline: 1 hour after each turn opens; civil disorder after 1 missed turn; resolve as soon as everybody is ready: on; webhook: none; the GM's e-mail for civil disorder: none",
    );
  });

  it('an unknown action lists its details in words: players by name, no token, no e-mail, no JSON', () => {
    const entry: AuditEntry = {
      actor: 'system',
      action: 'future_thing',
      details: {
        turn: 2,
        playerId: ANA,
        token: TOKEN,
        contact: 'ana@example.com',
        seed: SEED,
        seedHash: SEED_HASH,
        deadline: '2026-11-14T20:00:00.000Z',
        options: { fast: true },
      },
      at: AT,
    };
    for (const lang of ['en', 'es'] as const) {
      const [line] = describeAuditLog([entry], context(lang));
      expect(line!.text).toBe(lang === 'en' ? 'The server did this: Future thing' : 'El servidor hizo esto: Future thing');
      const facts = Object.fromEntries(line!.facts.map((fact) => [fact.label, fact.value]));
      expect(facts).toEqual(
        lang === 'en'
          ? {
              Turn: '2',
              Player: 'Ana (World Eaters)',
              Contact: '(hidden)',
              'Seed hash': '9b2e4c71d0a3…',
              Deadline: 'Sat 14 Nov 2026, 20:00 UTC',
              Options: 'Fast: yes',
            }
          : {
              Turno: '2',
              Jugador: 'Ana (World Eaters)',
              Contact: '(oculto)',
              'Seed hash': '9b2e4c71d0a3…',
              Plazo: 'sáb 14 nov 2026, 20:00 UTC',
              Options: 'Fast: sí',
            },
      );
    }
  });

  it('odd details never crash: missing fields, wrong types, an unknown player', () => {
    const odd: AuditEntry[] = [null, 'text', 42, [], { turn: 'three' }, { playerId: 'gone' }].flatMap((details) =>
      ['resolve_turn', 'change_deadline', 'civil_disorder', 'replace_player', 'add_player', 'settings', 'adjustment', 'revert', 'x'].map((action) => ({
        actor: 'gm',
        action,
        details,
        at: AT,
      })),
    );
    for (const line of describeAuditLog(odd, context('es'))) {
      expect(line.text).not.toMatch(/\{\w+\}|undefined|null|NaN|\[object/);
      expect(line.text.length).toBeGreaterThan(5);
    }
    expect(
      describeAuditLog([{ actor: 'system', action: 'civil_disorder', details: { playerId: 'gone', missedTurns: 3 }, at: AT }], context('en'))[0]!.text,
    ).toBe('A player no longer in the game missed 3 turns in a row: civil disorder');
  });
});
