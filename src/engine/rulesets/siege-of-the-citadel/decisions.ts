import { z } from 'zod';
import type { DecisionRequest } from '../../core/decisions.ts';
import type { Choice, FieldChoices } from '../../core/forms.ts';
import { ActionSchema, Place } from './answers.ts';
import { entrancesFor, makeCtx, reinforcementGates, type Ctx } from './context.ts';
import { ATTACK_MODES, DIRECTIONS } from './ids.ts';
import { texts } from '../../core/catalogue.ts';
import { labelled } from '../../core/forms.ts';
import { MESSAGES, figureName, sectionName, entranceName, equipmentName, cardName, creatureName, say } from './messages.ts';
import { threatened } from './rules/reaction.ts';
import type { Player } from './players.ts';
import { squareLabel } from './rules/grid.ts';
import type { Setup } from './setup.ts';
import { askedOf, defaultAnswer, defaultPlacement, type Asked } from './stages/answers.ts';
import { legalPicks } from './stages/draft.ts';
import { legalSquares } from './stages/placement.ts';
import { maxCredits } from './stages/purchase.ts';
import { faceDownSections, unassignedReinforcements } from './stages/rounds.ts';
import { inPlay, type Figure, type State } from './state.ts';
import { reachableSquares } from './rules/reach.ts';
import { entrySquares, exitSquares } from './rules/steps.ts';
import { canAct } from './rules/actions.ts';

/** The answer's kind: filled in when left out; another kind is refused with a reason (wrong_kind). The form carries it hidden. */
const literal = <K extends string>(kind: K) => labelled(z.string().max(40).default(kind), { widget: 'hidden' });
/** Ending the turn (the figures that have not acted lose their actions), labelled from the catalogue (es/en). */
const EndTurn = () => labelled(z.boolean().default(false), { label: texts(MESSAGES, 'field.end-turn'), help: texts(MESSAGES, 'help.end-turn') });
/** Keeping a figure's turn open after its actions of this answer. */
const Hold = () => labelled(z.boolean().default(false), { label: texts(MESSAGES, 'field.hold') });
/** Ids are checked with reason codes (translated messages); the form offers the legal ones as choices. */
const Id = z.string().min(1).max(64);
/** An entrance or section: picked on the map too (docs/forms.md, "Picking on the map"). */
const PlaceId = labelled(Id, { place: 'one' });
const choice = (value: string | number, label: { es: string; en: string } | string, hint?: { es: string; en: string } | string): Choice => ({
  value,
  label,
  ...(hint ? { hint } : {}),
});

/** The open requests of a position (src/engine/core/decisions.ts), each with its schema, choices and default. */
export function decisions(setup: Setup, players: readonly Player[], state: State): DecisionRequest[] {
  const ctx = makeCtx(setup, players, state, null, '');
  return askedOf(ctx).map((asked) => request(ctx, asked));
}

function request(ctx: Ctx, asked: Asked): DecisionRequest {
  const built = build(ctx, asked);
  const fallback = asked.required ? defaultAnswer(ctx, asked) : null;
  return {
    player: asked.player,
    kind: asked.kind,
    prompt: built.prompt,
    schema: built.schema,
    choices: built.choices,
    secret: asked.kind === 'play-card' || asked.kind === 'react',
    required: asked.required,
    ...(fallback !== null ? { defaultAnswer: fallback } : {}),
  };
}

interface Built {
  prompt: { es: string; en: string };
  schema: z.ZodType;
  choices: FieldChoices;
}

const figureChoices = (ctx: Ctx, ids: readonly string[]): Choice[] => ids.map((id) => choice(id, figureName(ctx, id)));

/** The cards of a hand, each with its two effects as the hint (the answer names the effect by number). */
function handChoices(ctx: Ctx, hand: readonly string[]): Choice[] {
  return hand.map((id) => {
    const effects = ctx.setup.data.doomtrooperCards.find((c) => c.id === id)?.effects;
    const hint = effects ? { es: `1: ${effects[0].text.es} · 2: ${effects[1].text.es}`, en: `1: ${effects[0].text.en} · 2: ${effects[1].text.en}` } : undefined;
    return choice(id, cardName(ctx, id), hint);
  });
}
const effectChoices = (): Choice[] => [1, 2].map((n) => choice(n, texts(MESSAGES, 'choice.effect', { n })));

