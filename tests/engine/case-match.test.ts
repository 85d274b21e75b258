import { describe, expect, test } from 'vitest';
import { compareAt, compareExpect, validateExpectation } from '../../src/engine/core/case-match.ts';

/** The matchers of case files (src/engine/core/case-match.ts): what passes, what fails, and the diff lines. */
const result = {
  hands: { khorne: ['a', 'b', 'c'], nurgle: null },
  sizes: { khorne: 3 },
  events: [
    { type: 'rolled', god: 'khorne', dice: [6, 1] },
    { type: 'cards_drawn', god: 'nurgle', cards: null },
    { type: 'rolled', god: 'nurgle', dice: [2] },
  ],
  report: 'Round 2\nKhorne rolls 6, 1.\nNurgle draws 2 cards.',
  secret: { pool: [3, 1, 2] },
};

describe('plain values', () => {
  test('objects compare on the listed entries, arrays item by item with the same length', () => {
    expect(compareExpect({ sizes: { khorne: 3 }, hands: { khorne: ['a', 'b', 'c'] } }, result)).toEqual([]);
    expect(compareExpect({ hands: { khorne: ['a', 'b'] } }, result)).toEqual(['hands.khorne: expected 2 items ["a","b"], got 3 ["a","b","c"]']);
    expect(compareExpect({ events: [{}, {}, { god: 'khorne' }] }, result)).toEqual(['events[2].god: expected "khorne", got "nurgle"']);
  });

  test('an unknown result key is a difference', () => {
    expect(compareExpect({ nothing: 1 }, result)).toEqual(['nothing: not a result key']);
  });

  test('long values are cut in the diff line', () => {
    const [line] = compareAt('x', 'short', 'y'.repeat(1000));
    expect(line!.length).toBeLessThan(400);
    expect(line).toContain('… (1002 characters)');
  });
});

describe('$absent', () => {
  test('passes on a missing entry, fails on any value (null included)', () => {
    expect(compareExpect({ sizes: { nurgle: { $absent: true } } }, result)).toEqual([]);
    expect(compareExpect({ hands: { nurgle: { $absent: true } } }, result)).toEqual(['hands.nurgle: expected absent, got null']);
    expect(compareExpect({ hands: { khorne: { $absent: true } } }, result)).toEqual(['hands.khorne: expected absent, got ["a","b","c"]']);
  });

  test('false asks for the entry to be there', () => {
    expect(compareExpect({ hands: { nurgle: { $absent: false } } }, result)).toEqual([]);
    expect(compareExpect({ sizes: { tzeentch: { $absent: false } } }, result)).toEqual(['sizes.tzeentch: expected present, got (missing)']);
  });
});

describe('$length and $count', () => {
  test('$length of arrays, strings and objects; itself a matcher', () => {
    expect(compareExpect({ hands: { khorne: { $length: 3 } }, sizes: { $length: 1 }, secret: { pool: { $length: { $oneOf: [2, 3] } } } }, result)).toEqual([]);
    expect(compareExpect({ hands: { khorne: { $length: 2 } } }, result)).toEqual(['hands.khorne (length): expected 2, got 3: ["a","b","c"]']);
    expect(compareExpect({ sizes: { khorne: { $length: 1 } } }, result)).toEqual([
      'sizes.khorne: expected something with a length (array, string, object), got 3',
    ]);
  });

  test('$count of matching items, and of a text in a string', () => {
    expect(compareExpect({ events: { $count: 2, $of: { type: 'rolled' } }, report: { $count: 2, $of: 'rolls' } }, result)).toEqual([
      'report (count of "rolls"): expected 2, got 1: "Round 2\\nKhorne rolls 6, 1.\\nNurgle draws 2 cards."',
    ]);
    expect(compareExpect({ events: { $count: 1, $of: { god: 'nurgle', type: 'rolled' } } }, result)).toEqual([]);
    expect(compareExpect({ events: { $count: 0, $of: { type: 'rolled' } } }, result)[0]).toMatch(/^events \(count of \{"type":"rolled"\}\): expected 0, got 2/);
  });
});

