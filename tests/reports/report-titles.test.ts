import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/engine/core/document.ts';
import type { GameContext } from '../../src/services/published/game-context.ts';
import { reportBody } from '../../src/services/published/published.ts';
import { stepDocument, titleWithGame } from '../../src/services/published/views.ts';
import { fixedContext, fixedSteps } from './fixtures/fixed-context.ts';

/** The fixed game, its ruleset's title replaced by one that does not name the game (tic-tac-toe, generic...). */
function contextWithTitle(title: string): GameContext {
  const ctx = fixedContext();
  return { ...ctx, ruleset: { ...ctx.ruleset, report: (input) => ({ title: [title], blocks: [{ kind: 'paragraph', content: [`step ${input.step}`] }] }) } };
}

/** Issue 37: "titles carry the game's name" (a pasted copy sits among other games' posts). */
describe('titles of pasted reports name the game', () => {
  const [step] = fixedSteps();

  it.each([
    ['markdown', 'es', '## Señores del Caos: partida de prueba — Jugada 3\n'],
    ['bbcode', 'en', '[size=150][b]Señores del Caos: partida de prueba — Jugada 3[/b][/size]\n'],
    ['html', 'en', '<h3>Señores del Caos: partida de prueba — Jugada 3</h3>\n'],
  ] as const)('a ruleset title without the name gets it (%s, %s), in the full and the short copy', (format, lang, expected) => {
    const ctx = contextWithTitle('Jugada 3');
    expect(reportBody(ctx, step!, format, { lang }).startsWith(expected)).toBe(true);
    expect(reportBody(ctx, step!, format, { lang, short: true }).startsWith(expected)).toBe(true);
  });

  it('our own pages (which show the game name above) keep the ruleset title', () => {
    expect(plainText(stepDocument(contextWithTitle('Jugada 3'), step!, { viewer: { role: 'public' }, lang: 'es' }).title)).toBe('Jugada 3');
  });

  it('a title that names the game already is kept as it is (Lords of Chaos)', () => {
    const ctx = fixedContext();
    expect(reportBody(ctx, step!, 'markdown', { lang: 'es' }).split('\n')[0]!.split(ctx.name).length).toBe(2);
  });

  it('keeps the title markup, and a game without a name', () => {
    expect(titleWithGame([{ kind: 'bold', children: ['T'] }], 'G', 'en')).toEqual([
      'G',
      ' — ',
      { kind: 'span', children: [{ kind: 'bold', children: ['T'] }] },
    ]);
    expect(titleWithGame(['T'], ' ', 'en')).toEqual(['T']);
  });
});
