import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { benchPostings } from '../../../bench/catalogue-postings.ts';
import { htmlToText, sanitizeDescription } from '../../../tests/helpers/reference-sanitizer.ts';
import { generateDemoCorpus } from '../demo-corpus/generate-demo-postings.ts';
import { isSafeHref, normalizeDescription } from './normalize-html.ts';

const attacks = [
  '<script>alert(1)</script><p>after</p>',
  '<img src=x onerror=alert(1)><p onclick="x()">text</p>',
  '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>',
  '<a href="java\tscript:alert(1)">tab</a><a href=" javascript:alert(1)">space</a>',
  '<a href="javascript&#58;alert(1)">entity</a><a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a><a href="vbscript:msgbox(1)">v</a>',
  '<a href="java<!-- -->script:alert(1)">comment</a>',
  '<svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea></textarea><img src=x onerror=alert(1)></textarea>',
  '<iframe src="javascript:alert(1)"><script>alert(1)</script></iframe>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))" class="x" id="y">styled</p>',
  '<div><<script>script>alert(1)</</script>script></div>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<a href="https://x.test" onmouseover="alert(1)" target="_self">ok</a>',
  '<![CDATA[<script>alert(1)</script>]]><!-- <script>alert(1)</script> -->',
  '<object data="x"></object><embed src="x"><form action="x"><input value="x"></form>',
  '<p>unclosed <b>bold <i>italic',
  '</p></br></div><li>stray',
];

/** Every tag of `html` is allowed, and only a link carries attributes: a safe href, rel, target. */
function assertSafe(html: string) {
  const allowed = new Set(
    'p br ul ol li strong b em i u h1 h2 h3 h4 h5 h6 blockquote a div span table thead tbody tr th td hr pre code'.split(
      ' ',
    ),
  );
  const parser = new Parser({
    onopentag(name, attributes) {
      expect(allowed.has(name), name).toBe(true);
      const names = Object.keys(attributes);
      if (name !== 'a') expect(names).toEqual([]);
      else {
        expect(names.filter((n) => n !== 'href')).toEqual(['rel', 'target']);
        if (attributes.href !== undefined) expect(isSafeHref(attributes.href)).toBe(true);
      }
    },
  });
  parser.end(html);
  expect(html).not.toMatch(/javascript:|<script|onerror|onclick/i);
}

describe('normalizeDescription', () => {
  it.each(attacks)('writes only allowed markup for %s', (raw) => {
    const { html } = normalizeDescription(raw);
    assertSafe(html);
    // Stable: its own output comes back unchanged.
    expect(normalizeDescription(html).html).toBe(html);
  });

  it('keeps text that looks like markup as text', () => {
    const { html, text } = normalizeDescription('&lt;script&gt;alert(1)&lt;/script&gt; R&amp;D');
    expect(html).toBe('&lt;script&gt;alert(1)&lt;/script&gt; R&amp;D');
    expect(text).toBe('<script>alert(1)</script> R&D');
  });

  it('keeps safe links with rel and target, and link text without an unsafe href', () => {
    expect(normalizeDescription('<a href="https://x.test/a?b=1&amp;c=2">apply</a>').html).toBe(
      '<a href="https://x.test/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">apply</a>',
    );
    expect(normalizeDescription('<a href="javascript:x()">apply</a>').html).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">apply</a>',
    );
  });

  it('derives plain text: lines at block ends, bullets, entities decoded, spaces tidied', () => {
    const { text } = normalizeDescription(
      '<h2>Role</h2><p>R&amp;D &lt;team&gt; &#8211; caf&eacute;&nbsp;&nbsp;x</p><ul><li>BLS</li><li>ACLS</li></ul>line<br>next<script>var x</script>',
    );
    expect(text).toBe('Role\nR&D <team> – café x\n• BLS\n• ACLS\nline\nnext');
  });

  it('gives what sanitize-html and the old regex text pass gave on realistic descriptions', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const descriptions = [
      ...generateDemoCorpus({ now, size: 342 }).postings.map((p) => p.descriptionHtml),
      ...[...benchPostings(400)].map((p) => p.descriptionHtml),
      '<div class="content"><p><strong>About us</strong></p>\n<p>We&#39;re hiring &amp; growing.</p><ul>\n<li>5+ years</li>\n</ul></div>',
      '<p>Apply at <a href="https://jobs.example.com/1" target="_blank">our site</a> or <a href="mailto:hr@example.com">email</a>.</p>',
      '<table><tbody><tr><td>Pay</td><td>$25/hr</td></tr></tbody></table><hr><pre>code  block</pre>',
    ];
    for (const raw of descriptions) {
      // The one difference: a link's attributes always come as href, rel, target.
      const expectedHtml = sanitizeDescription(raw).replace(
        / target="_blank" rel="noopener noreferrer nofollow"/g,
        ' rel="noopener noreferrer nofollow" target="_blank"',
      );
      const result = normalizeDescription(raw);
      expect(result.html).toBe(expectedHtml);
      expect(result.text).toBe(htmlToText(expectedHtml));
    }
  });
});
