import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import { SWOT_AREAS, type SwotCategory } from '@foursight/shared/domain/swots';
import { describeError } from '@/lib/api-client';
import { countResponses, useThemeCorrections, type ThemeCorrection } from './use-themes';

/** The parts of a theme that have a DOM id: focus is sent back to them after a correction. */
export type ThemePart = 'title' | 'statements' | 'list' | 'rename' | 'hide';

/** What a correction says when it has landed, and where focus goes then (a DOM id, or null to leave it). */
export interface CorrectionDone {
  message: string;
  focus: string | null;
}

/** What every control of the editor needs to correct themes. */
export interface Corrections {
  /** A correction is on its way: no other may start (each answers the whole list). */
  busy: boolean;
  /** Which control sent it ('merge', 'rename:<themeId>', ...), for its loading state. */
  pending: string | null;
  /** Sends one; resolves to null when it landed, or to the server's words when it did not. */
  run: (
    control: string,
    correction: ThemeCorrection,
    /** Given the corrected list and the one before it. */
    done: (themes: readonly ThemeRecord[], before: readonly ThemeRecord[]) => CorrectionDone,
  ) => Promise<string | null>;
  /** The DOM id of a part of a theme, to point labels at it and to send focus to it. */
  domId: (themeId: string, part: ThemePart) => string;
  /** Sends focus to a DOM id once the page shows the corrected list. */
  focusLater: (id: string) => void;
}

/**
 * One correction at a time, each announced in the editor's live region, with
 * focus sent where the result is (the merged theme, the renamed one) once the
 * corrected list is on the page.
 */
export function useCorrections(swotId: string, themes: readonly ThemeRecord[]): Corrections & { announcement: string } {
  const { mutateAsync } = useThemeCorrections(swotId);
  const prefix = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusTarget = useRef<string | null>(null);
  const current = useRef(themes);
  useEffect(() => {
    current.current = themes;
  }, [themes]);

  // The element asked for may only be on the page after the next render (of this list or of one theme).
  const focusPending = useCallback(() => {
    const id = focusTarget.current;
    const element = id ? document.getElementById(id) : null;
    if (!element) return;
    focusTarget.current = null;
    element.focus();
  }, []);
  useEffect(focusPending);

  const focusLater = useCallback(
    (id: string) => {
      focusTarget.current = id;
      focusPending();
      if (focusTarget.current) setTimeout(focusPending, 0);
    },
    [focusPending],
  );

  const domId = useCallback((themeId: string, part: ThemePart) => `${prefix}-${themeId}-${part}`, [prefix]);

  const run = useCallback<Corrections['run']>(
    async (control, correction, done) => {
      setPending(control);
      setAnnouncement('');
      const before = current.current;
      try {
        const answer = await mutateAsync(correction);
        const result = done(answer.themes, before);
        setAnnouncement(result.message);
        if (result.focus) focusTarget.current = result.focus;
        return null;
      } catch (error) {
        return describeError(error, 'The correction could not be saved. Check your connection and try again.');
      } finally {
        setPending(null);
      }
    },
    [mutateAsync],
  );

  return { busy: pending !== null, pending, run, domId, focusLater, announcement };
}

export const quoted = (text: string) => `“${text}”`;

/** A statement cut short enough to name a control by. */
export function shortened(text: string, max = 60): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export const quadrantLabel = (quadrant: SwotCategory) => SWOT_AREAS[quadrant].label;

/** Largest first (distinct answers, then statements); the server's order otherwise. */
export function byRank(themes: readonly ThemeRecord[]): ThemeRecord[] {
  return [...themes].sort((a, b) => countResponses(b) - countResponses(a) || b.statements.length - a.statements.length);
}
