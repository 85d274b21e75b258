import type { Lang } from '../../core/catalogue.ts';
import { bold, type Block, type Inline, type ReportDocument } from '../../core/document.ts';
import type { Viewer } from '../../core/ruleset.ts';
import type { CreatureType } from './ids.ts';
import { cardName, entranceName, equipmentName, say, sectionName, type MessageKey } from './messages.ts';
import type { Player } from './players.ts';
import { creatureStats, rowOfRank } from './rules/ranks.ts';
import { campaignBlocks, figureLabel, namesOf, playerLabel, scoresTable, type Names } from './report.ts';
import type { Setup } from './setup.ts';
import { campaignStatus } from './standings.ts';
import type { Figure, State } from './state.ts';
import { stateView } from './views.ts';

const t = (n: Names, key: MessageKey, params: Record<string, string | number> = {}) => say(n.lang, key, params);

export function objectiveText(n: Names): string {
  const o = n.mission.objective;
  const type = o.type ? (n.setup.data.creatures.find((c) => c.type === o.type)?.name[n.lang] ?? o.type) : '';
  const section = o.section ? sectionName(n, o.section)[n.lang] : '';
  return t(n, `obj.${o.kind}`, { count: o.count, type, points: o.points, section });
}

export function whereText(n: Names, f: Figure): string {
  switch (f.status) {
    case 'waiting':
      return f.entrance ? t(n, 'pos.status.waiting', { entrance: entranceName(n, f.entrance)[n.lang] }) : t(n, 'pos.status.waiting-none');
    case 'board':
      return f.square
        ? t(n, 'pos.status.board', { section: sectionName(n, f.section ?? '')[n.lang], square: f.square })
        : `${t(n, 'pos.status.board-nogrid', { section: sectionName(n, f.section ?? '')[n.lang] })}${f.note ? ` (${f.note})` : ''}`;
    case 'pending':
      return t(n, 'pos.status.pending', { section: sectionName(n, f.section ?? '')[n.lang] });
    case 'dead':
      return t(n, 'pos.status.dead');
    case 'withdrawn':
      return t(n, 'pos.status.withdrawn');
  }
}

