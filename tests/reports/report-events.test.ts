import { describe, expect, it } from 'vitest';
import type { TurnEvent } from '../../src/engine/rulesets/lords-of-chaos/outcome.ts';
import { LANGUAGES } from '../../src/i18n/index.ts';
import type { Language } from '../../src/i18n/index.ts';
import { renderReport } from './fixtures/render.ts';
import type { PublishedReportInput as ReportInput } from './fixtures/render.ts';
import { FIXED_MAP, REPORT_PLAYERS } from './fixtures/fixed-game.ts';
import { EVENTS_SHOWN_IN_TABLES, SAMPLE_EVENTS } from './fixtures/sample-events.ts';

const ids = REPORT_PLAYERS.map((player) => player.id);
const everyPlayer = <T>(value: T) => Object.fromEntries(ids.map((id) => [id, value]));

/** A report input whose only story is `events` (every other part neutral). */
function inputWith(events: TurnEvent[], lang: Language): ReportInput {
  return {
    game: { id: 'g', name: 'Game', language: lang },
    map: FIXED_MAP,
    players: [
      ...REPORT_PLAYERS,
      { id: 'M', name: 'Malal', warband: "Malal's Sons", god: 'Malal' },
      { id: 'R', name: 'Huron', warband: 'Red Corsairs', god: 'Renegade' },
    ],
    turn: 2,
    before: { control: {}, scores: {} },
    outcome: {
      control: {},
      turnPoints: everyPlayer(0),
      scores: everyPlayer(0),
      actions: everyPlayer(2),
      draws: [],
      events,
      scoreBreakdown: {},
      gameOver: null,
    },
    seed: 's',
    seedHash: 'h',
  };
}

/** Planet stories are told for invaded planets, so a planet event comes with an attack on its planet. */
function withContext(event: TurnEvent): TurnEvent[] {
  if (!('planet' in event) || event.type === 'attack' || event.type === 'cession' || event.type === 'cession_failed') return [event];
  return [{ ...SAMPLE_EVENTS.attack, planet: event.planet }, event];
}

const cases = Object.values(SAMPLE_EVENTS).filter((event) => !EVENTS_SHOWN_IN_TABLES.includes(event.type));

describe('every event type is told in both languages', () => {
  it.each(cases.map((event) => [event.type, event] as const))('%s', (_, event) => {
    const texts: Record<string, string> = {};
    for (const lang of LANGUAGES) {
      const context = withContext(event as TurnEvent);
      const baseline = renderReport(inputWith(context.slice(0, -1), lang), 'markdown');
      const text = renderReport(inputWith(context, lang), 'markdown');
      const added = text.split('\n').filter((line) => !baseline.split('\n').includes(line));
      expect(added.join('\n').trim(), `${lang}: the event adds text`).not.toBe('');
      // No unfilled placeholder, no catalogue id, no raw code leaking into player-facing text.
      expect(text).not.toMatch(/\{\w+\}/);
      expect(text).not.toMatch(/\b(reason|alliance|cession|order|draw)\.[a-z_]+/);
      expect(text).not.toContain('undefined');
      texts[lang] = added.join('\n');
    }
    expect(texts.es).not.toBe(texts.en);
  });

  it('next-turn actions appear in the score table', () => {
    const input = inputWith([SAMPLE_EVENTS.actions], 'en');
    input.outcome.actions = { ...input.outcome.actions, K: 7 };
    expect(renderReport(input, 'markdown')).toMatch(/World Eaters\s+\|[^\n]*\|\s+7\s+\|/);
  });

  it('a contest lost on equal attack is told as a lost draw, on lower attack as being outmatched', () => {
    const tie: TurnEvent[] = [SAMPLE_EVENTS.attack, { type: 'contest_lost', planet: 'p22', players: ['K'], attack: 3 }, SAMPLE_EVENTS.conquest];
    expect(renderReport(inputWith(tie, 'en'), 'markdown')).toContain('lost the draw');
    const weaker: TurnEvent[] = [SAMPLE_EVENTS.attack, SAMPLE_EVENTS.contest_lost, SAMPLE_EVENTS.conquest];
    expect(renderReport(inputWith(weaker, 'en'), 'markdown')).toContain('another side attacked with more');
  });

  it('the two halves of an exchange are one line', () => {
    const events: TurnEvent[] = [
      { type: 'cession', planet: 'p11', from: 'K', to: 'N', exchangeFor: 'p14' },
      { type: 'cession', planet: 'p14', from: 'N', to: 'K', exchangeFor: 'p11' },
    ];
    const text = renderReport(inputWith(events, 'en'), 'markdown');
    expect(text.match(/Exchange:/g)).toHaveLength(1);
  });

  it('an elimination by one’s own cession credits nobody', () => {
    const text = renderReport(inputWith([{ type: 'eliminated', player: 'T', by: [] }], 'es'), 'markdown');
    expect(text).toContain('nadie se lleva el mérito');
  });

  it('paladins when several players tie for first', () => {
    const events: TurnEvent[] = [{ type: 'game_over', ranking: [], supremeLord: null, paladins: ['K', 'N'] }];
    expect(renderReport(inputWith(events, 'es'), 'markdown')).toContain('**World Eaters** y **Death Guard** empatan en cabeza');
  });
});

describe('counts agree with their nouns (issue 19: "1 inhabitants", "mata 1 habitantes")', () => {
  const kill = (count: number): TurnEvent => ({ ...SAMPLE_EVENTS.kill, count }) as TurnEvent;
  it.each([
    ['en', 1, 'kills 1 inhabitant '],
    ['en', 3, 'kills 3 inhabitants '],
    ['es', 1, 'mata 1 habitante '],
    ['es', 3, 'mata 3 habitantes '],
  ] as const)('%s: %i killed', (lang, count, phrase) => {
    const text = renderReport(inputWith(withContext(kill(count)), lang), 'markdown');
    expect(text).toContain(phrase);
  });
});
