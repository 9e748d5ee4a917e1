import { useCallback, useEffect, useState } from 'react';

/**
 * The Fullscreen API for the live view: whether the browser offers it (an
 * iPhone does not: the button is then not shown), whether the page is
 * fullscreen now (also when left with the browser's own Escape), and a
 * toggle. Escape is handled here too, for a browser that passes it on.
 */
export function useFullscreen() {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));

  useEffect(() => {
    const changed = () => setActive(Boolean(document.fullscreenElement));
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
    document.addEventListener('fullscreenchange', changed);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      document.removeEventListener('keydown', escape);
    };
  }, []);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused (a policy, or not from a user's gesture): the view works the same in a window.
    }
  }, []);

  return { supported, active, toggle };
}
