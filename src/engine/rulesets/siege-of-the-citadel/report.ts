import { template, type Lang } from '../../core/catalogue.ts';
import type { DiceRoll } from '../../dice/roll.ts';
import { bold, colored, fillTemplate, joinInline, lineBreak, plainText, span, type Block, type Inline, type ReportDocument } from '../../core/document.ts';
import { correctionFields, correctionsSection } from '../../core/report-corrections.ts';
import type { ReportCorrection, ReportInput, Viewer } from '../../core/ruleset.ts';
import { missionOf } from './context.ts';
import { decisions } from './decisions.ts';
import type { Corporation } from './ids.ts';
import { cardName, creatureName, entranceName, equipmentName, figureName, MESSAGES, say, sectionName, type MessageKey } from './messages.ts';
import type { AttackEvent, Die, Outcome, Roll, SiegeEvent, TargetResult } from './outcome.ts';
import type { Player } from './players.ts';
import type { Mission, Setup } from './setup.ts';
import type { CampaignStatus, Standing } from './standings.ts';
import type { State } from './state.ts';
import { eventView } from './views.ts';

/** Colours of the seats in BBCode (readable on light and dark backgrounds). */
export const CORPORATION_COLOURS: Record<Corporation, string> = {
  bauhaus: '#2f6db5',
  imperial: '#c0392b',
  cybertronic: '#16867d',
  capitol: '#b9770e',
  mishima: '#8e44ad',
};
export const LEGION_COLOUR = '#8b1a1a';

export interface Names {
  setup: Setup;
  mission: Mission;
  state: State;
  players: readonly Player[];
  lang: Lang;
}

export function namesOf(setup: Setup, players: readonly Player[], state: State, lang: Lang): Names {
  return { setup, mission: missionOf(setup, state.mission), state, players, lang };
}

const t = (n: Names, key: MessageKey, params: Record<string, string | number> = {}) => say(n.lang, key, params);
const fill = (n: Names, key: MessageKey, params: Record<string, Inline | number>): Inline[] =>
  fillTemplate(template(MESSAGES[key][n.lang], n.lang, typeof params.n === 'number' ? { n: params.n } : {}), params);

/** A server roll (POST /rolls) as text: every die, then the total or the tally. */
export function serverRollText(roll: DiceRoll): string {
  const terms = roll.result.terms.map((term) => {
    if (term.type === 'constant') return term.text;
    if (term.type === 'custom') return `${term.text} [${term.dice.map((d) => d.face).join(', ')}]`;
    return `${term.text} [${term.dice.map((d) => (d.kept ? String(d.value) : `(${d.value})`) + (d.exploded ? '!' : '') + (d.success ? '*' : '')).join(', ')}]`;
  });
  const value =
    roll.result.total !== null
      ? String(roll.result.total)
      : Object.entries(roll.result.tally ?? {})
          .map(([face, count]) => `${face} ${count}`)
          .join(', ');
  return `${terms.join(' + ')} = ${value}`;
}

export function playerLabel(n: Names, id: string): Inline {
  const player = n.players.find((p) => p.id === id);
  const name = player?.name ?? id;
  if (id === n.state.legion.player) return colored(LEGION_COLOUR, bold(name));
  const corporation = n.state.groups[id]?.corporation;
  return corporation ? colored(CORPORATION_COLOURS[corporation], bold(`${name} (${say(n.lang, `corp.${corporation}`)})`)) : bold(name);
}

export const figureLabel = (n: Names, id: string): string => figureName(n, id)[n.lang];

export function diceText(n: Names, roll: Roll): string {
  const faces = roll.dice.map((d: Die) => `${d.value}${d.hit ? '✓' : ''}`).join(', ');
  return say(n.lang, 'dice.list', {
    dice: say(n.lang, `dice.${roll.colour}`, { n: roll.dice.length }),
    faces,
    hits: say(n.lang, 'dice.hits', { n: roll.hits }),
  });
}

