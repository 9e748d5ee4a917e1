import { useEffect } from 'react';

const PRODUCT = 'Foursight';

/** Sets the document title for the screen being shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT}` : PRODUCT;
  }, [title]);
}