/** The group's Doomtroopers still in the mission (a card's target). */
const troopersInPlay = (ctx: Ctx, player: string): string[] =>
  (ctx.state.groups[player]?.troopers ?? []).filter((id) => {
    const f = ctx.state.figures.find((x) => x.id === id);
    return f !== undefined && inPlay(f);
  });

/**
 * Choices of an activation's actions; targets: the enemies on the board (Doomtroopers too when the option allows
 * attacking them); a path's steps: the squares within reach of the figures that may act (`movers`, each with the
 * squares it may step in onto from off the board).
 */
function actionChoices(ctx: Ctx, enemyOfTroopers: boolean, movers: readonly Mover[]): FieldChoices {
  const troopersToo = ctx.setup.options.fireOnDoomtroopers;
  const targets = ctx.state.figures
    .filter((f) => f.status === 'board' && (enemyOfTroopers ? f.kind === 'creature' || troopersToo : f.kind === 'trooper'))
    .map((f) => f.id);
  const out: FieldChoices = {
    'activations[].actions[].type': ['move', 'attack', ...(ctx.grid ? [] : ['withdraw'])].map((t) => choice(t, texts(MESSAGES, `action.${t}` as never))),
    'activations[].actions[].mode': ATTACK_MODES.map((m) => choice(m, texts(MESSAGES, `mode.${m}` as never))),
    'activations[].actions[].target': figureChoices(ctx, targets),
    'activations[].actions[].direction': DIRECTIONS.map((d) => choice(d, texts(MESSAGES, `direction.${d}` as never))),
  };
  if (!ctx.grid) out['activations[].actions[].section'] = ctx.mission.sections.map((s) => choice(s.id, sectionName(ctx, s.id)));
  else {
    // Squares are chosen, not typed (issue 37): a path's steps among the squares the figures that may act can
    // reach this turn (rules/reach.ts, the adjudicator's step rule), under their sections; off the board when a
    // Doomtrooper can reach an exit. The map leaves the others closed. checkSheet still decides (reason codes).
    const squares = boardSquares(ctx);
    const turn = ctx.state.turn;
    const ids = movers.map((m) => m.figure.id);
    const reach = new Set(turn ? movers.flatMap(({ figure, entry }) => reachableSquares(ctx, turn, figure, entry, ids)) : []);
    const exits = exitSquares(ctx);
    const mayLeave = movers.some(({ figure }) => figure.kind === 'trooper' && [...reach, figure.square].some((s) => s !== null && exits.includes(s)));
    out['activations[].actions[].path[]'] = [
      ...squares.filter((c) => reach.has(String(c.value))),
      ...(mayLeave ? [choice('off', texts(MESSAGES, 'choice.off'))] : []),
    ];
    out['activations[].actions[].square'] = squares;
  }
  return out;
}

/** A figure that may act in the answer, with the squares it may step in onto when off the board (rules/steps.ts). */
interface Mover {
  figure: Figure;
  entry: readonly string[];
}

/** The figures by id, each entering as the adjudicator lets it (`entry`: for a reinforcement without its gate yet, `gates`). */
function moversOf(ctx: Ctx, ids: readonly string[], gates: readonly string[] = []): Mover[] {
  return ids.flatMap((id) => {
    const f = ctx.state.figures.find((x) => x.id === id);
    if (!f) return [];
    const unassigned = f.kind === 'creature' && f.status === 'waiting' && f.entrance === null;
    return [{ figure: f, entry: unassigned ? gates : entrySquares(ctx, f, null) }];
  });
}

