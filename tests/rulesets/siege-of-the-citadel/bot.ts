import { openRequests } from '../../../src/engine/core/decisions.ts';
import { vetAnswer } from '../../../src/engine/rulesets/siege-of-the-citadel/pipeline.ts';
import { indexGrid, NEIGHBOUR_OFFSETS, parseSquare, squareLabel } from '../../../src/engine/rulesets/siege-of-the-citadel/rules/grid.ts';
import { legalPicks } from '../../../src/engine/rulesets/siege-of-the-citadel/stages/draft.ts';
import { makeCtx, missionOf } from '../../../src/engine/rulesets/siege-of-the-citadel/context.ts';
import type { Game } from './helpers.ts';
import { ruleset } from './helpers.ts';

/** A small deterministic generator for the bot's choices (mulberry32), never the game's dice. */
export function lcg(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickOne = <T>(rand: () => number, list: readonly T[]): T | undefined => list[Math.floor(rand() * list.length)];

/**
 * A random but legal player: for every open request it builds candidate answers (attacks on every enemy in
 * reach, random walks, entrances, cards) and keeps those the ruleset accepts. Used by the property tests to
 * play whole missions.
 */
export function botAnswers(g: Game, rand: () => number): Record<string, unknown> {
  const orders: Record<string, unknown> = {};
  const ok = (player: string, answer: unknown) => vetAnswer(g.setup, g.players, g.state, player, answer).refusals.length === 0;
  for (const request of openRequests(ruleset, g.setup, g.players, g.state)) {
    const p = request.player;
    if (rand() < 0.08 && request.required) continue; // now and then nobody answers: the default applies
    switch (request.kind) {
      case 'buy-credits': {
        const group = g.state.groups[p]!;
        orders[p] = { kind: 'buy-credits', credits: Math.floor(rand() * (Math.floor(group.points / 5) + 1)) };
        break;
      }
      case 'draft': {
        const picks = legalPicks(makeCtx(g.setup, g.players, g.state, null, ''), p);
        const pick = rand() < 0.25 ? undefined : pickOne(rand, picks);
        orders[p] = pick ? { kind: 'draft', card: pick.card.id, trooper: pickOne(rand, pick.troopers) } : { kind: 'draft', card: null };
        break;
      }
      case 'place-monsters':
        if (rand() < 0.5) orders[p] = request.defaultAnswer;
        break;
      case 'reveal-card': {
        const sections = Object.entries(g.state.sections)
          .filter(([, s]) => s.cards.length > 0)
          .map(([id]) => id);
        orders[p] = { kind: 'reveal-card', section: pickOne(rand, sections) };
        break;
      }
      case 'play-card': {
        const group = g.state.groups[p]!;
        if (rand() < 0.3 && group.hand.length > 0) {
          const target = group.troopers.find((id) => ['board', 'waiting'].includes(g.state.figures.find((f) => f.id === id)!.status));
          const answer = { kind: 'play-card', card: group.hand[0], effect: rand() < 0.5 ? 1 : 2, ...(target ? { target } : {}) };
          if (ok(p, answer)) orders[p] = answer;
        }
        break;
      }
      case 'react': {
        // The window before an attack's damage: now and then a card (cover or heal on a threatened trooper), else pass.
        const group = g.state.groups[p]!;
        const threatened = (g.state.reaction?.groups ?? []).flatMap((x) => [...x.targets, ...x.ring]).filter((id) => group.troopers.includes(id));
        const tries =
          rand() < 0.4
            ? group.hand.flatMap((card) => [1, 2].flatMap((effect) => threatened.map((target) => ({ kind: 'react', card: { card, effect, target } }))))
            : [];
        orders[p] = tries.find((answer) => ok(p, answer)) ?? { kind: 'react' };
        break;
      }
      case 'doomtroopers':
      case 'legion': {
        const mine = g.state.figures.filter(
          (f) =>
            (request.kind === 'legion' ? f.kind === 'creature' : f.owner === p && f.kind === 'trooper') && (f.status === 'board' || f.status === 'waiting'),
        );
        const figure = pickOne(rand, mine);
        const base: Record<string, unknown> = { kind: request.kind, activations: [], endTurn: rand() < 0.2 };
        if (request.kind === 'legion') {
          const waiting = g.state.figures.filter((f) => f.kind === 'creature' && f.status === 'waiting' && f.entrance === null).map((f) => f.id);
          const gate = missionOf(g.setup, g.state.mission).entrances.find((e) => e.legion)?.id;
          base.reinforcements = gate ? waiting.map((creature) => ({ creature, entrance: gate })) : [];
        }
        if (request.kind === 'doomtroopers' && !g.state.groups[p]!.entrance) {
          base.entrance = pickOne(
            rand,
            missionOf(g.setup, g.state.mission)
              .entrances.filter((e) => !e.legion)
              .map((e) => e.id),
          );
        }
        if (!figure) {
          orders[p] = { ...base, endTurn: true };
          break;
        }
        const actions: unknown[] = [];
        for (let k = 0; k < 4; k++) {
          const candidates = candidateActions(g, figure.id, rand);
          const good = candidates.find((c) => ok(p, { ...base, activations: [{ figure: figure.id, actions: [...actions, c] }] }));
          if (!good) break;
          actions.push(good);
          if (rand() < 0.3) break;
        }
        const answer = { ...base, activations: [{ figure: figure.id, actions, hold: rand() < 0.1 }] };
        orders[p] = ok(p, answer) ? answer : { ...base, activations: [], endTurn: true };
        break;
      }
    }
  }
  return orders;
}

function candidateActions(g: Game, id: string, rand: () => number): unknown[] {
  const mission = missionOf(g.setup, g.state.mission);
  const f = g.state.figures.find((x) => x.id === id)!;
  const enemies = g.state.figures.filter((o) => o.status === 'board' && (o.kind === 'creature') !== (f.kind === 'creature'));
  const out: unknown[] = [];
  for (const e of enemies) {
    out.push({ type: 'attack', mode: 'melee', target: e.id }, { type: 'attack', mode: 'ranged', target: e.id });
    if (rand() < 0.3)
      out.push(
        { type: 'attack', mode: 'grenade', square: e.square ?? undefined, target: e.id },
        { type: 'attack', mode: 'line', square: e.square ?? undefined, targets: [e.id] },
      );
  }
  if (!mission.grid) {
    const sections = mission.sections.map((s) => s.id);
    out.push({ type: 'move', section: pickOne(rand, sections) }, { type: 'withdraw' });
  } else {
    const grid = indexGrid(mission.grid);
    let start = f.square ? parseSquare(f.square) : null;
    const path: string[] = [];
    if (!start) {
      const entrance =
        mission.entrances.find((e) => e.id === (f.entrance ?? g.state.groups[f.owner]?.entrance)) ??
        pickOne(
          rand,
          mission.entrances.filter((e) => e.legion === (f.kind === 'creature')),
        );
      const sq = entrance ? pickOne(rand, entrance.squares) : undefined;
      if (sq) {
        path.push(sq);
        start = parseSquare(sq);
      }
    }
    for (let i = path.length; i < 3 && start; i++) {
      const [dx, dy] = pickOne(rand, NEIGHBOUR_OFFSETS)!;
      const next = { x: start.x + dx, y: start.y + dy };
      if (grid.sectionAt(next.x, next.y) === null) break;
      path.push(squareLabel(next));
      start = next;
    }
    if (path.length > 0) out.push({ type: 'move', path });
    if (rand() < 0.05 && f.square) out.push({ type: 'move', path: ['off'] });
  }
  // shuffle
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
