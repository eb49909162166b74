import sanitizeHtml from 'sanitize-html';

/** Links may leave for the web or open a mail client; nothing else (no javascript:, data:, vbscript:…). */
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
/** Images come from the web (http/https) or from this server's uploads. */
const SAFE_SRC = /^(https?:\/\/[^\s]+|\/uploads\/[A-Za-z0-9._-]+)$/i;

/**
 * The only markup a notice keeps. Everything else is dropped: scripts and their text, event handlers,
 * iframes, SVG, forms, `style` except a plain colour on `span` and an alignment on blocks.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4'].concat([
    'blockquote',
    'img',
    'span',
  ]),
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    span: ['style'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  // Style values are parsed and matched whole: a colour or an alignment, never url(), expression()…
  allowedStyles: {
    span: {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*(,\s*\d{1,3}\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\)$/i],
    },
    '*': { 'text-align': [/^(left|right|center|justify)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Drop these with everything inside them (not just the tags).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'xmp',
    'title',
  ].concat(['noembed', 'noframes', 'object', 'svg', 'math']),
  transformTags: {
    b: 'strong',
    i: 'em',
    // Editors often wrap lines in div; they read as paragraphs.
    div: 'p',
    strike: 's',
    del: 's',
    // Our own allow-list on top of sanitize-html's scheme check; links always open outside the app.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      const safe: sanitizeHtml.Attributes = { href, target: '_blank', rel: 'noopener noreferrer' };
      return { tagName, attribs: SAFE_HREF.test(href) ? safe : {} };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = (attribs.src ?? '').trim();
      const safe: sanitizeHtml.Attributes = { src, alt: attribs.alt ?? '' };
      return { tagName, attribs: SAFE_SRC.test(src) ? safe : {} };
    },
  },
  // An image without a usable source is nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Notice HTML reduced to the allow-list above. Used on every write and again on every read. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Block ends become spaces, so paragraphs do not run together in the plain text. */
const BLOCK_END = /<\/(p|h[1-4]|li|blockquote)>|<br\s*\/?>/gi;

/** Plain text of (sanitised) notice HTML, whitespace collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (m) => `${m} `),
    {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: OPTIONS.nonTextTags,
    },
  );
  // sanitize-html re-escapes text with exactly these entities; &amp; last, so "&amp;lt;" stays "&lt;".
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of the plain text, with an ellipsis when cut. */
export function summaryOf(html: string, max = 80): string {
  const chars = [...plainText(html)];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Whether sanitised HTML shows anything: text or an image. */
export function hasContent(html: string): boolean {
  return plainText(html) !== '' || /<img\s/i.test(html);
}
