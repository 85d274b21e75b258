import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/engine/core/document.ts';
import type { GameContext } from '../../src/services/published/game-context.ts';
import { stepDocument, titleWithGame } from '../../src/services/published/views.ts';
import { fixedContext, fixedSteps } from './fixtures/fixed-context.ts';

/** The fixed game, its ruleset's title replaced by one that does not name the game (tic-tac-toe, generic...). */
function contextWithTitle(title: string): GameContext {
  const ctx = fixedContext();
  return { ...ctx, ruleset: { ...ctx.ruleset, report: (input) => ({ title: [title], blocks: [{ kind: 'paragraph', content: [`step ${input.step}`] }] }) } };
}

/** Issue 37: "titles carry the game's name" (a pasted copy sits among other games' posts). */
describe('report titles name the game', () => {
  const [step] = fixedSteps();

  it.each([
    ['es', 'Señores del Caos: partida de prueba — Jugada 3'],
    ['en', 'Señores del Caos: partida de prueba — Jugada 3'],
  ] as const)('a ruleset title without the name gets it (%s), in the full and the short copy', (lang, expected) => {
    const ctx = contextWithTitle('Jugada 3');
    expect(plainText(stepDocument(ctx, step!, { viewer: { role: 'public' }, lang }).title)).toBe(expected);
    expect(plainText(stepDocument(ctx, step!, { viewer: { role: 'public' }, lang, short: true }).title)).toBe(expected);
  });

  it('a title that names the game already is kept as it is (Lords of Chaos)', () => {
    const ctx = fixedContext();
    const title = plainText(stepDocument(ctx, step!, { viewer: { role: 'public' }, lang: 'es' }).title);
    expect(title.split(ctx.name).length).toBe(2);
  });

  it('keeps the title markup and a game without a name', () => {
    expect(titleWithGame([{ kind: 'bold', children: ['T'] }], 'G', 'en')).toEqual([
      'G',
      ' — ',
      { kind: 'span', children: [{ kind: 'bold', children: ['T'] }] },
    ]);
    expect(titleWithGame(['T'], ' ', 'en')).toEqual(['T']);
  });
});
