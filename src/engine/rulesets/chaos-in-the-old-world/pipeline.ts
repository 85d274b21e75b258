import { hiddenRandom, shuffled } from '../../core/random.ts';
import type { FixedDraws } from '../../core/fixed-draws.ts';
import type { ResolveInput, ResolveResult } from '../../core/ruleset.ts';
import { checkAnswer, isAsked } from './answers.ts';
import { FALLBACK_GAME_SEED, type Ctx } from './context.ts';
import type { Event, Outcome } from './events.ts';
import { TOKEN_KINDS, type God, type TokenKind } from './ids.ts';
import { indexMap } from './map-index.ts';
import type { Player } from './players.ts';
import type { Setup } from './schemas.ts';
import { drawGods, seatedPlayers, wishesClash } from './seating.ts';
import { SheetSchema, type Sheet } from './sheets.ts';
import { applyAssignAnswer, battleStage } from './stages/battle.ts';
import { corruptionStage } from './stages/corruption.ts';
import { deckPurpose, drawStage } from './stages/draw.ts';
import { applyUpgradeAnswers, dialStep, discardStep, heroesStep, resolveOldWorldStep, ruinScoringStep } from './stages/end-phase.ts';
import { gameEndStep } from './stages/game-end.ts';
import { oldWorldStage } from './stages/old-world.ts';
import { applySummonAnswer, summoningStage } from './stages/summoning.ts';
import { normalizeState, type State } from './state.ts';

/** Hidden stream of the Old World deck and of the tokens placed at setup. */
export const OLD_WORLD_PURPOSE = 'old-world-deck';
export const SETUP_TOKENS_PURPOSE = 'setup-tokens';

/**
 * Runs the automatic part of the game from `state.at` until somebody must decide (state.pending) or the game
 * ends: Old World → Draw → Summoning → Battle → Corruption → End (discard, heroes, Old World cards, ruined
 * regions, dials, game end) → next round. Each phase is a stage function in stages/.
 */
export function advance(ctx: Ctx): void {
  const { state } = ctx;
  // A bound that is never reached: the Old World deck ends the game after at most its size in rounds.
  for (let guard = 0; guard < 10_000 && state.pending === null && state.result === null; guard++) {
    switch (state.at) {
      case 'old-world':
        oldWorldStage(ctx);
        state.at = 'draw';
        break;
      case 'draw':
        drawStage(ctx);
        state.summoning = { next: 0, passed: [], streak: 0 };
        state.at = 'summoning';
        break;
      case 'summoning':
        if (summoningStage(ctx) === 'done') {
          state.battle = null;
          state.at = 'battle';
        }
        break;
      case 'battle':
        if (battleStage(ctx) === 'done') {
          state.battle = null;
          state.at = 'corruption';
        }
        break;
      case 'corruption':
        corruptionStage(ctx);
        state.at = 'end-discard';
        break;
      case 'end-discard':
        discardStep(ctx);
        state.at = 'end-heroes';
        break;
      case 'end-heroes':
        // After the GM's step the answer handler moves on to 'end-old-world'.
        if (!heroesStep(ctx)) state.at = 'end-old-world';
        break;
      case 'end-old-world':
        resolveOldWorldStep(ctx);
        state.at = 'end-ruins';
        break;
      case 'end-ruins':
        ruinScoringStep(ctx);
        state.at = 'end-dials';
        break;
      case 'end-dials': {
        const due = dialStep(ctx);
        state.at = 'end-check';
        if (Object.keys(due).length > 0) state.pending = { kind: 'upgrade', due };
        break;
      }
      case 'end-check':
        if (!gameEndStep(ctx)) newRound(ctx);
        break;
    }
  }
}

function newRound(ctx: Ctx): void {
  const { state } = ctx;
  state.round += 1;
  state.at = 'old-world';
  state.roundLog = { placed: {}, ruined: [], kills: {} };
  for (const god of state.gods) state.roundLog.kills[god] = [];
  state.summoning = { next: 0, passed: [], streak: 0 };
  state.battle = null;
}

/**
 * The position when the GM starts the game (seed "Setup"): the gods shared out, by lot where players asked for
 * the same god (hidden stream `gods`, seating.ts); Old World deck shuffled and 7 or 8 cards dealt
 * face down (hidden stream `old-world-deck`), the nine setup tokens shuffled onto the regions one each
 * (`setup-tokens`), each chaos deck shuffled (`chaos-deck:<god>`) and 3 cards drawn, ruination deck in order.
 * Then round 1's Old World and Draw phases run, up to the first summoning decision.
 */
