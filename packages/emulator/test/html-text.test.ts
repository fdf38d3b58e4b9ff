import { beforeAll, describe, expect, it } from 'vitest';
import { htmlToText, loadHtmlParser } from '../src/shared/search/html-text.ts';

// HTML is read with htmlparser2, loaded on first use.
beforeAll(() => loadHtmlParser());

describe('htmlToText: HTML as the text a reader sees', () => {
  it('decodes every character reference the HTML standard decodes: named, numeric, legacy without `;`', () => {
    const cases: [string, string][] = [
      ['<p>Espa&ntilde;a, Bogot&aacute;, S&atilde;o Paulo</p>', 'España, Bogotá, São Paulo'],
      ['<p>45.000&nbsp;&euro; &ndash; 55.000&nbsp;&euro;</p>', '45.000 € – 55.000 €'],
      ['<p>we&rsquo;re &ldquo;remote&rdquo; &hellip;</p>', 'we’re “remote” …'],
      ['<p>&#241; &#xF1; &#XF1; &#x1F642;</p>', 'ñ ñ ñ 🙂'],
      // The standard's replacements: Windows-1252 for 128-159, U+FFFD for 0, surrogates and beyond U+10FFFF.
      ['<p>&#128; &#150; &#0; &#xD800; &#x110000;</p>', '€ – \uFFFD \uFFFD \uFFFD'],
      // Legacy references without a semicolon, as browsers read them in text.
      ['<p>R&amp D, &copy 2026, &lt;b&gt, &AMP;</p>', 'R& D, © 2026, <b>, &'],
      ['<p>&notit; &notin; &ampx</p>', '¬it; ∉ &x'],
      // Not references: kept as written.
      ['<p>AT&T &unknown; & co &#; &#x;</p>', 'AT&T &unknown; & co &#; &#x;'],
      ['<p>&amp;lt; is how you write &lt;</p>', '&lt; is how you write <'],
    ];
    for (const [html, text] of cases) expect(htmlToText(html), html).toBe(text);
  });

  it('keeps blocks apart: paragraphs and headings by a blank line, lines by <br>, <div>, list items and rows', () => {
    const html =
      '<h3>About the role</h3><p>Nurse in Porto,<br>night shifts.</p><div>Team of 12</div><div>Hybrid</div>' +
      '<h3>What we offer</h3><ul><li>Pay</li><li>Training<ul><li>online</li><li>on site</li></ul></li></ul>' +
      '<ol start="3"><li>three</li><li>four</li></ol><table><tr><th>Salary</th><td>45.000 &euro;</td></tr><tr><td>Hours</td><td>40</td></tr></table>' +
      '<p>Apply <a href="https://example.com/apply">here</a>.</p><hr><pre>  keep\n   this</pre>';
    expect(htmlToText(html)).toBe(
      [
        'About the role',
        '',
        'Nurse in Porto,',
        'night shifts.',
        '',
        'Team of 12',
        'Hybrid',
        '',
        'What we offer',
        '',
        '• Pay',
        '• Training',
        '  • online',
        '  • on site',
        '',
        '3. three',
        '4. four',
        '',
        'Salary | 45.000 €',
        'Hours | 40',
        '',
        'Apply here.',
        '',
        '  keep',
        '   this',
      ].join('\n'),
    );
  });

  it('drops scripts, styles, comments, templates, media and form options; links keep their text only', () => {
    const html =
      '<head><title>Job</title><style>p{color:red}</style></head><!-- ana@example.com --><p>Visible</p>' +
      '<script>var mail = "ana@example.com"; if (a < b) {}</script><noscript>Enable JS</noscript>' +
      '<template><p>hidden</p></template><svg><text>chart</text></svg><video>fallback</video>' +
      '<select><option>One</option></select><textarea>typed</textarea><img alt="logo" src="x.png">' +
      '<p><a href="mailto:ana@example.com">Write to us</a></p><![CDATA[ raw ]]>';
    expect(htmlToText(html)).toBe('Visible\n\nWrite to us');
  });

  it('tidies white space: runs collapse to one space, no trailing spaces, at most one blank line, none at the ends', () => {
    expect(htmlToText('\n  <p>  one \t two\n three  </p>\n\n<p></p><p> </p><br><br><br><p>four</p>  ')).toBe(
      'one two three\n\nfour',
    );
    expect(htmlToText('<p>a<b>b</b>c <i>d</i> e</p>')).toBe('abc d e');
    // Implied end tags, as browsers close them.
    expect(htmlToText('<p>one<p>two<ul><li>x<li>y</ul>')).toBe('one\n\ntwo\n\n• x\n• y');
  });

  it('a text without any tag is plain text: references decoded, its own line breaks kept', () => {
    expect(htmlToText('Line one &amp; more\r\n\r\n\r\n  Line   two  \nthree')).toBe(
      'Line one & more\n\nLine two\nthree',
    );
    expect(htmlToText('salary <50k, 3 < 5')).toBe('salary <50k, 3 < 5');
  });

  it('takes time in proportion to the text (50,000 characters of nested markup in well under a second)', () => {
    const html = '<div><ul><li><p>word &amp; word</p></li></ul></div>'.repeat(1000);
    const started = performance.now();
    const text = htmlToText(html);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(text.split('\n').filter((line) => line === '• word & word')).toHaveLength(1000);
  });
});
