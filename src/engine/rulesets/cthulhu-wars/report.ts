import { diceLists } from '../../dice/format.ts';
import { bold, code, joinInline, plainText, type Block, type Inline, type ReportDocument } from '../../core/document.ts';
import { correctionFields, correctionsSection } from '../../core/report-corrections.ts';
import type { ReportCorrection, ReportInput, ReportRoll, Viewer } from '../../core/ruleset.ts';
import { AdjustmentSchema } from './adjustments.ts';
import type { Action } from './answers.ts';
import { pendingLine, playersTable } from './describe.ts';
import type { MessageKey } from './messages.ts';
import { abilityName, playerName, unitTypeName } from './names.ts';
import type { GameEvent, Outcome } from './outcome.ts';
import { normalizeState } from './position.ts';
import type { Setup } from './setup.ts';
import type { Player, State } from './types.ts';
import { canSeeSignsOf, outcomeView } from './views.ts';
import { buildWorld } from './world.ts';
import { writer, type Writer } from './writer.ts';

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

/** Dice as reports show them: every die, kills marked with "!" (6), pains with "*" (4–5). */
export function formatDice(dice: readonly number[]): string {
  return dice.map((d) => (d === 6 ? '6!' : d >= 4 ? `${d}*` : String(d))).join(', ');
}

function describeAction(w: Writer, player: string, action: Action, unit: string | undefined): string {
  const label = w.text(`action.${action.type}` as MessageKey);
  const { world, lang } = w;
  switch (action.type) {
    case 'move':
      return `${label}: ${action.moves.map((m) => `${w.unit(m.unit)} → ${w.area(m.to)}`).join(', ')}`;
    case 'recruit':
    case 'summon':
    case 'awaken':
      return `${label}: ${unit ? w.unit(unit) : unitTypeName(world, player, action.unitType, lang)}, ${w.area(action.area)}`;
    case 'build-gate':
      return `${label}: ${w.area(action.area)}`;
    case 'capture':
      return `${label}: ${w.unit(action.unit)} (${world.factionOf.get(world.unitById.get(action.unit)?.owner ?? '')?.name[lang] ?? ''})`;
    case 'battle':
      return `${label}: ${w.area(action.area)} — ${playerName(world, action.opponent)}`;
    case 'ability':
      return `${label}: ${abilityName(world, player, action.ability, lang)}${action.note ? ` (${action.note})` : ''}`;
    case 'control-gate':
      return `${label}: ${w.area(action.area)}, ${w.unit(action.unit)}`;
    case 'abandon-gate':
      return `${label}: ${w.area(action.area)}`;
    case 'reveal-signs':
      return `${label}: ${action.signs.join(', ')}`;
    case 'pass':
      return label;
  }
}

