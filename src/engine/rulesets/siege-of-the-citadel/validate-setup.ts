import type { Problem } from '../../core/ruleset.ts';
import { CORPORATIONS, CREATURES } from './ids.ts';
import { say, type MessageKey } from './messages.ts';
import { indexGrid, parseSquare, squareLabel } from './rules/grid.ts';
import type { Mission, Setup } from './setup.ts';

/** Semantic checks of a setup beyond its schema (every problem with its JSON path; English message). */
export function validateSetup(setup: Setup): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, code: string, params: Record<string, string | number> = {}) =>
    problems.push({ path, code, message: say('en', `problem.${code}` as MessageKey, params) });
  const data = setup.data;

  if (!data.missions.some((mission) => mission.id === setup.options.mission)) add('options.mission', 'unknown_mission', { id: setup.options.mission });
  if (setup.options.campaignMissions !== null && setup.options.campaignTarget !== null) add('options.campaignTarget', 'campaign_kind');
  const unique = (path: string, ids: readonly string[]) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) add(`${path}[${i}].id`, 'duplicate_id', { id });
      seen.add(id);
    });
  };
  unique(
    'data.troopers',
    data.troopers.map((t) => t.id),
  );
  unique(
    'data.equipment',
    data.equipment.map((e) => e.id),
  );
  unique(
    'data.monsterCards',
    data.monsterCards.map((c) => c.id),
  );
  unique(
    'data.events',
    data.events.map((e) => e.id),
  );
  unique(
    'data.doomtrooperCards',
    data.doomtrooperCards.map((c) => c.id),
  );
  unique(
    'data.secretMissions',
    data.secretMissions.map((c) => c.id),
  );
  unique(
    'data.missions',
    data.missions.map((c) => c.id),
  );
  unique(
    'data.tiers',
    data.tiers.map((c) => c.id),
  );

  const ranks = data.ranks;
  ranks.forEach((row, i) => {
    const previous = ranks[i - 1];
    if ((i === 0 && row.min !== 0) || (previous && (row.min <= previous.min || row.rank <= previous.rank))) add(`data.ranks[${i}]`, 'rank_table');
  });
  data.tiers.forEach((tier, i) => {
    for (const type of CREATURES) if (!tier.stats.some((s) => s.type === type)) add(`data.tiers[${i}].stats`, 'tier_stats', { id: tier.id, type });
  });
  data.creatures.forEach((c, i) => {
    if (data.creatures.findIndex((x) => x.type === c.type) !== i) add(`data.creatures[${i}].type`, 'duplicate_id', { id: c.type });
  });
  for (const corporation of CORPORATIONS) {
    const troopers = data.troopers.filter((t) => t.corporation === corporation);
    if (troopers.length > 2) add('data.troopers', 'no_troopers', { corporation });
  }
  data.equipment.forEach((e, i) => {
    if (e.requires !== null && !data.equipment.some((x) => x.id === e.requires)) add(`data.equipment[${i}].requires`, 'unknown_card', { id: e.requires });
  });
  data.missions.forEach((mission, i) => validateMission(setup, mission, `data.missions[${i}]`, add));
  return problems;
}

function validateMission(
  setup: Setup,
  mission: Mission,
  path: string,
  add: (path: string, code: string, params?: Record<string, string | number>) => void,
): void {
  const sections = mission.sections.map((s) => s.id);
  mission.sections.forEach((s, i) => {
    if (sections.indexOf(s.id) !== i) add(`${path}.sections[${i}].id`, 'duplicate_section', { id: s.id });
  });
  mission.monsterCards.forEach((id, i) => {
    if (!setup.data.monsterCards.some((c) => c.id === id)) add(`${path}.monsterCards[${i}]`, 'unknown_card', { id });
  });
  if (mission.sections.reduce((n, s) => n + s.cards, 0) > mission.monsterCards.length) add(`${path}.sections`, 'too_many_cards');
  if (mission.events > setup.data.events.length) add(`${path}.events`, 'too_many_events');
  if (!mission.entrances.some((e) => !e.legion)) add(`${path}.entrances`, 'no_trooper_entrance');
  const o = mission.objective;
  if (o.kind === 'eliminate' && o.type === null) add(`${path}.objective.type`, 'objective', { kind: o.kind, field: 'type' });
  if (o.kind === 'reach' && (o.section === null || !sections.includes(o.section)))
    add(`${path}.objective.section`, 'objective', { kind: o.kind, field: 'section' });

  const grid = mission.grid;
  const index = grid ? indexGrid(grid) : null;
  if (grid && index) {
    const shapeOk = grid.rows.length === grid.height && grid.rows.every((r) => r.length === grid.width);
    if (!shapeOk) add(`${path}.grid.rows`, 'grid_shape', { width: grid.width, height: grid.height });
    else {
      grid.rows.forEach((row, y) => {
        [...row].forEach((ch, x) => {
          if (ch !== '.' && !sections.includes(ch)) add(`${path}.grid.rows[${y}]`, 'grid_cell', { square: squareLabel({ x, y }), value: ch });
        });
      });
      for (const id of sections) if (index.squaresOf(id).length === 0) add(`${path}.grid.rows`, 'grid_section', { id });
    }
    grid.walls.forEach(([x1, y1, x2, y2], i) => {
      const straight = (x1 === x2) !== (y1 === y2);
      const inside = [x1, x2].every((x) => x <= grid.width) && [y1, y2].every((y) => y <= grid.height);
      if (!straight || !inside) add(`${path}.grid.walls[${i}]`, 'wall');
    });
  }
  mission.entrances.forEach((e, i) => {
    if (!sections.includes(e.section)) add(`${path}.entrances[${i}].section`, 'entrance_section', { id: e.id });
    if (index && e.squares.length === 0) add(`${path}.entrances[${i}].squares`, 'entrance_squares', { id: e.id });
    e.squares.forEach((label, j) => {
      const s = parseSquare(label);
      if (index && (!s || index.sectionAt(s.x, s.y) !== e.section))
        add(`${path}.entrances[${i}].squares[${j}]`, 'entrance_square', { id: e.id, square: label });
    });
  });
  if (mission.stairs) {
    const stairs = mission.stairs;
    if (!index || !sections.includes(stairs.section)) add(`${path}.stairs.section`, 'stairs', { section: stairs.section });
    else {
      [...stairs.squares, ...stairs.top].forEach((label, j) => {
        const s = parseSquare(label);
        if (!s || index.sectionAt(s.x, s.y) !== stairs.section) add(`${path}.stairs`, 'stairs', { section: stairs.section, square: label, index: j });
      });
    }
  }
  mission.placements.forEach((pl, i) => {
    if (!sections.includes(pl.section)) add(`${path}.placements[${i}].section`, 'entrance_section', { id: pl.section });
    if (index && pl.square !== null) {
      const s = parseSquare(pl.square);
      if (!s || index.sectionAt(s.x, s.y) !== pl.section)
        add(`${path}.placements[${i}].square`, 'placement_square', { square: pl.square, section: pl.section });
    }
  });
}
