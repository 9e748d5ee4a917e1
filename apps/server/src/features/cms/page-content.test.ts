import { describe, expect, it } from 'vitest';
import { cleanPageContent } from './page-content.ts';

describe('cleanPageContent', () => {
  it('keeps formatting and removes scripts, handlers and javascript: links', () => {
    const clean = cleanPageContent(
      '<h2>Our story</h2><p onclick="steal()">Hello <strong>world</strong></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a><img src="https://cdn.example/a.png" onerror="alert(1)" alt="A">' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
    );
    expect(clean).toBe(
      '<h2>Our story</h2><p>Hello <strong>world</strong></p><a>x</a><img src="https://cdn.example/a.png" alt="A" />',
    );
  });
  it('turns plain text into paragraphs, escaped', () => {
    expect(cleanPageContent('First line\nsecond\n\nFish & chips for < 5 rupees')).toBe(
      '<p>First line<br />second</p><p>Fish &amp; chips for &lt; 5 rupees</p>',
    );
  });
  it('protects the opener of links that open a new tab', () => {
    expect(cleanPageContent('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