function targetLine(n: Names, r: TargetResult, attackerIsTrooper: boolean): Inline[] {
  const target = figureLabel(n, r.figure);
  if (r.covered) return fill(n, 'ev.covered', { target: bold(target), hits: r.hits, n: r.hits });
  const f = n.state.figures.find((x) => x.id === r.figure);
  if (f?.kind === 'creature' || (!f && /-\d+$/.test(r.figure))) {
    if (r.eliminated) {
      const points = r.points > 0 ? say(n.lang, 'ev.kill_points', { n: r.points }) : '';
      return fill(n, 'ev.hit_creature_killed', { target: bold(target), hits: r.hits, n: r.hits, armour: r.armour, points });
    }
    return fill(n, 'ev.hit_creature_safe', { target: bold(target), hits: r.hits, n: r.hits, armour: r.armour });
  }
  const kevlar = r.kevlar
    ? say(n.lang, 'ev.kevlar', {
        roll: diceText(n, r.kevlar),
        saved: r.saved > 0 ? say(n.lang, 'ev.kevlar_saved', { n: r.saved }) : say(n.lang, 'ev.kevlar_none'),
      })
    : r.hits > 1 || n.state.rules !== 'full'
      ? ''
      : say(n.lang, 'ev.no_kevlar');
  const damage = r.eliminated
    ? say(n.lang, 'ev.trooper_killed')
    : r.damage > 0
      ? say(n.lang, 'ev.damage', { n: r.damage, strength: r.strength })
      : say(n.lang, 'ev.no_damage');
  const points = attackerIsTrooper && r.points !== 0 ? say(n.lang, 'ev.friendly_points', { n: r.points }) : '';
  return fill(n, 'ev.hit_trooper', { target: bold(target), hits: r.hits, n: r.hits, armour: r.armour, kevlar, damage, points });
}

function attackLine(n: Names, e: AttackEvent): Inline[] {
  const action = t(n, e.extra ? 'ev.action_extra' : 'ev.action', { n: e.action });
  const weapon =
    e.weapon === 'standard' ? t(n, 'ev.weapon_standard') : e.weapon === 'creature' ? t(n, 'ev.weapon_creature') : equipmentName(n, e.weapon)[n.lang];
  const single = e.mode === 'melee' || e.mode === 'ranged' || e.mode === 'twin';
  const named = single ? e.targets.map((r) => figureLabel(n, r.figure)) : [];
  const targets =
    named.length > 0
      ? say(n.lang, 'ev.attack_targets', { targets: named.join(say(n.lang, 'report.and')) })
      : e.square
        ? say(n.lang, 'ev.attack_square', { square: e.square })
        : '';
  const rolls = e.rolls.map((r) => diceText(n, r)).join('; ');
  const attackerIsTrooper = !/-\d+$/.test(e.attacker) || n.setup.data.troopers.some((x) => x.id === e.attacker);
  const out: Inline[] = fill(n, 'ev.attack', { action, attacker: bold(figureLabel(n, e.attacker)), mode: t(n, `mode.${e.mode}`), weapon, targets, rolls });
  if (!e.checked) out.push(' ', t(n, 'ev.attack_unchecked'));
  if (e.targets.length === 0) out.push(lineBreak, t(n, 'ev.nobody_hit'));
  for (const r of e.targets) out.push(lineBreak, '• ', ...targetLine(n, r, attackerIsTrooper));
  return out;
}