/** The position for a viewer: where the game is, groups, Doomtroopers, the Legion, sections, own hand and secret mission. */
export function describePosition(input: { setup: Setup; players: Player[]; state: State; lang: Lang; viewer: Viewer }): ReportDocument {
  const { setup, players, lang, viewer } = input;
  const state = input.state;
  const view = stateView(state, viewer);
  const n = namesOf(setup, players, state, lang);
  const where = state.stage === 'round' ? t(n, 'pos.where-round', { round: state.round?.number ?? 1 }) : t(n, `pos.where-${state.stage}` as MessageKey);
  const blocks: Block[] = [];
  const intro: Inline[] = [t(n, 'pos.objective', { text: objectiveText(n) })];
  if (state.turn) intro.push(' ', ...turnLine(n, state.turn.player));
  if (state.reaction) {
    const asked = state.reaction.asked.filter((id) => !state.reaction!.answered.includes(id)).map((id) => players.find((p) => p.id === id)?.name ?? id);
    intro.push(' ', t(n, 'pos.reaction', { attacker: figureLabel(n, state.reaction.attacker), players: asked.join(', ') }));
  }
  if (state.stage === 'round') {
    if (state.round?.last) intro.push(' ', bold(t(n, 'pos.last-round')));
    else if (state.rules === 'full') intro.push(' ', t(n, 'pos.events-left', { n: state.events.deck.length }));
    if (view.round) {
      const drawn = view.round.order.map((id) => players.find((p) => p.id === id)?.name ?? id).join(', ');
      intro.push(' ', t(n, 'pos.tiles', { drawn: drawn || t(n, 'pos.none'), n: view.tilesLeft }));
    }
  }
  blocks.push({ kind: 'paragraph', content: intro });

  const groups = state.seats.filter((id) => state.groups[id]);
  blocks.push({ kind: 'heading', content: [t(n, 'pos.groups')] });
  blocks.push({
    kind: 'table',
    header: [
      [t(n, 'report.col.player')],
      [t(n, 'pos.col.rank')],
      [t(n, 'report.col.points')],
      [t(n, 'report.col.credits')],
      [t(n, 'pos.col.extra')],
      [t(n, 'pos.col.cards')],
      [t(n, 'pos.col.entrance')],
    ],
    rows: groups.map((id) => {
      const g = view.groups[id]!;
      const colour = rowOfRank(setup.data, g.rank).colour;
      return [
        [playerLabel(n, id)],
        [`${g.rank} (${t(n, `colour.${colour}`)})`],
        [String(g.points)],
        [String(g.credits)],
        [String(g.extra)],
        [String(g.handCount)],
        [g.entrance ? entranceName(n, g.entrance)[lang] : t(n, 'pos.none')],
      ];
    }),
  });

  const troopers = state.figures.filter((f) => f.kind === 'trooper');
  blocks.push({ kind: 'heading', content: [t(n, 'pos.troopers')] });
  blocks.push({
    kind: 'table',
    header: [
      [t(n, 'pos.col.trooper')],
      [t(n, 'pos.col.group')],
      [t(n, 'pos.col.where')],
      [t(n, 'pos.col.strength')],
      [t(n, 'pos.col.weapon')],
      [t(n, 'pos.col.equipment')],
      [t(n, 'pos.col.actions')],
    ],
    rows: troopers.map((f) => [
      [bold(figureLabel(n, f.id))],
      [playerLabel(n, f.owner)],
      [whereText(n, f)],
      [String(f.strength)],
      [f.weapon ? equipmentName(n, f.weapon)[lang] : (setup.data.troopers.find((x) => x.id === f.type)?.weapon.name[lang] ?? t(n, 'pos.none'))],
      [f.equipment.length > 0 ? f.equipment.map((e) => equipmentName(n, e)[lang]).join(', ') : t(n, 'pos.none')],
      [state.turn?.kind === 'corporation' && state.turn.player === f.owner ? String(state.turn.actions[f.id] ?? 0) : t(n, 'pos.none')],
    ]),
  });

  const creatures = state.figures.filter((f) => f.kind === 'creature' && f.status !== 'dead');
  blocks.push({ kind: 'heading', content: [t(n, 'pos.creatures')] });
  blocks.push({
    kind: 'paragraph',
    content: [
      t(n, 'pos.legion', {
        player: players.find((p) => p.id === state.legion.player)?.name ?? t(n, 'pos.none'),
        damage: state.legion.damage,
        kills: state.legion.kills,
      }),
    ],
  });
  if (creatures.length > 0) {
    blocks.push({
      kind: 'table',
      header: [[t(n, 'pos.col.creature')], [t(n, 'pos.col.where')], [t(n, 'pos.col.armour')], [t(n, 'pos.col.dice')], [t(n, 'pos.col.actions')]],
      rows: creatures.map((f) => {
        const stats = creatureStats(setup.data, state.tier, f.type as CreatureType);
        const dice = `${stats.melee.dice} ${t(n, `colour.${stats.melee.colour}`)} / ${stats.ranged.dice} ${t(n, `colour.${stats.ranged.colour}`)}`;
        return [
          [bold(figureLabel(n, f.id))],
          [whereText(n, f)],
          [String(stats.armour)],
          [dice],
          [state.turn?.kind === 'legion' ? String(state.turn.actions[f.id] ?? 0) : t(n, 'pos.none')],
        ];
      }),
    });
  }

  blocks.push({ kind: 'heading', content: [t(n, 'pos.sections')] });
  blocks.push({
    kind: 'table',
    header: [[t(n, 'pos.col.section')], [t(n, 'pos.col.facedown')], [t(n, 'pos.col.revealed')]],
    rows: n.mission.sections.map((s) => [
      [sectionName(n, s.id)[lang]],
      [String(view.sections[s.id]?.faceDown ?? 0)],
      [
        state.revealed
          .filter((r) => r.section === s.id)
          .map((r) => setup.data.monsterCards.find((c) => c.id === r.card)?.name[lang] ?? r.card)
          .join(', ') || t(n, 'pos.none'),
      ],
    ]),
  });

  if (viewer.role === 'player' && view.groups[viewer.id]) {
    const g = view.groups[viewer.id]!;
    blocks.push({
      kind: 'paragraph',
      content: [g.hand.length > 0 ? t(n, 'pos.hand', { cards: g.hand.map((c) => cardName(n, c)[lang]).join(', ') }) : t(n, 'pos.hand-empty')],
    });
    if (g.secret) {
      const card = setup.data.secretMissions.find((x) => x.id === g.secret);
      blocks.push({ kind: 'paragraph', content: [t(n, 'pos.secret', { card: card?.name[lang] ?? g.secret, text: card?.text[lang] ?? '' })] });
    }
  }
  if (state.stage === 'over') {
    blocks.push({ kind: 'heading', content: [t(n, 'report.scores')] });
    blocks.push(scoresTable(n));
  }
  // A campaign's standings (points carried from mission to mission, live during the mission) and its winner.
  const campaign = campaignStatus(setup, state);
  if (campaign) blocks.push(...campaignBlocks(n, campaign));
  return { title: [t(n, 'pos.title', { mission: n.mission.name[lang], where })], blocks };
}

function turnLine(n: Names, player: string): Inline[] {
  const template = say(n.lang, 'pos.turn', { player: '\u0000' });
  const [before, after] = template.split('\u0000');
  return [before ?? '', playerLabel(n, player), after ?? ''];
}
