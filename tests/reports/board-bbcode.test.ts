import { describe, expect, it } from 'vitest';
import { ticTacToe } from '../../src/engine/rulesets/tic-tac-toe/index.ts';
import { renderBbcode } from '../../src/reports/render-bbcode.ts';
import { renderMarkdown } from '../../src/reports/render-markdown.ts';

const PLAYERS = [
  { id: 'px', name: 'Alba' },
  { id: 'po', name: 'Bruno' },
];

/** The report of X's first move, in the middle (b2), as the server asks the ruleset for it. */
function firstMoveReport() {
  const setup = ticTacToe.setupSchema.parse({ size: 3 });
  const state = ticTacToe.initialState(setup, PLAYERS);
  const result = ticTacToe.resolve({ setup, players: PLAYERS, state, orders: { px: { cell: 'b2' } }, seed: 's' });
  return ticTacToe.report!({
    setup,
    players: PLAYERS,
    before: state,
    after: result.nextState,
    outcome: result.outcome,
    step: 1,
    game: { id: 'g', name: 'Tres en raya' },
    lang: 'en',
    viewer: { role: 'public' },
    rolls: [],
    corrections: [],
  });
}

/** Issue 37: "the tic-tac-toe board reads as a board in BBCode" (phpBB boards without [table]). */
describe('a board in BBCode', () => {
  it('is drawn as aligned rows in [code], one line per board row, not as "1. · — b: X · c: ·" list lines', () => {
    const bbcode = renderBbcode(firstMoveReport());
    expect(bbcode).toContain('[code]  | a | b | c\n--+---+---+--\n1 | · | · | ·\n2 | · | X | ·\n3 | · | · | ·[/code]');
    expect(bbcode).not.toContain('[*]');
  });

  it('keeps [table] when the board supports it, and Markdown keeps its aligned code block', () => {
    const doc = firstMoveReport();
    expect(renderBbcode(doc, { tables: true })).toContain('[tr][td]2[/td][td]·[/td][td][b]X[/b][/td][td]·[/td][/tr]');
    expect(renderMarkdown(doc)).toContain('```\n  | a | b | c\n--+---+---+--\n1 | · | · | ·\n2 | · | X | ·\n3 | · | · | ·\n```');
  });
});