/** One report line per event (null: nothing to say for it). */
export function eventLine(n: Names, e: SiegeEvent, viewer: Viewer): Inline[] | null {
  const P = (id: string) => playerLabel(n, id);
  const F = (id: string) => bold(figureLabel(n, id));
  const S = (id: string) => sectionName(n, id)[n.lang];
  switch (e.type) {
    case 'credits_bought':
      return fill(n, 'ev.credits_bought', { player: P(e.player), n: e.credits, points: e.points });
    case 'ranks':
      return joinInline(
        [
          ...e.ranks.map((r) => ({
            kind: 'span' as const,
            children: fill(n, 'ev.rank', { player: P(r.player), rank: r.rank, colour: t(n, `colour.${r.colour}`), extra: r.extra }),
          })),
          { kind: 'span' as const, children: [t(n, 'ev.tier', { tier: n.setup.data.tiers.find((x) => x.id === e.tier)?.name[n.lang] ?? e.tier })] },
        ],
        ' ',
      );
    case 'draft_pick':
      return fill(n, 'ev.draft_pick', { player: P(e.player), card: bold(equipmentName(n, e.card)[n.lang]), trooper: F(e.trooper) });
    case 'draft_pass':
      return fill(n, e.forced ? 'ev.draft_pass_forced' : 'ev.draft_pass', { player: P(e.player) });
    case 'mission_started': {
      const out = fill(n, 'ev.mission_started', { mission: bold(n.mission.name[n.lang]) });
      if (e.secret.length > 0) {
        out.push(' ', ...fill(n, 'ev.main', { players: { kind: 'span', children: joinInline(e.main.map(P), ', ') } }));
        out.push(' ', ...fill(n, 'ev.secret', { players: { kind: 'span', children: joinInline(e.secret.map(P), ', ') } }));
      }
      return out;
    }
    case 'cards_dealt':
      if (e.cards.every((c) => c !== ''))
        return fill(n, 'ev.cards_dealt_own', { player: P(e.player), cards: e.cards.map((c) => cardName(n, c)[n.lang]).join(', ') });
      return fill(n, 'ev.cards_dealt', { player: P(e.player), n: e.cards.length });
    case 'secret_dealt': {
      if (e.card === '') return fill(n, 'ev.secret_dealt', { player: P(e.player) });
      const card = n.setup.data.secretMissions.find((s) => s.id === e.card);
      return fill(n, 'ev.secret_dealt_own', { player: P(e.player), card: card?.name[n.lang] ?? e.card, text: card?.text[n.lang] ?? '' });
    }
    case 'creature_set':
      return fill(n, 'ev.creature_set', { figure: F(e.figure), section: S(e.section), square: e.square ? t(n, 'ev.at_square', { square: e.square }) : '' });
    case 'round_started':
      return [bold(t(n, 'ev.round_started', { round: e.round }))];
    case 'tile_drawn':
      return fill(n, 'ev.tile_drawn', { player: P(e.player) });
    case 'imperial_extra':
      return e.extra > 0 ? fill(n, 'ev.imperial_extra', { player: P(e.player), n: e.extra }) : fill(n, 'ev.imperial_full', { player: P(e.player) });
    case 'entrance_chosen':
      return fill(n, 'ev.entrance_chosen', { player: P(e.player), entrance: entranceName(n, e.entrance)[n.lang] });
    case 'card_played': {
      const card = n.setup.data.doomtrooperCards.find((c) => c.id === e.card);
      const effect = card?.effects[e.effect - 1];
      const applied =
        effect?.kind === 'extra-actions'
          ? say(n.lang, 'ev.card_applied_extra', { n: e.applied })
          : effect?.kind === 'heal' && e.target
            ? say(n.lang, 'ev.card_applied_heal', { target: figureLabel(n, e.target), n: e.applied })
            : effect?.kind === 'cover' && e.target
              ? say(n.lang, 'ev.card_applied_cover', { target: figureLabel(n, e.target) })
              : say(n.lang, 'ev.card_gm');
      return [
        ...fill(n, 'ev.card_played', { player: P(e.player), card: bold(card?.name[n.lang] ?? e.card), effect: e.effect, text: effect?.text[n.lang] ?? '' }),
        ' ',
        applied,
      ];
    }
    case 'move': {
      const action = t(n, e.extra ? 'ev.action_extra' : 'ev.action', { n: e.action });
      if (!e.checked && e.path[0] !== 'off') return fill(n, 'ev.move_section', { action, figure: F(e.figure), section: S(e.path[0] ?? '') });
      const from = e.from === null ? '' : n.mission.entrances.some((x) => x.id === e.from) ? `${entranceName(n, e.from)[n.lang]} → ` : `${e.from} → `;
      return fill(n, 'ev.move', { action, figure: F(e.figure), path: `${from}${e.path.join(' → ')}` });
    }
    case 'withdrawn':
      return fill(n, 'ev.withdrawn', { figure: F(e.figure) });
    case 'cards_revealed': {
      const card = n.setup.data.monsterCards.find((c) => c.id === e.card);
      const creatures = e.creatures.length > 0 ? e.creatures.map((id) => figureLabel(n, id)).join(', ') : t(n, 'ev.no_creatures');
      const out = fill(n, e.by === 'legion' ? 'ev.cards_revealed_legion' : 'ev.cards_revealed', {
        section: bold(S(e.section)),
        card: card?.name[n.lang] ?? e.card,
        creatures,
      });
      if (e.missing.length > 0)
        out.push(
          ' ',
          t(n, 'ev.missing', { creatures: e.missing.map((type) => n.setup.data.creatures.find((c) => c.type === type)?.name[n.lang] ?? type).join(', ') }),
        );
      return out;
    }
    case 'creatures_placed': {
      const list = e.placements
        .map((pl) => t(n, 'ev.placement', { figure: figureLabel(n, pl.figure), where: pl.square ?? `${S(pl.section)}${pl.note ? ` (${pl.note})` : ''}` }))
        .join(', ');
      return fill(n, e.defaulted ? 'ev.creatures_placed_default' : 'ev.creatures_placed', { placements: list || t(n, 'ev.no_creatures') });
    }
    case 'attack':
      return attackLine(n, e);
    case 'attack_rolled':
      return fill(n, 'ev.attack_rolled', {
        attacker: F(e.attacker),
        targets: e.threatened.map((t) => figureLabel(n, t.figure)).join(say(n.lang, 'report.and')),
        rolls: e.rolls.map((r) => diceText(n, r)).join('; '),
        players: span(...joinInline(e.asked.map(P), ', ')),
      });
    case 'credit_lost':
      return fill(n, 'ev.credit_lost', { player: P(e.player), n: e.credits });
    case 'points_lost':
      return fill(n, 'ev.points_lost', { player: P(e.player), n: e.points });
    case 'action_skipped':
      return fill(n, 'ev.action_skipped', {
        figure: F(e.figure),
        n: e.index + 1,
        reason: t(n, `reason.${e.reason}`, {
          target: '',
          square: '',
          section: '',
          n: 0,
          creature: '',
          card: '',
          entrance: '',
          mode: '',
          trooper: '',
          kind: '',
        }),
      });
    case 'figure_done':
      return fill(n, 'ev.figure_done', { figure: F(e.figure), n: e.actions });
    case 'turn_ended':
      return fill(n, 'ev.turn_ended', { player: P(e.player) });
    case 'event_drawn': {
      const card = n.setup.data.events.find((c) => c.id === e.card);
      const out = fill(n, 'ev.event_drawn', { card: bold(card?.name[n.lang] ?? e.card), text: card?.text[n.lang] ?? '', n: e.remaining });
      if (e.last) out.push(' ', bold(t(n, 'ev.event_last')));
      return out;
    }
    case 'reinforcements': {
      const out = fill(n, 'ev.reinforcements', {
        creatures: e.creatures.length > 0 ? e.creatures.map((id) => figureLabel(n, id)).join(', ') : t(n, 'ev.no_creatures'),
      });
      if (e.missing.length > 0)
        out.push(
          ' ',
          t(n, 'ev.missing', { creatures: e.missing.map((type) => n.setup.data.creatures.find((c) => c.type === type)?.name[n.lang] ?? type).join(', ') }),
        );
      return out;
    }
    case 'reinforcement_entrance':
      return fill(n, 'ev.reinforcement_entrance', { figure: F(e.figure), entrance: entranceName(n, e.entrance)[n.lang] });
    case 'round_ended':
      return [t(n, 'ev.round_ended', { round: e.round })];
    case 'mission_over':
      return [bold(t(n, `ev.mission_over.${e.reason}`))];
    case 'legion_points':
      return fill(n, 'ev.legion_points', { player: P(e.player), n: e.points });
    case 'mission_result':
      return [bold(t(n, e.success ? 'ev.mission_success' : 'ev.mission_failure')), ...(e.by === 'gm' ? [' ', t(n, 'ev.by_gm')] : [])];
    case 'reward':
      return e.reason === 'training' ? fill(n, 'ev.reward_training', { player: P(e.player) }) : fill(n, 'ev.reward', { player: P(e.player), n: e.credits });
    case 'no_reward':
      return fill(n, `ev.no_reward.${e.reason}`, { player: P(e.player) });
    case 'final_scores':
      return finalScoresLine(n, e);
    case 'campaign':
      return campaignLine(n, e);
  }
  void viewer;
  void creatureName;
  return null;
}

