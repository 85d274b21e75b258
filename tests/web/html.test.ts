import { describe, expect, it } from 'vitest';
import { escapeHtml, html, joinHtml, jsonIsland, raw } from '../../src/engine/core/html.ts';

describe('html template helper', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" & 'single'`, '&quot;quoted&quot; &amp; &#39;single&#39;'],
    ['plain', 'plain'],
  ])('escapes interpolated text %s', (input, expected) => {
    expect(html`<p>${input}</p>`.value).toBe(`<p>${expected}</p>`);
    expect(escapeHtml(input)).toBe(expected);
  });

  it('escapes inside attributes so a value cannot break out', () => {
    expect(html`<input value="${'x" onfocus="evil()'}">`.value).toBe('<input value="x&quot; onfocus=&quot;evil()">');
  });

  it('joins arrays, keeps nested Html and drops null/undefined/false', () => {
    const items = ['<a>', 'b'];
    const out = html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>${null}${undefined}${false}${0}`;
    expect(out.value).toBe('<ul><li>&lt;a&gt;</li><li>b</li></ul>0');
  });

  it('joinHtml: joins with an escaped separator (or markup), dropping null/undefined/false but not empty text', () => {
    expect(joinHtml(['<a>', null, html`<b>x</b>`, undefined, false, '', 0], ' & ').value).toBe('&lt;a&gt; &amp; <b>x</b> &amp;  &amp; 0');
    expect(joinHtml(['a', 'b'], html`<br>`).value).toBe('a<br>b');
    expect(joinHtml([]).value).toBe('');
  });

  it('inserts raw markup only when asked', () => {
    expect(html`${raw('<svg></svg>')}`.value).toBe('<svg></svg>');
  });

  it('JSON islands cannot close their script element', () => {
    const island = jsonIsland('data', { name: '</script><script>alert(1)</script>' }).value;
    expect(island).not.toContain('</script><script>');
    const json = island.slice(island.indexOf('>') + 1, island.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
