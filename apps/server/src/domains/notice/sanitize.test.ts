import { describe, expect, it } from 'vitest';
import { hasContent, plainText, sanitizeNoticeHtml, summaryOf } from './sanitize.ts';

const clean = sanitizeNoticeHtml;

/** Nothing that runs script may survive, in any spelling. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<math|<object|<embed|<style|<form/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript|vbscript|data:/i);
  expect(html).not.toMatch(/url\(|expression\(/i);
}

describe('sanitizeNoticeHtml', () => {
  it.each([
    ['script tag and its text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['script in upper case', '<p>Hi</p><SCRIPT SRC="https://evil/x.js"></SCRIPT>', '<p>Hi</p>'],
    [
      'onerror on an image',
      '<img src="https://img.example/a.png" onerror="alert(1)">',
      'https://img.example/a.png',
    ],
    ['onclick on a paragraph', '<p onclick="alert(1)">tap</p>', '<p>tap</p>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['JAVASCRIPT: link', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded jav&#x61;script: link', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    [
      'decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['leading spaces and control characters', '<a href=" \u0001javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'vbscript: and data: links',
      '<a href="vbscript:x">a</a><a href="data:text/html,<script>1</script>">b</a>',
      '<a>a</a><a>b</a>',
    ],
    ['protocol-relative link', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['iframe', '<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
    ['iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>b</p>', '<p>b</p>'],
    ['svg with script inside', '<svg><script>alert(1)</script></svg>', ''],
    ['style with url(javascript:)', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    [
      'a colour next to url(javascript:)',
      '<span style="color:#ff0000;background:url(javascript:alert(1))">x</span>',
      '<span style="color:#ff0000">x</span>',
    ],
    ['style expression()', '<span style="color:expression(alert(1))">x</span>', '<span>x</span>'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['javascript: image', '<img src="javascript:alert(1)">', ''],
    ['form and input', '<form action="javascript:alert(1)"><input value="x"></form>', ''],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['math with xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['base href', '<base href="javascript:alert(1)//">', ''],
    ['unclosed attribute trick', '<p title="</p><script>alert(1)</script>">x</p>', '<p>x</p>'],
    ['comment with script', '<!--<script>alert(1)</script>--><p>x</p>', '<p>x</p>'],
  ])('%s is removed', (_name, input, expected) => {
    const out = clean(input);
    expectInert(out);
    expect(out).toContain(expected);
  });

  it('keeps harmless markup', () => {
    const html =
      '<h1>T1</h1><h2>T2</h2><h3>T3</h3><h4>T4</h4><p>a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br />f</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('keeps http, https and mailto links, opening outside the app', () => {
    expect(clean('<a href="https://mcc.example/a?b=1&amp;c=2" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://mcc.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="http://mcc.example">x</a>')).toContain('href="http://mcc.example"');
    expect(clean('<a href="mailto:help@mcc.example">x</a>')).toContain('href="mailto:help@mcc.example"');
  });

  it('keeps images from the web and from our uploads, with their alt text only', () => {
    const upload = `/uploads/${'a'.repeat(64)}.png`;
    expect(clean(`<img src="${upload}" alt="chart" width="9999" class="x">`)).toBe(
      `<img src="${upload}" alt="chart" />`,
    );
    expect(clean('<img src="https://img.example/a.png">')).toBe(
      '<img src="https://img.example/a.png" alt="" />',
    );
    expect(clean('<img src="/etc/passwd">')).toBe('');
  });

  it('keeps a plain colour on span and an alignment on blocks, nothing else', () => {
    expect(clean('<span style="color: rgb(255, 0, 0)">r</span>')).toBe(
      '<span style="color:rgb(255, 0, 0)">r</span>',
    );
    expect(clean('<p style="text-align:center;position:fixed">c</p>')).toBe(
      '<p style="text-align:center">c</p>',
    );
    expect(clean('<span style="font-size:99px">x</span>')).toBe('<span>x</span>');
  });

  it('maps editor tags to ours and unwraps unknown ones', () => {
    expect(clean('<b>b</b><i>i</i><div>d</div><font color="red">f</font>')).toBe(
      '<strong>b</strong><em>i</em><p>d</p>f',
    );
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = clean(
      '<p onclick="x">a <a href="https://x.example">l</a><img src="https://i.example/a.png"></p>',
    );
    expect(clean(once)).toBe(once);
  });
});

describe('plain text and summary', () => {
  it('drops markup, keeps the text (entities decoded) and separates blocks', () => {
    expect(plainText('<h3>Title</h3><p>a &lt;b&gt; &amp;lt;</p><ul><li>x</li><li>y</li></ul>')).toBe(
      'Title a <b> &lt; x y',
    );
  });

  it('cuts at 80 characters with an ellipsis', () => {
    expect(summaryOf(`<p>${'长'.repeat(100)}</p>`)).toBe(`${'长'.repeat(80)}…`);
    expect(summaryOf('<p>short</p>')).toBe('short');
  });

  it('knows when nothing is left to show', () => {
    expect(hasContent(clean('<script>alert(1)</script>'))).toBe(false);
    expect(hasContent(clean('<p> </p>'))).toBe(false);
    expect(hasContent(clean('<img src="https://i.example/a.png">'))).toBe(true);
  });
});
