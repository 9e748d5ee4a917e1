import { useEffect } from 'react';

const PRODUCT = 'Foursight';
const HOME_TITLE = `${PRODUCT}: SWOT analysis for organisations`;
const DEFAULT_DESCRIPTION =
  'Foursight runs SWOT analyses for organisations: anonymous input from your people, statistical and AI insight, goals and reports.';

/** Sets the document title for the screen being shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT}` : HOME_TITLE;
  }, [title]);
}

/**
 * What the page being prerendered asked for (scripts/prerender.mjs reads it).
 * Effects do not run while rendering to a string, so the title and
 * description are also recorded during render, only when there is no document.
 */
export const prerenderedHead: { title: string; description: string } = { title: '', description: '' };

function recordPrerenderedHead(title: string, description: string): void {
  prerenderedHead.title = title ? `${title} | ${PRODUCT}` : HOME_TITLE;
  prerenderedHead.description = description || DEFAULT_DESCRIPTION;
}

/** Title and meta description of a public page, for search results and shared links. */
export function usePageMeta(title: string, description: string): void {
  if (typeof document === 'undefined') recordPrerenderedHead(title, description);
  usePageTitle(title);
  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description || DEFAULT_DESCRIPTION;
  }, [description]);
}