/**
 * The end of a mission (seed "ENSTAKA SPEL"): "Spelaren som tjänar ihop flest poäng under uppdraget vinner!"
 * (the winner, with the points earned in the mission; training: figures eliminated), then "Vid spelets slut
 * räknar alla spelare ihop slutpoängen genom att lägga ihop poäng och krediter" (every final score, highest first).
 */
function finalScoresLine(n: Names, e: Extract<SiegeEvent, { type: 'final_scores' }>): Inline[] {
  const winners = e.winners.map((id) => span(playerLabel(n, id), ` (${e.missionScores[id] ?? 0})`));
  const key = n.state.rules === 'training' ? 'report.winners-training' : 'report.winners';
  const ranked = n.state.seats.filter((id) => id in e.finalScores).sort((a, b) => (e.finalScores[b] ?? 0) - (e.finalScores[a] ?? 0));
  const scores = ranked.map((id) => span(playerLabel(n, id), ` ${e.finalScores[id] ?? 0}`));
  return [
    ...fill(n, key, { n: e.winners.length, players: span(...joinInline(winners, ', ')) }),
    ' ',
    ...fill(n, 'report.final-scores', { scores: span(...joinInline(scores, ', ')) }),
  ];
}

/** A corporation of the campaign: its seat's label when seated, else its name in its colour. */
function standingLabel(n: Names, s: Standing): Inline {
  if (s.player !== null && n.state.groups[s.player]) return playerLabel(n, s.player);
  const corporation = say(n.lang, `corp.${s.corporation}`);
  const name = s.player !== null ? n.players.find((p) => p.id === s.player)?.name : undefined;
  return colored(CORPORATION_COLOURS[s.corporation], bold(name ? `${name} (${corporation})` : corporation));
}