describe('$contains, $excludes and $text', () => {
  test('arrays: an item matching (objects on their listed entries)', () => {
    expect(compareExpect({ events: { $contains: { type: 'cards_drawn', cards: null } }, hands: { khorne: { $contains: 'b' } } }, result)).toEqual([]);
    expect(compareExpect({ events: { $contains: { type: 'ruined' } } }, result)[0]).toMatch(
      /^events: expected an item matching \{"type":"ruined"\}, none among \[/,
    );
    expect(compareExpect({ events: { $excludes: { god: 'nurgle', type: 'rolled' } } }, result)).toEqual([
      'events: expected no item matching {"god":"nurgle","type":"rolled"}, found [2] {"type":"rolled","god":"nurgle","dice":[2]}',
    ]);
  });

  test('objects: a value matching', () => {
    expect(compareExpect({ hands: { $contains: null } }, result)).toEqual([]);
    expect(compareExpect({ hands: { $excludes: { $length: 3 } } }, result)).toEqual([
      'hands: expected no item matching {"$length":3}, found .khorne ["a","b","c"]',
    ]);
  });

  test('strings: a text inside, with where it was found', () => {
    expect(compareExpect({ report: { $contains: 'Khorne rolls' } }, result)).toEqual([]);
    expect(compareExpect({ report: { $excludes: 'draws 2' } }, result)).toEqual([
      'report: expected text without "draws 2", found at character 34: "…d 2\\nKhorne rolls 6, 1.\\nNurgle draws 2 cards."',
    ]);
    expect(compareExpect({ report: { $contains: 'Slaanesh' } }, result)[0]).toMatch(/^report: expected text containing "Slaanesh", got /);
    expect(compareExpect({ report: { $contains: 3 } }, result)).toEqual(['report: text can only contain text, not 3']);
  });

  test('$text looks for a secret anywhere inside a value', () => {
    expect(compareExpect({ secret: { $text: { $contains: '[3,1,2]' } }, hands: { $text: { $excludes: '"d"' } } }, result)).toEqual([]);
    expect(compareExpect({ hands: { $text: { $excludes: '"b"' } } }, result)[0]).toMatch(
      /^hands \(as text\): expected text without "\\"b\\"", found at character/,
    );
  });

  test('a matcher on a value of the wrong kind says so', () => {
    expect(compareExpect({ sizes: { khorne: { $contains: 3 } } }, result)).toEqual(['sizes.khorne: expected an array, object or string to look in, got 3']);
  });
});

describe('$oneOf and $allOf', () => {
  test('$oneOf accepts any candidate (and the older { oneOf } spelling); $allOf needs every one', () => {
    expect(compareExpect({ sizes: { khorne: { $oneOf: [2, 3] } }, secret: { oneOf: [{ pool: [3, 1, 2] }, 1] } }, result)).toEqual([]);
    expect(compareExpect({ sizes: { khorne: { $oneOf: [1, 2] } } }, result)).toEqual(['sizes.khorne: expected one of [1,2], got 3']);
    expect(compareExpect({ hands: { khorne: { $allOf: [{ $length: 3 }, { $contains: 'a' }, { $excludes: 'z' }] } } }, result)).toEqual([]);
    expect(compareExpect({ hands: { khorne: { $allOf: [{ $length: 2 }, { $contains: 'z' }] } } }, result)).toHaveLength(2);
  });

  test('rejected compares as a set', () => {
    expect(compareExpect({ rejected: [{ x: 1 }, { x: 2 }] }, { rejected: [{ x: 2 }, { x: 1 }] })).toEqual([]);
    expect(compareExpect({ rejected: [{ x: 1 }] }, { rejected: [{ x: 2 }] })).toHaveLength(1);
  });
});

describe('validateExpectation', () => {
  test('well-formed matchers have no problem', () => {
    expect(
      validateExpectation({ a: { $absent: true }, b: [{ $length: { $oneOf: [1, 2] } }], c: { $count: 2, $of: { x: { $contains: 'y' } } } }, 'expect'),
    ).toEqual([]);
  });

  test('every malformed matcher by JSON path', () => {
    const problems = validateExpectation(
      {
        a: { $absnt: true },
        b: { $absent: 'yes' },
        c: { $length: -1 },
        d: { $count: 2 },
        e: { $contains: 1, god: 'khorne' },
        f: { $oneOf: [] },
        g: [{ h: { $contains: 'x', $excludes: 'y' } }],
        i: { $allOf: [{ $length: 'three' }] },
      },
      'expect.state',
    );
    expect(problems.map((p) => `${p.path} ${p.code}`)).toEqual([
      'expect.state.a invalid_matcher',
      'expect.state.b invalid_matcher',
      'expect.state.c invalid_matcher',
      'expect.state.d invalid_matcher',
      'expect.state.e invalid_matcher',
      'expect.state.f invalid_matcher',
      'expect.state.g[0].h invalid_matcher',
      'expect.state.i.$allOf[0] invalid_matcher',
    ]);
    expect(problems[0]!.message).toContain('Unknown matcher $absnt');
  });
});