export function initialState(setup: Setup, players: readonly Player[], gameSeed: string = FALLBACK_GAME_SEED, fixedDraws?: FixedDraws): State {
  const opening: Event[] = [];
  let seats: State['seats'] | undefined;
  if (wishesClash(players)) {
    const drawn = drawGods(players, gameSeed, fixedDraws);
    seats = drawn.seats;
    opening.push({ type: 'gods_drawn', ...drawn.lots });
  }
  const state = normalizeState(setup, players, seats ? { seats } : {});
  const order = indexMap(setup).order;
  const bag: (TokenKind | null)[] = TOKEN_KINDS.flatMap((k) => Array<TokenKind>(setup.data.setupTokens[k]).fill(k));
  while (bag.length < order.length) bag.push(null);
  const placed = shuffled(hiddenRandom(gameSeed, SETUP_TOKENS_PURPOSE, fixedDraws), bag);
  const setupTokens: { region: string; token: TokenKind }[] = [];
  order.forEach((region, i) => {
    const token = placed[i];
    if (!token) return;
    state.regions[region]!.tokens[token] += 1;
    setupTokens.push({ region, token });
  });
  opening.push({ type: 'setup_tokens', placed: setupTokens });
  const size = state.gods.length <= 3 ? setup.options.oldWorldDeckThree : setup.options.oldWorldDeckFour;
  const owDeck = shuffled(
    hiddenRandom(gameSeed, OLD_WORLD_PURPOSE, fixedDraws),
    setup.data.oldWorld.map((c) => c.id),
  );
  state.oldWorld = { deck: owDeck.slice(0, size), track: [null, null], discard: [], aside: owDeck.slice(size) };
  for (const god of state.gods) {
    const cards = setup.data.gods[god].cards.flatMap((c) => Array<string>(c.copies).fill(c.id));
    const deck = shuffled(hiddenRandom(gameSeed, deckPurpose(god), fixedDraws), cards);
    state.hands[god] = deck.slice(0, setup.options.startingHand);
    state.decks[god] = deck.slice(setup.options.startingHand);
    state.roundLog.kills[god] = [];
    opening.push({ type: 'cards_drawn', god, count: state.hands[god]!.length, cards: [...state.hands[god]!], reshuffled: false, reason: 'setup' });
  }
  const ctx: Ctx = { setup, players: seatedPlayers(players, state.seats), state, events: opening, seed: null, gameSeed, ...(fixedDraws ? { fixedDraws } : {}) };
  advance(ctx);
  state.opening = ctx.events;
  return state;
}

/** One step: the answers to the pending decision (or their defaults), then the automatic phases on. */
export function resolveStep(input: ResolveInput<Setup, Player, unknown, unknown>): ResolveResult<State, Outcome> & { events: Event[] } {
  const { setup, players } = input;
  const state = structuredClone(normalizeState(setup, players, input.state));
  const round = state.round;
  const ctx: Ctx = {
    setup,
    players: seatedPlayers(players, state.seats),
    state,
    events: [],
    seed: input.seed,
    ...(input.rngVersion ? { rngVersion: input.rngVersion } : {}),
    gameSeed: input.gameSeed ?? FALLBACK_GAME_SEED,
    ...(input.fixedDraws ? { fixedDraws: input.fixedDraws } : {}),
  };
  state.opening = [];
  if (state.result) {
    const outcome: Outcome = { step: state.step, round, seats: { ...state.seats }, answered: null, events: [], result: state.result };
    return { outcome, nextState: state, gameOver: true, events: [] };
  }
  const defaulted = new Set(input.defaulted ?? []);
  const answerOf = (god: God): { sheet: Sheet | undefined; defaulted: boolean; valid: boolean } => {
    const player = state.seats[god]!;
    const parsed = SheetSchema.safeParse(input.orders[player]);
    const sheet = parsed.success ? parsed.data : undefined;
    const valid = sheet !== undefined && checkAnswer(setup, state, god, sheet) === null;
    return { sheet, defaulted: defaulted.has(player) || sheet === undefined, valid };
  };
  // The answers are checked and applied while the decision is still open (the checks read it), then it closes.
  const pending = state.pending;
  let answered: Outcome['answered'] = null;
  if (pending?.kind === 'summon') {
    const a = answerOf(pending.god);
    state.pending = null;
    applySummonAnswer(ctx, pending.god, a.sheet, a.defaulted);
    answered = { kind: 'summon', gods: [pending.god] };
  } else if (pending?.kind === 'assign') {
    const a = answerOf(pending.god);
    applyAssignAnswer(ctx, pending.god, a.sheet, a.defaulted);
    answered = { kind: 'assign', gods: [pending.god] };
  } else if (pending?.kind === 'upgrade') {
    const answers = Object.fromEntries(state.gods.filter((g) => isAsked(state, g)).map((g) => [g, answerOf(g)]));
    applyUpgradeAnswers(ctx, answers);
    answered = { kind: 'upgrade', gods: Object.keys(answers) as God[] };
  } else if (pending?.kind === 'gm') {
    // The GM's step (heroes): corrections were applied before; the End phase goes on with step 3.
    state.at = 'end-old-world';
    answered = { kind: 'gm', gods: [] };
  }
  state.pending = null;
  advance(ctx);
  state.step += 1;
  const outcome: Outcome = { step: state.step, round, seats: { ...state.seats }, answered, events: ctx.events, result: state.result };
  return { outcome, nextState: state, gameOver: state.result !== null, events: ctx.events };
}