/** What kind of campaign this is and where it stands (one sentence). */
export function campaignKindText(n: Names, c: CampaignStatus): string {
  return t(n, `campaign.${c.kind}`, { mission: c.mission, missions: c.missions ?? 0, target: c.target ?? 0 });
}

/** The campaign after a mission (seed "KAMPANJSPEL"): its kind, the standings, and its winner when it ends. */
function campaignLine(n: Names, c: CampaignStatus): Inline[] {
  const table = c.standings.map((s) => span(standingLabel(n, s), ` ${s.points}`));
  const out: Inline[] = [campaignKindText(n, c), ' ', ...fill(n, 'campaign.standings', { standings: span(...joinInline(table, ', ')) }), ' '];
  if (!c.over) return [...out, t(n, 'campaign.goes-on')];
  const winners = c.winners.map((corporation) =>
    standingLabel(
      n,
      c.standings.find((s) => s.corporation === corporation)!,
    ),
  );
  return [...out, bold(...fill(n, 'campaign.over', { n: c.winners.length, winners: span(...joinInline(winners, ', ')) }))];
}

/** The campaign's standings as a table, with its kind and (once over) its winner: the position's campaign section. */
export function campaignBlocks(n: Names, c: CampaignStatus): Block[] {
  const blocks: Block[] = [
    { kind: 'heading', content: [t(n, 'campaign.heading')] },
    { kind: 'paragraph', content: [campaignKindText(n, c)] },
  ];
  blocks.push({
    kind: 'table',
    header: [[t(n, 'campaign.col.group')], [t(n, 'report.col.points')], [t(n, 'report.col.credits')]],
    rows: c.standings.map((s) => [[standingLabel(n, s)], [String(s.points)], [String(s.credits)]]),
  });
  if (c.over) {
    const winners = c.winners.map((corporation) =>
      standingLabel(
        n,
        c.standings.find((s) => s.corporation === corporation)!,
      ),
    );
    blocks.push({ kind: 'paragraph', content: [bold(...fill(n, 'campaign.over', { n: c.winners.length, winners: span(...joinInline(winners, ', ')) }))] });
  }
  return blocks;
}

/** The scores table (mission points, points, credits, total). */
export function scoresTable(n: Names): Block {
  const state = n.state;
  const result = state.result;
  const rows: Inline[][][] = [];
  for (const id of state.seats) {
    const g = state.groups[id];
    const legion = id === state.legion.player;
    if (!g && !legion) continue;
    const mission = result?.missionScores[id] ?? (g ? g.points - g.startPoints : state.legion.damage);
    const points = g ? g.points : state.legion.corporation !== null ? state.legion.points : state.legion.damage;
    const credits = g ? g.credits : state.legion.credits;
    const total = result?.finalScores[id] ?? points + 5 * credits;
    rows.push([[playerLabel(n, id)], [String(mission)], [String(points)], [String(credits)], [String(total)]]);
  }
  const missionHeader = state.rules === 'training' ? t(n, 'report.col.kills') : t(n, 'report.col.mission');
  return {
    kind: 'table',
    header: [[t(n, 'report.col.player')], [missionHeader], [t(n, 'report.col.points')], [t(n, 'report.col.credits')], [t(n, 'report.col.final')]],
    rows,
  };
}

function nextParagraph(n: Names): Block | null {
  const open = decisions(n.setup, n.players, n.state).filter((r) => r.required);
  if (n.state.stage === 'over') return { kind: 'paragraph', content: [bold(t(n, 'report.over'))] };
  if (open.length === 0) return null;
  const parts = open.map((r) => ({
    kind: 'span' as const,
    children: fill(n, 'report.next-asked', { player: playerLabel(n, r.player), kind: t(n, `kind.${r.kind}` as MessageKey) }),
  }));
  return { kind: 'paragraph', content: [bold(t(n, 'report.next')), ': ', ...joinInline(parts, ' ')] };
}