/** One event as report lines (an event may give none: nothing to tell this viewer). */
export function eventLines(w: Writer, event: GameEvent, viewer: Viewer): Inline[][] {
  const { world } = w;
  const P = (id: string) => w.player(id);
  switch (event.type) {
    case 'direction':
      // A default applied at the deadline or by the GM is not the player's choice (issue 37: "Carol plays clockwise").
      return [
        w.line(event.defaulted ? 'event.direction.defaulted' : 'event.direction', {
          player: P(event.player),
          direction: w.text(`label.${event.direction}`).toLowerCase(),
        }),
      ];
    case 'first-player':
      return event.tied.length > 1
        ? [
            w.line(event.defaulted ? 'event.first-player.tie.defaulted' : 'event.first-player.tie', {
              player: P(event.player),
              power: event.power,
              tied: { kind: 'span', children: joinInline(event.tied.map(P), ', ') },
              chooser: P(event.chooser ?? event.player),
            }),
          ]
        : [w.line('event.first-player', { player: P(event.player), power: event.power })];
    case 'phase':
      return [w.line('event.phase', { phase: w.text(`phase.${event.phase}`), round: event.round })];
    case 'initiative-skipped':
      return [w.line('event.initiative-skipped', { player: P(event.player) })];
    case 'answer-replaced':
      return [
        w.line('event.answer-replaced', {
          player: P(event.player),
          reasons: {
            kind: 'span',
            children: joinInline(
              event.reasons.map((r) => code(r)),
              ', ',
            ),
          },
        }),
      ];
    case 'action':
      return [
        w.line('event.action', {
          player: P(event.player),
          action: describeAction(w, event.player, event.action, event.unit),
          cost: event.cost > 0 ? w.text('event.action.cost', { cost: event.cost }) : '',
          power: event.power,
          n: event.power,
        }),
      ];
    case 'initiative-end':
      return event.battleAs ? [w.line(`event.initiative-end.${event.battleAs}`, { player: P(event.player) })] : [];
    case 'battle':
      return [w.line('event.battle', { area: w.area(event.area), attacker: P(event.attacker), defender: P(event.defender) })];
    case 'pre-battle':
      return event.abilities.length > 0
        ? [
            w.line('event.pre-battle', {
              player: P(event.player),
              side: w.text(`side.${event.side}`),
              abilities: list(event.abilities.map((a) => abilityName(world, event.player, a, w.lang))),
            }),
          ]
        : [w.line('event.pre-battle.none', { player: P(event.player), side: w.text(`side.${event.side}`) })];
    case 'post-battle': {
      const side = w.text(`side.${event.side ?? 'outsider'}`);
      return event.abilities.length > 0
        ? [
            w.line('event.post-battle', {
              player: P(event.player),
              side,
              abilities: list(event.abilities.map((a) => abilityName(world, event.player, a, w.lang))),
            }),
          ]
        : [w.line('event.post-battle.none', { player: P(event.player), side })];
    }
    case 'battle-paused':
      return [w.line(`event.battle-paused.${event.stage}`)];
    case 'battle-roll': {
      const line = w.line('event.battle-roll', {
        player: P(event.player),
        count: w.text('count.dice', { n: event.dice.length }),
        dice: formatDice(event.dice),
        kills: w.text('count.kills', { n: event.kills }),
        pains: w.text('count.pains', { n: event.pains }),
      });
      if (event.modifier !== 0)
        line.push(w.text('event.battle-roll.modifier', { combat: event.combat, modifier: event.modifier > 0 ? `+${event.modifier}` : event.modifier }));
      return [line];
    }
    case 'battle-no-roll':
      return [w.line('event.battle-no-roll', { area: w.area(event.area), side: w.text(`side.${event.emptySide}`) })];
    case 'assignment': {
      const key = event.part === 'all' ? 'event.assignment' : event.part === 'pains' ? 'event.assignment.pains' : 'event.assignment.kills';
      const line = w.line(key, { player: P(event.player), kills: list(event.kills.map(w.unit)), pains: list(event.pains.map(w.unit)) });
      if (event.discarded.kills + event.discarded.pains > 0) {
        const kills = w.text('count.kills', { n: event.discarded.kills });
        const pains = w.text('count.pains', { n: event.discarded.pains });
        const results = event.part === 'all' ? `${kills}, ${pains}` : event.part === 'pains' ? pains : kills;
        line.push(w.text('event.assignment.discarded', { results }));
      }
      return [line];
    }
    case 'eliminated':
      return [w.line(`event.eliminated.${event.cause}`, { player: P(event.player), unit: w.unit(event.unit), area: w.area(event.area) })];
    case 'retreat':
      return [w.line('event.retreat', { player: P(event.player), unit: w.unit(event.unit), from: w.area(event.from), to: w.area(event.to) })];
    case 'retreat-blocked':
      return [w.line('event.retreat-blocked', { player: P(event.player), area: w.area(event.area), stay: list(event.stay.map(w.unit)) })];
    case 'battle-end':
      return [w.line('event.battle-end', { area: w.area(event.area) })];
    case 'gate-abandoned':
      return [w.line('event.gate-abandoned', { area: w.area(event.area) })];
    case 'power-gathered':
      return [
        w.line('event.power-gathered', {
          player: P(event.player),
          gained: event.gained,
          cultists: w.text('count.cultists', { n: event.cultists }),
          gates: w.text('count.gates', { n: event.gates }),
          abandoned: w.text('count.abandoned', { n: event.abandoned }),
          bonus: event.bonus,
          power: event.power,
        }),
      ];
    case 'captive-returned':
      return [w.line('event.captive-returned', { captor: P(event.captor), owner: P(event.owner), unit: w.unit(event.unit), power: event.power })];
    case 'consolation':
      return [w.line('event.consolation', { player: P(event.player), from: event.from, to: event.to, highest: event.highest })];
    case 'gate-doom':
      return [w.line('event.gate-doom', { player: P(event.player), gates: event.gates, doom: event.doom })];
    case 'ritual':
      return [
        w.line('event.ritual', {
          player: P(event.player),
          cost: event.cost,
          gates: event.gates,
          doom: event.doom,
          signs: w.text('count.signs', { n: event.greatOldOnes }),
          track: event.track,
        }),
      ];
    case 'ritual-declined':
      return [w.line('event.ritual-declined', { player: P(event.player) })];
    case 'ritual-unaffordable':
      return [w.line('event.ritual-unaffordable', { player: P(event.player), power: event.power })];
    case 'elder-sign': {
      const visible = canSeeSignsOf(viewer, event.player) && typeof event.value === 'number';
      return [
        w.line('event.elder-sign', { player: P(event.player), id: event.id, value: visible ? w.text('event.elder-sign.value', { value: event.value }) : '' }),
      ];
    }
    case 'elder-sign-pool-empty':
      return [w.line('event.elder-sign-pool-empty', { player: P(event.player) })];
    case 'signs-revealed':
      return [w.line('event.signs-revealed', { player: P(event.player), values: event.signs.map((s) => s.value).join(', '), doom: event.doom })];
    case 'game-end': {
      const rows = world.playerIds.map((p) =>
        w.line('event.game-end.row', {
          player: P(p),
          values: (event.converted[p] ?? []).map((s) => s.value).join(', '),
          doom: event.doom[p] ?? 0,
          books: event.spellbooks[p] ?? 0,
        }),
      );
      const winners =
        event.winners.length > 0
          ? w.line('event.game-end.winners', { n: event.winners.length, winners: { kind: 'span', children: joinInline(event.winners.map(P), ', ') } })
          : w.line('event.game-end.nobody');
      return [w.line('event.game-end', { reason: w.text(`end.${event.reason}`) }), ...rows, winners];
    }
  }
}

