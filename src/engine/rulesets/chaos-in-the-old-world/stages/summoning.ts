import { checkCard, checkSummon } from '../answers.ts';
import type { Ctx } from '../context.ts';
import type { God } from '../ids.ts';
import { canAct, cardData, figureStats } from '../rules.ts';
import type { Sheet } from '../sheets.ts';

/**
 * Phase 3, Summoning (seed): in power order each god in turn summons one follower, plays one chaos card or
 * passes. [Decision 3] By default (`passIsFinal`) a god who passes acts no more this phase and the phase ends
 * when every god has passed; with `passIsFinal: false` a pass only skips the turn and the phase ends when every
 * god passes in a row. A god who can neither afford a summon nor play a card passes automatically.
 * Returns 'waiting' when a god must be asked, 'done' when the phase is over.
 */
export function summoningStage(ctx: Ctx): 'waiting' | 'done' {
  const { state, setup } = ctx;
  const gods = state.gods;
  const s = state.summoning;
  const final = setup.options.passIsFinal;
  for (let guard = 0; guard < gods.length * 3 + 3; guard++) {
    if (gods.length === 0 || (final ? s.passed.length >= gods.length : s.streak >= gods.length)) break;
    const god = gods[s.next % gods.length]!;
    if (final && s.passed.includes(god)) {
      s.next = (s.next + 1) % gods.length;
      continue;
    }
    if (!canAct(setup, state, god)) {
      ctx.events.push({ type: 'auto_passed', god });
      recordPass(ctx, god);
      continue;
    }
    state.pending = { kind: 'summon', god };
    return 'waiting';
  }
  ctx.events.push({ type: 'summoning_ended' });
  return 'done';
}

function recordPass(ctx: Ctx, god: God): void {
  const s = ctx.state.summoning;
  if (ctx.setup.options.passIsFinal) {
    if (!s.passed.includes(god)) s.passed.push(god);
  } else {
    s.streak += 1;
  }
  s.next = (s.next + 1) % ctx.state.gods.length;
}

/** Applies the answer of the god whose turn it is (absent or no longer legal: a pass). */
export function applySummonAnswer(ctx: Ctx, god: God, answer: Sheet | undefined, defaulted: boolean): void {
  const { state, setup } = ctx;
  const s = state.summoning;
  if (answer?.action === 'summon') {
    const refusal = checkSummon(setup, state, god, answer);
    if (refusal === null) {
      const cost = figureStats(setup, state, god, answer.figure)!.cost;
      state.power[god] = (state.power[god] ?? 0) - cost;
      if (answer.from !== undefined) state.regions[answer.from]!.figures[god]![answer.figure]! -= 1;
      const figures = state.regions[answer.region]!.figures[god]!;
      figures[answer.figure] = (figures[answer.figure] ?? 0) + 1;
      ctx.events.push({ type: 'summoned', god, figure: answer.figure, region: answer.region, from: answer.from ?? null, cost, powerLeft: state.power[god]! });
      s.streak = 0;
      s.next = (s.next + 1) % state.gods.length;
      return;
    }
    ctx.events.push({ type: 'answer_refused', god, reason: refusal.reason });
  } else if (answer?.action === 'card') {
    const refusal = checkCard(setup, state, god, answer);
    if (refusal === null) {
      const cost = cardData(setup, god, answer.card)!.cost;
      state.power[god] = (state.power[god] ?? 0) - cost;
      const hand = state.hands[god]!;
      hand.splice(hand.indexOf(answer.card), 1);
      state.regions[answer.region]!.cards.push({ god, card: answer.card });
      ctx.events.push({ type: 'card_played', god, card: answer.card, region: answer.region, cost, powerLeft: state.power[god]! });
      s.streak = 0;
      s.next = (s.next + 1) % state.gods.length;
      return;
    }
    ctx.events.push({ type: 'answer_refused', god, reason: refusal.reason });
  }
  ctx.events.push({ type: 'passed', god, defaulted: defaulted || answer === undefined });
  recordPass(ctx, god);
}