const SHORT_EVENTS = new Set<SiegeEvent['type']>([
  'tile_drawn',
  'cards_revealed',
  'attack',
  'attack_rolled',
  'withdrawn',
  'event_drawn',
  'mission_over',
  'mission_result',
  'reward',
  'final_scores',
  'campaign',
  'credits_bought',
  'draft_pick',
  'mission_started',
]);

/** A GM correction as the report lists it: its kind's label, the reason and its fields (not the record's id and date). */
function correctionLine(n: Names, c: ReportCorrection): Inline[] {
  const label = `adj.kind.${c.kind}` in MESSAGES ? t(n, `adj.kind.${c.kind}` as MessageKey) : c.kind;
  const detail = [
    c.reason,
    ...Object.entries(correctionFields(c))
      .filter(([k, v]) => k !== 'kind' && k !== 'reason' && v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}: ${String(v)}`),
  ]
    .filter(Boolean)
    .join('; ');
  return [t(n, 'corr.line', { kind: label, data: detail })];
}

/**
 * The report of one step: every event in order (every die and kevlar roll shown), the GM's corrections, the
 * rolls asked for, the scores when the mission ends, and who is asked next. The viewer's copy: cards dealt to
 * somebody else show only their number. `short`: the headline facts, under ~1,500 characters.
 */
export function buildReport(input: ReportInput<Setup, Player, State, Outcome>): ReportDocument {
  const { setup, players, lang, viewer } = input;
  const n = namesOf(setup, players, input.after, lang);
  const game = input.game.name;
  const outcome = input.outcome;
  const title =
    input.before.stage === 'round'
      ? t(n, 'report.title-round', { game, step: input.step, round: input.before.round?.number ?? 1 })
      : t(n, 'report.title-setup', { game, step: input.step });
  const events = outcome.events.map((e) => eventView(e, viewer));
  // The GM's corrections first, in the full and the short copy alike (issue 37).
  const corrections = correctionsSection(input.corrections, [t(n, 'report.corrections')], (c) => correctionLine(n, c));
  if (input.short) {
    const lines: Inline[][] = [];
    let size = title.length;
    for (const e of events) {
      if (!SHORT_EVENTS.has(e.type)) continue;
      const line = eventLine(n, e, viewer);
      if (!line) continue;
      const length = plainText(line).length;
      if (size + length > 1300) break;
      size += length;
      lines.push(line);
    }
    const blocks: Block[] = [
      ...corrections,
      ...(lines.length > 0 ? [{ kind: 'list' as const, items: lines }] : [{ kind: 'paragraph' as const, content: [t(n, 'report.nothing')] }]),
    ];
    const next = nextParagraph(n);
    if (next) blocks.push(next);
    return { title: [title], blocks };
  }
  const blocks: Block[] = [...corrections];
  blocks.push({ kind: 'heading', content: [t(n, 'report.happened')] });
  const lines = events.map((e) => eventLine(n, e, viewer)).filter((l): l is Inline[] => l !== null);
  if (outcome.defaulted.length > 0)
    lines.unshift([t(n, 'report.defaulted', { players: outcome.defaulted.map((id) => players.find((p) => p.id === id)?.name ?? id).join(', ') })]);
  blocks.push(lines.length > 0 ? { kind: 'list', items: lines } : { kind: 'paragraph', content: [t(n, 'report.nothing')] });
  if (input.rolls.length > 0) {
    blocks.push({ kind: 'heading', content: [t(n, 'report.rolls')] });
    blocks.push({
      kind: 'list',
      items: input.rolls.map((r) => [
        t(n, 'report.roll', {
          by: r.by === 'gm' ? 'GM' : (players.find((p) => p.id === r.by)?.name ?? r.by),
          reason: r.reason,
          expr: r.roll.expr,
          result: serverRollText(r.roll),
        }),
      ]),
    });
  }
  if (input.after.stage === 'over' || events.some((e) => e.type === 'final_scores')) {
    blocks.push({ kind: 'heading', content: [t(n, 'report.scores')] });
    blocks.push(scoresTable(n));
  }
  const next = nextParagraph(n);
  if (next) blocks.push(next);
  return { title: [title], blocks };
}
