import type { SwotCategory } from '@foursight/shared/domain/swots';
import { countOf } from '@foursight/shared/domain/plural';
import { cn } from '@/lib/cn';
import { QUADRANT_HUE } from '@/ui/quadrant-colours';
import type { LiveBoard, LiveQuadrant } from './swot-live-data';

/**
 * A landscape screen less than 1000 px tall (a 1280×800 projector, a
 * 1080p one in a window) shows the top 3 themes of each quadrant, so the
 * four fit without scrolling; a taller one, or a phone (which scrolls), all.
 */
const SHORT_SCREEN_THEMES = 3;
const SHORT_SCREEN_HIDDEN = 'lg:[@media(max-height:999px)]:hidden';

/**
 * Each quadrant's letter on its hue (QUADRANT_HUE, as every screen shows the
 * quadrants): never colour alone. The letter is black on the hue (4.1:1 at
 * worst, on large bold type).
 */
const QUADRANT_LETTER: Record<SwotCategory, string> = {
  strengths: 'S',
  weaknesses: 'W',
  opportunities: 'O',
  threats: 'T',
};

/** The four quadrants of the live view, filling in as the analysis finds themes. */
export function LiveQuadrants({ board }: { board: LiveBoard }) {
  return (
    <div className="grid flex-1 gap-4 md:grid-cols-2 md:grid-rows-2 2xl:gap-5">
      {board.quadrants.map((quadrant) => (
        <Quadrant key={quadrant.key} quadrant={quadrant} state={board.themes} />
      ))}
    </div>
  );
}

function Quadrant({ quadrant, state }: { quadrant: LiveQuadrant; state: LiveBoard['themes'] }) {
  const hue = QUADRANT_HUE[quadrant.key];
  const letter = QUADRANT_LETTER[quadrant.key];
  const headingId = `live-quadrant-${quadrant.key}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`live-quadrant-${quadrant.key}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl border-t-8 bg-[#141d30] p-4 sm:p-5 2xl:px-6"
      style={{ borderTopColor: hue }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl font-bold text-black 2xl:size-14 2xl:text-3xl"
          style={{ background: hue }}
        >
          {letter}
        </span>
        <h2 id={headingId} className="text-2xl font-bold 2xl:text-4xl">
          {quadrant.label}
        </h2>
        {quadrant.answers === null ? null : (
          <span className="ml-auto text-lg tabular-nums text-white/80 2xl:text-2xl">
            {countOf(quadrant.answers, 'answer', 'answers')}
          </span>
        )}
      </div>
      <QuadrantBody quadrant={quadrant} state={state} hue={hue} />
    </section>
  );
}

function QuadrantBody({ quadrant, state, hue }: { quadrant: LiveQuadrant; state: LiveBoard['themes']; hue: string }) {
  if (quadrant.themes.length > 0) {
    return (
      <ol className="grid content-start gap-3" aria-label={`${quadrant.label}: top themes`}>
        {quadrant.themes.map((theme, index) => (
          <li key={theme.label} className={cn('grid gap-1', index >= SHORT_SCREEN_THEMES && SHORT_SCREEN_HIDDEN)}>
            <div className="flex items-baseline justify-between gap-3 text-xl leading-tight 2xl:text-[1.75rem]">
              <span className="min-w-0 break-words font-medium">{theme.label}</span>
              <span className="shrink-0 font-semibold tabular-nums">
                {theme.mentions}
                <span className="sr-only"> {theme.mentions === 1 ? 'answer' : 'answers'}</span>
              </span>
            </div>
            <div aria-hidden="true" className="h-2 rounded-full bg-white/15 2xl:h-2.5">
              <div
                className="h-full rounded-full transition-[width] duration-700 motion-reduce:transition-none"
                style={{ width: `${Math.max(4, theme.share)}%`, background: hue }}
              />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return <p className="text-lg text-white/70 2xl:text-2xl">{emptyMessage(quadrant, state)}</p>;
}

function emptyMessage(quadrant: LiveQuadrant, state: LiveBoard['themes']): string {
  if (state === 'withheld') return 'Themes appear here.';
  if (state === 'finding') return 'Finding themes…';
  if (state === 'error') return 'Themes could not be loaded.';
  return quadrant.answers ? 'No shared theme yet.' : 'Nothing here yet.';
}