/** Every square of a grid mission, in reading order, grouped by section (a select's optgroups). */
function boardSquares(ctx: Ctx): Choice[] {
  const grid = ctx.grid;
  if (!grid) return [];
  return ctx.mission.sections.flatMap((s) => grid.squaresOf(s.id).map((q) => ({ ...choice(squareLabel(q), squareLabel(q)), group: sectionName(ctx, s.id) })));
}

function build(ctx: Ctx, asked: Asked): Built {
  const state = ctx.state;
  const player = asked.player;
  const group = state.groups[player];
  switch (asked.kind) {
    case 'buy-credits': {
      const max = maxCredits(group?.points ?? 0);
      return {
        prompt: texts(MESSAGES, 'prompt.buy-credits', { n: max, points: group?.points ?? 0 }),
        schema: z.object({ kind: literal('buy-credits'), credits: z.number().int().min(0).max(1000) }),
        choices: {
          credits: Array.from({ length: max + 1 }, (_, n) => choice(n, String(n), texts(MESSAGES, 'hint.points-left', { n: (group?.points ?? 0) - 5 * n }))),
        },
      };
    }
    case 'draft': {
      const picks = legalPicks(ctx, player);
      const troopers = group?.troopers ?? [];
      return {
        prompt: texts(MESSAGES, 'prompt.draft', { budget: (group?.credits ?? 0) - (group?.spent ?? 0) }),
        schema: z.object({ kind: literal('draft'), card: Id.nullable().default(null), trooper: Id.nullable().default(null) }),
        choices: {
          card: picks.map((p) => choice(p.card.id, equipmentName(ctx, p.card.id), texts(MESSAGES, 'hint.card', { cost: p.card.cost, rank: p.card.rank }))),
          trooper: figureChoices(ctx, troopers),
        },
      };
    }
    case 'doomtroopers': {
      const turn = state.turn!;
      const own = (group?.troopers ?? []).filter((id) => {
        const f = state.figures.find((x) => x.id === id);
        return f !== undefined && canAct(ctx, turn, f);
      });
      // Once the group has come in, its entrance is the only one (another is refused: entrance_locked).
      const entrances = group?.entrance ? [group.entrance] : entrancesFor(ctx, false).map((e) => e.id);
      const hand = group?.hand ?? [];
      const schema = z.object({
        kind: literal('doomtroopers'),
        entrance: PlaceId.optional(),
        card: z.object({ card: Id, effect: z.union([z.literal(1), z.literal(2)]), target: Id.optional() }).optional(),
        activations: z
          .array(z.object({ figure: Id, actions: z.array(ActionSchema).max(4), hold: Hold() }))
          .max(2)
          .default([]),
        endTurn: EndTurn(),
      });
      return {
        prompt: texts(MESSAGES, group?.entrance ? 'prompt.doomtroopers' : 'prompt.doomtroopers-first', { extra: group?.extra ?? 0 }),
        schema,
        choices: {
          entrance: entrances.map((id) => choice(id, entranceName(ctx, id))),
          'activations[].figure': figureChoices(ctx, own),
          'card.card': handChoices(ctx, hand),
          'card.effect': effectChoices(),
          'card.target': figureChoices(ctx, troopersInPlay(ctx, player)),
          ...actionChoices(ctx, true, moversOf(ctx, own)),
        },
      };
    }
    case 'place-monsters': {
      const pending = state.pending?.creatures ?? [];
      const squares = [...new Set(pending.flatMap((id) => legalSquares(ctx, id).map(squareLabel)))];
      return {
        prompt: texts(MESSAGES, ctx.grid ? 'prompt.place-monsters' : 'prompt.place-monsters-nogrid', { n: pending.length }),
        schema: z.object({
          kind: literal('place-monsters'),
          // One row per creature, on the square the deadline would give it: the Legion changes what it wants.
          placements: z
            .array(z.object({ creature: Id, square: Place.optional(), note: z.string().max(80).optional() }))
            .max(40)
            .default(defaultPlacement(ctx).placements),
        }),
        choices: { 'placements[].creature': figureChoices(ctx, pending), ...(ctx.grid ? { 'placements[].square': squares.map((s) => choice(s, s)) } : {}) },
      };
    }
    case 'reveal-card': {
      const sections = faceDownSections(ctx);
      return {
        prompt: texts(MESSAGES, 'prompt.reveal-card'),
        schema: z.object({ kind: literal('reveal-card'), section: PlaceId }),
        choices: {
          section: sections.map((s) => choice(s, sectionName(ctx, s), texts(MESSAGES, 'hint.face-down', { n: state.sections[s]?.cards.length ?? 0 }))),
        },
      };
    }
    case 'legion': {
      const turn = state.turn!;
      const waiting = unassignedReinforcements(ctx);
      const entrances = reinforcementGates(ctx).map((e) => e.id);
      const creatures = state.figures.filter((f) => f.kind === 'creature' && (canAct(ctx, turn, f) || waiting.includes(f.id))).map((f) => f.id);
      return {
        prompt: texts(MESSAGES, 'prompt.legion', { n: creatures.length }),
        schema: z.object({
          kind: literal('legion'),
          // One row per reinforcement waiting for its gate, at the first gate: the Legion changes what it wants.
          reinforcements: z
            .array(z.object({ creature: Id, entrance: PlaceId }))
            .max(40)
            .default(entrances.length > 0 ? waiting.map((creature) => ({ creature, entrance: entrances[0]! })) : []),
          activations: z
            .array(z.object({ figure: Id, actions: z.array(ActionSchema).max(2), hold: Hold() }))
            .max(40)
            .default([]),
          endTurn: EndTurn(),
        }),
        choices: {
          'reinforcements[].creature': figureChoices(ctx, waiting),
          'reinforcements[].entrance': entrances.map((id) => choice(id, entranceName(ctx, id))),
          'activations[].figure': creatures.map((id) => choice(id, figureName(ctx, id), creatureName(ctx, id))),
          ...actionChoices(
            ctx,
            false,
            moversOf(
              ctx,
              creatures,
              reinforcementGates(ctx).flatMap((e) => e.squares),
            ),
          ),
        },
      };
    }
    case 'react': {
      const reaction = state.reaction!;
      const mine = threatened(ctx, reaction).filter((t) => state.figures.find((f) => f.id === t.figure)?.owner === player);
      const prompt = (lang: 'es' | 'en') =>
        say(lang, 'prompt.react', {
          attacker: figureName(ctx, reaction.attacker)[lang],
          targets: mine.map((t) => say(lang, 'prompt.react-target', { trooper: figureName(ctx, t.figure)[lang], n: t.hits })).join(', '),
        });
      return {
        prompt: { es: prompt('es'), en: prompt('en') },
        schema: z.object({
          kind: literal('react'),
          card: z.object({ card: Id, effect: z.union([z.literal(1), z.literal(2)]), target: Id.optional() }).optional(),
        }),
        choices: {
          'card.card': handChoices(ctx, group?.hand ?? []),
          'card.effect': effectChoices(),
          'card.target': figureChoices(ctx, troopersInPlay(ctx, player)),
        },
      };
    }
    case 'play-card': {
      const hand = group?.hand ?? [];
      const troopers = troopersInPlay(ctx, player);
      return {
        prompt: texts(MESSAGES, 'prompt.play-card'),
        // Playing is optional: an explicit "decline" keeps the card hidden in the hand (stages/answers.ts).
        schema: z.discriminatedUnion('choice', [
          z.object({
            kind: literal('play-card'),
            choice: labelled(z.literal('play').default('play'), { label: texts(MESSAGES, 'field.play-card.choice') }),
            card: Id,
            effect: z.union([z.literal(1), z.literal(2)]),
            target: Id.optional(),
          }),
          z.object({ kind: literal('play-card'), choice: z.literal('decline') }),
        ]),
        choices: {
          choice: [choice('play', texts(MESSAGES, 'choice.play-card.play')), choice('decline', texts(MESSAGES, 'choice.play-card.decline'))],
          card: handChoices(ctx, hand),
          effect: effectChoices(),
          target: figureChoices(ctx, troopers),
        },
      };
    }
  }
}
