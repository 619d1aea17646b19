import { describe, expect, it } from 'vitest';
import { html, raw } from './html.ts';

describe('the html template', () => {
  it('escapes every interpolated string, including quotes that would end an attribute', () => {
    const name = `<script>alert("x")</script>' onfocus='x`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onfocus=&#39;x">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onfocus=&#39;x</p>',
    );
  });

  it('nests templates without escaping them twice and joins arrays', () => {
    const items = ['a&b', 'c'].map((s) => html`<li>${s}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&amp;b</li><li>c</li></ul>');
  });

  it('renders nothing for false, null and undefined, and numbers as text', () => {
    expect(html`${false}${null}${undefined}${0}${raw('<br>')}`.value).toBe('0<br>');
  });
});
