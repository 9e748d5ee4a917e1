import sanitizeHtml from 'sanitize-html';

/**
 * What a CMS page may contain: text formatting, headings, lists, tables,
 * links and images over http(s). No script, style, iframe, form, event
 * handler or inline style: the page is shown inside our site, and its look
 * comes from the site's own CSS (and the admin's custom CSS).
 */
const PAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'article',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
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
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'td',
    'th',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Sanitised page HTML. Plain text (no tags) becomes paragraphs, so either form reads well. */
export function cleanPageContent(content: string): string {
  // A tag's start with a ">" somewhere after it; found with two scans, as one pattern ("<x" then
  // anything then ">") is tried again from every "<" and took seconds on hostile text.
  const opening = content.search(/<[a-z]/i);
  const looksLikeHtml = opening >= 0 && content.includes('>', opening + 2);
  const html = looksLikeHtml
    ? content
    : content
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(html, PAGE_HTML).trim();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