const HEADLINE_EVENTS = new Set<GameEvent['type']>([
  'direction',
  'first-player',
  'phase',
  'action',
  'battle',
  'battle-roll',
  'eliminated',
  'retreat',
  'ritual',
  'signs-revealed',
  'game-end',
]);
const SHORT_LIMIT = 1000;

function rollLine(w: Writer, roll: ReportRoll): Inline[] {
  const result = roll.roll.result;
  const total = result.total !== null ? String(result.total) : JSON.stringify(result.tally);
  const by = roll.by === 'gm' ? 'GM' : playerName(w.world, roll.by);
  return [bold(by), `: ${roll.reason} — `, code(roll.roll.expr), ` ${diceLists(result, w.lang)} = ${total}`];
}

/**
 * A GM correction in words: "Eliminate a unit: Acolyte 3 (Black Goat) — Devour". Names, never ids; the stored
 * record's own fields (its id, when it was made) are not shown. A shape this ruleset does not know is shown as
 * its JSON.
 */
function correctionLine(w: Writer, c: ReportCorrection): Inline[] {
  const { world, lang } = w;
  const parsed = AdjustmentSchema.safeParse({ kind: c.kind, ...correctionFields(c) });
  if (!parsed.success) return [bold(c.kind), `: ${c.reason}`, ...(Object.keys(c.data).length > 0 ? [' ', code(JSON.stringify(c.data))] : [])];
  const a = parsed.data;
  const unit = (id: string) => `${w.unit(id)} (${world.factionOf.get(world.unitById.get(id)?.owner ?? '')?.name[lang] ?? ''})`;
  const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));
  const amount = (x: { delta?: number | undefined; set?: number | undefined }) => (x.delta !== undefined ? signed(x.delta) : `= ${x.set ?? 0}`);
  const yes = (b: boolean) => w.text(b ? 'label.yes' : 'label.no');
  let what: string;
  switch (a.kind) {
    case 'power':
    case 'doom':
      what = `${playerName(world, a.player)} ${amount(a)}${a.note ? ` (${a.note})` : ''}`;
      break;
    case 'spellbook':
      what = `${playerName(world, a.player)}: ${world.factionOf.get(a.player)?.spellbooks.find((b) => b.id === a.spellbook)?.name[lang] ?? a.spellbook} ${a.grant ? '+' : '−'}`;
      break;
    case 'elder-signs':
      what = `${playerName(world, a.player)}: ${w.text('count.signs', { n: a.count })}`;
      break;
    case 'place':
      what = `${unit(a.unit)} → ${a.area === null ? w.text('adj.pool') : w.area(a.area)}`;
      break;
    case 'eliminate':
      what = unit(a.unit);
      break;
    case 'gate':
      what = `${w.area(a.area)}: ${a.present ? '+' : '−'}${a.present && a.holder ? ` ${unit(a.holder)}` : ''}`;
      break;
    case 'combat':
      what = `${unit(a.unit)}: ${a.value === null ? '—' : a.value}`;
      break;
    case 'battle-dice':
      what = `${w.text(`side.${a.side}`)} ${signed(a.delta)}`;
      break;
    case 'battle-results':
      what = `${w.text(`side.${a.side}`)}: ${w.text('count.kills', { n: a.kills })}, ${w.text('count.pains', { n: a.pains })}`;
      break;
    case 'unlimited-battle':
      what = `${playerName(world, a.player)}: ${yes(a.allowed)}`;
      break;
    case 'note':
      what = a.text;
      break;
  }
  return [bold(w.text(`adj.kind.${a.kind}` as MessageKey)), `: ${what}${c.reason ? ` — ${c.reason}` : ''}`];
}

