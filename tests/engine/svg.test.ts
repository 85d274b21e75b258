import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { highlightRing, legendRow, svgAttrs, svgDocument, svgElement, svgText, svgTitle } from '../../src/engine/core/svg.ts';

const EVIL = `<b>"x" & 'y'</b>\u0001`;
const ESCAPED = '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;';

describe('SVG kit', () => {
  test('attributes in the order given, escaped, absent when null, undefined or false', () => {
    expect(svgAttrs({ class: 'a b', x: 1.5, y: 0, label: EVIL, gone: null, none: undefined, off: false })).toBe(
      ` class="a b" x="1.5" y="0" label="${ESCAPED}"`,
    );
  });

  test('elements: self-closing without content; text and titles escaped; the halo after the style', () => {
    expect(svgElement('rect', { x: 1, fill: '#fff' })).toBe('<rect x="1" fill="#fff"/>');
    expect(svgElement('g', { class: 'k' }, svgTitle(EVIL))).toBe(`<g class="k"><title>${ESCAPED}</title></g>`);
    expect(svgText(EVIL, { x: 2, y: 3, fill: '#000' })).toBe(`<text x="2" y="3" fill="#000">${ESCAPED}</text>`);
    expect(svgText('a', { x: 2 }, { halo: true })).toBe('<text x="2" stroke="#FFFFFF" stroke-width="3" stroke-linejoin="round" paint-order="stroke">a</text>');
  });

  test('a legend row is its swatch, then its label', () => {
    expect(legendRow('<rect/>', 'A & B', { x: 20, y: 10 })).toBe('<rect/>\n<text x="20" y="10">A &amp; B</text>');
  });

  test('highlight rings: mine solid on a tint, target dashed', () => {
    expect(highlightRing('mine', 5, 6, 9, { class: 'mine' })).toBe(
      '<circle class="mine" cx="5" cy="6" r="9" fill="#1846C8" fill-opacity="0.18" stroke="#1846C8" stroke-width="3"/>',
    );
    expect(highlightRing('target', 5, 6, 9)).toBe('<circle cx="5" cy="6" r="9" fill="none" stroke="#1846C8" stroke-width="2.5" stroke-dasharray="5 3"/>');
  });

  test('the document: size, viewBox, accessible name, title, desc and background, one element a line, valid XML', () => {
    const svg = svgDocument({ width: 40, height: 30, title: EVIL, desc: 'D', font: "Georgia, 'Times'", background: '#eee' }, ['<circle r="1"/>']);
    expect(svg.split('\n')).toEqual([
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30" font-family="Georgia, &#39;Times&#39;" role="img" aria-label="${ESCAPED}">`,
      `<title>${ESCAPED}</title>`,
      '<desc>D</desc>',
      '<rect x="0" y="0" width="40" height="30" fill="#eee"/>',
      '<circle r="1"/>',
      '</svg>',
      '',
    ]);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svgDocument({ width: 1, height: 1, title: 't', label: 'L', font: 'f', background: '#fff' }, [])).toContain('aria-label="L"');
  });
});
