import sanitizeHtml from 'sanitize-html';

/**
 * What an e-mail body may contain: the formatting e-mail clients render,
 * links and images over http(s) and mailto, and a short list of inline
 * styles. Scripts, event handlers, forms, iframes and javascript: URLs go.
 */
const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'caption',
    'center',
  ],
  allowedAttributes: {
    '*': ['style', 'align', 'title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
    th: ['colspan', 'rowspan', 'width', 'valign', 'bgcolor'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'role', 'bgcolor'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|%)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      padding: [/^[\d\s.pxem%]+$/],
      margin: [/^[\d\s.pxem%auto]+$/],
      'border-radius': [/^[\d\s.pxem%]+$/],
      border: [/^[\w\s#.()%,-]+$/],
      'line-height': [/^[\d.]+(px|em|%)?$/],
      width: [/^\d+(px|%)$/],
      display: [/^(block|inline-block|inline)$/],
    },
  },
  // Links open outside the mail client's frame and do not leak the opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { rel: 'noopener noreferrer' } : {}) },
    }),
  },
};

export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, EMAIL_HTML);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A readable plain-text part from an HTML body: paragraphs and line breaks kept, links shown. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_match, href: string, label: string) =>
      label.trim() === href ? href : `${label} (${href})`,
    );
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