/** The report of one step (docs/rulesets/cthulhu-wars.md): every event, every die, corrections, who decides next. */
export function buildReport(input: ReportInput<Setup, Player, State, Outcome>): ReportDocument {
  const world = buildWorld(input.setup, input.players);
  const w = writer(world, input.lang);
  const outcome = outcomeView(input.outcome, input.viewer);
  const before = normalizeState(world, input.before);
  const after = normalizeState(world, input.after);
  const phaseKey = before.battle ? 'phase.battle' : (`phase.${outcome.phase}` as MessageKey);
  const title: Inline[] = [w.text('report.title', { game: input.game.name, round: outcome.round, phase: w.text(phaseKey), step: input.step })];
  const events = input.short ? outcome.events.filter((e) => HEADLINE_EVENTS.has(e.type)) : outcome.events;
  let lines = events.flatMap((e) => eventLines(w, e, input.viewer));
  if (input.short) {
    const kept: Inline[][] = [];
    let size = 0;
    for (const line of lines) {
      size += plainText(line).length + 3;
      if (size > SHORT_LIMIT) {
        kept.push(['…']);
        break;
      }
      kept.push(line);
    }
    lines = kept;
  }
  const blocks: Block[] = [{ kind: 'heading', content: [w.text('report.events')] }];
  blocks.push(lines.length > 0 ? { kind: 'list', items: lines } : { kind: 'paragraph', content: [w.text('report.nothing')] });
  // The short copy keeps the GM's corrections too (issue 37): they change the position the events start from.
  blocks.push(...correctionsSection(input.corrections, [w.text('report.corrections')], (c) => correctionLine(w, c)));
  if (!input.short) {
    if (input.rolls.length > 0) {
      blocks.push({ kind: 'heading', content: [w.text('report.rolls')] });
      blocks.push({ kind: 'list', items: input.rolls.map((r) => rollLine(w, r)) });
    }
    blocks.push({ kind: 'heading', content: [w.text('report.position')] });
    blocks.push(playersTable(w, after, input.viewer));
  }
  blocks.push({ kind: 'paragraph', content: pendingLine(w, after) });
  return { title, blocks };
}
