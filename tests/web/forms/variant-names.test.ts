import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { labelled } from '../../../src/engine/core/forms.ts';
import { parseSchemaFormFields, schemaFormFields } from '../../../src/web/forms/index.ts';

/**
 * The page names of a union's fields (issue 37): Siege of the Citadel's optional card became a union (play or
 * decline) and its hidden `kind` turned into `answer.__v0.kind`, twice, so pages and tests reading `answer.kind`
 * took the request for "not asked". A hidden value every variant carries alike is one field at the union's own
 * path; a variant's own fields are named by its kind, not by its place in the union.
 */
const kind = labelled(z.string().max(40).default('play-card'), { widget: 'hidden' });
const play = z.object({ kind, choice: z.literal('play'), card: z.string(), effect: z.number().int() });
const decline = z.object({ kind, choice: z.literal('decline') });

const names = (html: string) => [...html.matchAll(/name="([^"]+)"/g)].map((m) => m[1]!).filter((name) => !name.endsWith('__json') && !name.endsWith('__raw'));
const draw = (schema: z.ZodType, value?: unknown) => schemaFormFields({ schema, value, lang: 'en', prefix: 'answer' }).toString();

describe('field names of a union of objects', () => {
  test("a hidden field every variant carries alike is drawn once, at the union's path: answer.kind", () => {
    const html = draw(z.discriminatedUnion('choice', [play, decline]));
    expect(html.match(/<input type="hidden" name="answer\.kind" value="play-card">/g)).toHaveLength(1);
    expect(names(html)).toEqual(['answer.kind', 'answer.__variant', 'answer.__play.card', 'answer.__play.effect']);
  });

  test('the same names whatever the order of the variants (a variant added in front renames nothing)', () => {
    const other = z.object({ kind, choice: z.literal('later') });
    expect(names(draw(z.discriminatedUnion('choice', [other, decline, play])))).toEqual([
      'answer.kind',
      'answer.__variant',
      'answer.__play.card',
      'answer.__play.effect',
    ]);
  });

  test('posted under these names, the answer is read back whole (kind included)', () => {
    const schema = z.discriminatedUnion('choice', [play, decline]);
    const posted = { 'answer.kind': 'play-card', 'answer.__variant': 'play', 'answer.__play.card': 'dc-1', 'answer.__play.effect': '2' };
    expect(parseSchemaFormFields(schema, posted, 'answer')).toEqual({ ok: true, value: { kind: 'play-card', choice: 'play', card: 'dc-1', effect: 2 } });
    expect(parseSchemaFormFields(schema, { 'answer.kind': 'play-card', 'answer.__variant': 'decline' }, 'answer')).toEqual({
      ok: true,
      value: { kind: 'play-card', choice: 'decline' },
    });
  });

  test('visible fields of the same key stay each in its variant (their choices and labels may differ)', () => {
    const orders = z.array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('invade'), planet: z.string(), note: z.string().optional() }),
        z.object({ type: z.literal('defend'), planet: z.string(), note: z.string().optional() }),
      ]),
    );
    const html = draw(orders, [{ type: 'defend', planet: 'vraks' }]);
    expect(html).toContain('name="answer.0.__invade.planet"');
    expect(html).toContain('name="answer.0.__defend.planet" value="vraks"');
    expect(html).not.toContain('name="answer.0.planet"');
    expect(parseSchemaFormFields(orders, { 'answer.0.__variant': 'defend', 'answer.0.__defend.planet': 'cadia' }, 'answer')).toEqual({
      ok: true,
      value: [{ type: 'defend', planet: 'cadia' }],
    });
  });
});
