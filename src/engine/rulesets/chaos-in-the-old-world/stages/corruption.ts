import type { Ctx } from '../context.ts';
import { indexMap } from '../map-index.ts';
import { cardData, corruptionTotal, figureCount, figureStats, regionEffects, regionValues, ruinsRegion } from '../rules.ts';
import type { GodMap } from '../state.ts';

/** Phase 5, Corruption (seed): first Domination in every region, then Corruption in every region, then dial counters. */
export function corruptionStage(ctx: Ctx): void {
  dominationStep(ctx);
  corruptionStep(ctx);
  advancementStep(ctx);
}

/**
 * Domination (seed): in standard region order, each god's figures plus the summoning cost of its chaos cards
 * in the region; the single highest total, if higher than the region's Resistance, dominates and scores the
 * Conquest value; a tie for highest: nobody. Ruined regions score nothing (seed).
 */
export function dominationStep(ctx: Ctx): void {
  const { state, setup } = ctx;
  for (const region of indexMap(setup).order) {
    const r = state.regions[region]!;
    if (r.ruined) continue;
    const totals: GodMap<number> = {};
    for (const god of state.gods) {
      const cards = r.cards.filter((c) => c.god === god).reduce((sum, c) => sum + (cardData(setup, god, c.card)?.cost ?? 0), 0);
      const total = figureCount(state, region, god) + cards;
      if (total > 0) totals[god] = total;
    }
    const entries = state.gods.filter((g) => totals[g] !== undefined);
    if (entries.length === 0) continue;
    const best = Math.max(...entries.map((g) => totals[g]!));
    const leaders = entries.filter((g) => totals[g] === best);
    const { resistance, conquest } = regionValues(setup, state, region);
    const winner = leaders.length === 1 && best > resistance ? leaders[0]! : null;
    if (winner) state.vp[winner] = (state.vp[winner] ?? 0) + conquest;
    ctx.events.push({ type: 'domination', region, totals, resistance, winner, points: winner ? conquest : 0, tie: leaders.length > 1 });
  }
}

/**
 * Corruption (seed): in standard region order, each god places one corruption token per cultist (its figures'
 * corruption values, plus card effects); warpstone counts as corruption; a region whose total is higher than
 * the limit (seed: "Hvis antallet er højere end 12"; option `at-limit`: 12 or more) is ruined, takes the top
 * ruination card, and every god who placed a token there this round scores its "ruiners" value. Ruined regions
 * get no tokens (seed).
 */
export function corruptionStep(ctx: Ctx): void {
  const { state, setup } = ctx;
  for (const region of indexMap(setup).order) {
    const r = state.regions[region]!;
    if (r.ruined) continue;
    const effects = regionEffects(setup, state, region);
    const cardCorruption = Object.values(effects.corruption).some((n) => (n ?? 0) > 0);
    let purged = false;
    if (effects.purge) {
      if (cardCorruption) ctx.events.push({ type: 'conflict', region, effect: 'purge', overriddenBy: 'corruption' });
      else purged = true;
    }
    const placed: GodMap<number> = {};
    if (!purged) {
      for (const god of state.gods) {
        let n = effects.corruption[god] ?? 0;
        for (const [figure, count] of Object.entries(r.figures[god] ?? {})) n += count * (figureStats(setup, state, god, figure)?.corruption ?? 0);
        if (n <= 0) continue;
        placed[god] = n;
        r.corruption[god] = (r.corruption[god] ?? 0) + n;
        const list = (state.roundLog.placed[region] ??= []);
        if (!list.includes(god)) list.push(god);
      }
    }
    const total = corruptionTotal(setup, state, region);
    if (Object.keys(placed).length > 0 || purged) ctx.events.push({ type: 'corruption_placed', region, placed, total, purged });
    if (ruinsRegion(setup.options, total)) ruin(ctx, region, total);
  }
}

function ruin(ctx: Ctx, region: string, total: number): void {
  const { state, setup } = ctx;
  const r = state.regions[region]!;
  const number = state.ruination.shift() ?? null;
  r.ruined = true;
  r.ruinCard = number;
  r.ruinedRound = state.round;
  r.ruinScored = false;
  state.roundLog.ruined.push(region);
  const card = number === null ? null : setup.data.ruination[number - 1];
  const points = card?.ruiners ?? 0;
  const ruiners = state.gods.filter((g) => (state.roundLog.placed[region] ?? []).includes(g));
  for (const god of ruiners) state.vp[god] = (state.vp[god] ?? 0) + points;
  ctx.events.push({ type: 'region_ruined', region, card: number, total, ruiners, points });
}

/**
 * Dial advancement counters earned this round, as each power sheet says (GM data: `advancement` triggers).
 * Counted once, at the end of the Corruption phase.
 */
export function advancementStep(ctx: Ctx): void {
  const { state, setup } = ctx;
  const index = indexMap(setup);
  for (const god of state.gods) {
    const regions: string[] = [];
    for (const trigger of setup.data.gods[god].advancement) {
      for (const region of index.order) {
        const r = state.regions[region]!;
        let hit = false;
        switch (trigger.kind) {
          case 'kills':
            hit = (state.roundLog.kills[god] ?? []).includes(region);
            break;
          case 'populous':
            hit = index.byId.get(region)!.populous && figureCount(state, region, god) > 0;
            break;
          case 'token-presence':
            hit = trigger.tokens.some((k) => r.tokens[k] > 0) && figureCount(state, region, god) > 0;
            break;
          case 'token-corruption':
            hit = trigger.tokens.some((k) => r.tokens[k] > 0) && (state.roundLog.placed[region] ?? []).includes(god);
            break;
          case 'ruiner':
            hit = state.roundLog.ruined.includes(region) && (state.roundLog.placed[region] ?? []).includes(god);
            break;
        }
        if (hit) regions.push(region);
      }
    }
    if (regions.length === 0) continue;
    state.counters[god] = (state.counters[god] ?? 0) + regions.length;
    ctx.events.push({ type: 'counters_earned', god, count: regions.length, regions });
  }
}
