import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelled } from '../../src/engine/core/forms.ts';
import { parseSchemaFormFields, schemaFormFields, type Fields } from '../../src/web/forms/index.ts';
import { SKIP_BROWSER, unlabelledControls, useBrowserApp } from './browser-helpers.ts';

/**
 * "Add another" in a list of single values inside a row (a Siege of the Citadel move's path: a5, a6): the row the
 * script adds must get its own name, id and numbered label, or the browser posts two fields of one name and the
 * second step is lost (CI failed on it: "Path 2" never appeared, then the move was read as a5 alone).
 */
const Step = z.object({ figure: z.string(), path: labelled(z.array(z.string()).min(1).max(6), { label: { es: 'Camino', en: 'Path' } }) }).strict();
const Sheet = labelled(z.array(labelled(Step, { label: { es: 'Paso', en: 'Step' } })).max(4), { label: { es: 'Pasos', en: 'Steps' } });

describe.skipIf(SKIP_BROWSER)('browser: rows added by the script in nested lists', () => {
  const app = useBrowserApp();

  it('a single-value row added inside a row is renumbered (name, id, label) and posts its own value', async () => {
    const page = await (await app.browser.newContext()).newPage();
    await page.goto(`${app.base}/?lang=en`); // same origin as the script
    const fields = schemaFormFields({
      schema: Sheet,
      value: [
        { figure: 'max', path: ['a4'] },
        { figure: 'valerie', path: [''] },
      ],
      lang: 'en',
      prefix: 'answer',
    }).toString();
    await page.setContent(`<form id="f">${fields}</form>`);
    await page.addScriptTag({ url: `${app.base}/assets/schema-form.js` });

    const second = page.locator('#answer-1-row');
    await second.getByLabel('Path 1', { exact: true }).fill('a5');
    await second.locator('button.add-row[value="answer.1.path"]').click();
    // The first "Add another" shows the spare row drawn for pages without JavaScript; the next ones copy the last row.
    for (const [n, square] of [
      [2, 'a6'],
      [3, 'a7'],
      [4, 'a8'],
    ] as const) {
      if (!(await second.getByLabel(`Path ${n}`, { exact: true }).isVisible())) await second.locator('button.add-row[value="answer.1.path"]').click();
      await second.getByLabel(`Path ${n}`, { exact: true }).fill(square);
    }
    expect(await unlabelledControls(page)).toEqual([]);
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids.length).toBe(new Set(ids).size); // no id twice

    const posted = await page.evaluate(() => {
      const out: Record<string, string[]> = {};
      for (const [k, v] of new FormData(document.getElementById('f') as HTMLFormElement)) (out[k] ??= []).push(typeof v === 'string' ? v : v.name);
      return out;
    });
    expect(posted['answer.1.path.1']).toEqual(['a6']);
    const parsed = parseSchemaFormFields(Sheet, posted as Fields, 'answer');
    expect(parsed).toEqual({
      ok: true,
      value: [
        { figure: 'max', path: ['a4'] },
        { figure: 'valerie', path: ['a5', 'a6', 'a7', 'a8'] },
      ],
    });
  });
});
