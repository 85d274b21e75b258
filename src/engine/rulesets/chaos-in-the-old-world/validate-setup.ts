import type { Problem } from '../../core/ruleset.ts';
import { GODS, TOKEN_KINDS } from './ids.ts';
import { t } from './messages.ts';
import type { Setup } from './schemas.ts';

/** Semantic checks of a setup beyond its schema: ids unique, references known, setup tokens fit, decks big enough. */
export function validateSetup(setup: Setup): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, code: string, message: string) => problems.push({ path, code, message });
  const { data, options } = setup;
  const regionIds = new Set<string>();
  data.regions.forEach((r, i) => {
    if (regionIds.has(r.id)) add(`data.regions[${i}].id`, 'duplicate_id', t('problem_duplicate_id', 'en', { id: r.id }));
    regionIds.add(r.id);
  });
  const pairs = new Set<string>();
  data.adjacency.forEach(([a, b], i) => {
    if (a === b) add(`data.adjacency[${i}]`, 'self_adjacency', t('problem_self_adjacency', 'en'));
    for (const [j, id] of [a, b].entries())
      if (!regionIds.has(id)) add(`data.adjacency[${i}][${j}]`, 'unknown_reference', t('problem_unknown_reference', 'en', { id }));
    const key = [a, b].sort().join('|');
    if (pairs.has(key)) add(`data.adjacency[${i}]`, 'duplicate_id', t('problem_duplicate_id', 'en', { id: key }));
    pairs.add(key);
  });
  const setupTokens = TOKEN_KINDS.reduce((sum, k) => sum + data.setupTokens[k], 0);
  if (setupTokens > data.regions.length) {
    add('data.setupTokens', 'too_many_setup_tokens', t('problem_too_many_setup_tokens', 'en', { n: setupTokens, regions: data.regions.length }));
  }
  for (const god of GODS) {
    const g = data.gods[god];
    const unique = (list: { id: string }[], field: string) => {
      const seen = new Set<string>();
      list.forEach((x, i) => {
        if (seen.has(x.id)) add(`data.gods.${god}.${field}[${i}].id`, 'duplicate_id', t('problem_duplicate_id', 'en', { id: x.id }));
        seen.add(x.id);
      });
    };
    unique(g.figures, 'figures');
    unique(g.cards, 'cards');
    unique(g.upgrades, 'upgrades');
    g.upgrades.forEach((u, i) => {
      if (u.figure !== null && !g.figures.some((f) => f.id === u.figure)) {
        add(`data.gods.${god}.upgrades[${i}].figure`, 'unknown_reference', t('problem_unknown_reference', 'en', { id: u.figure }));
      }
    });
  }
  const cardIds = new Set<string>();
  data.oldWorld.forEach((c, i) => {
    if (cardIds.has(c.id)) add(`data.oldWorld[${i}].id`, 'duplicate_id', t('problem_duplicate_id', 'en', { id: c.id }));
    cardIds.add(c.id);
    for (const field of ['onDraw', 'onResolve'] as const) {
      c[field].forEach((effect, j) => {
        if (!Array.isArray(effect.regions)) return;
        effect.regions.forEach((id, k) => {
          if (!regionIds.has(id)) add(`data.oldWorld[${i}].${field}[${j}].regions[${k}]`, 'unknown_reference', t('problem_unknown_reference', 'en', { id }));
        });
      });
    }
  });
  const needed = Math.max(options.oldWorldDeckThree, options.oldWorldDeckFour);
  if (data.oldWorld.length < needed) add('data.oldWorld', 'deck_too_small', t('problem_deck_too_small', 'en', { n: data.oldWorld.length, needed }));
  return problems;
}
