import { ArrowLeft, Maximize, Minimize } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatScheduleDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { LIVE_MIN_RESPONSES, liveBoard, useLiveThemes, type LiveBoard } from './swot-live-data';
import { useFullscreen } from './swot-live-fullscreen';
import { LiveJoinPanel } from './swot-live-join';
import { LiveQuadrants } from './swot-live-quadrants';
import { useSwotDetail, useSwotLiveUpdates } from './use-swots';

/** Light controls on the dark page, with a focus ring that shows on it. */
const CONTROL =
  'border-white/50 bg-transparent text-white hover:bg-white/15 hover:text-white focus-visible:ring-white focus-visible:ring-offset-[#0b1220]';

/** Dark, high-contrast frame of the whole view: no sidebar, nothing but the session. */
function LiveFrame({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-[#0b1220] text-white">{children}</div>;
}

/**
 * The big-screen live view of one SWOT (for a workshop): how to take part,
 * how many have, and the four quadrants filling in with themes as answers
 * arrive. Refreshed by the SWOT's event stream, polling while it is down.
 */
export function SwotLivePage() {
  const { id = '' } = useParams();
  const live = useSwotLiveUpdates(id);
  const detail = useSwotDetail(id, live);
  usePageTitle(detail.data ? `${detail.data.title} (live)` : 'Live view');

  if (detail.isPending) {
    return (
      <LiveFrame>
        <div role="status" className="flex min-h-dvh items-center justify-center text-3xl">
          Loading the live view…
        </div>
      </LiveFrame>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <LiveFrame>
        <main className="mx-auto grid min-h-dvh max-w-xl content-center gap-4 p-6 text-center">
          <h1 className="text-3xl font-bold">
            {notFound ? 'SWOT Analysis Not Found' : 'Could not load the live view'}
          </h1>
          <p className="text-lg text-white/80">
            {notFound ? 'It does not exist in your account.' : 'Check your connection and try again.'}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" className={CONTROL} asChild>
              <Link to="/swot-management">Back to SWOT Management</Link>
            </Button>
            {notFound ? null : (
              <Button variant="outline" className={CONTROL} onClick={() => void detail.refetch()}>
                Try again
              </Button>
            )}
          </div>
        </main>
      </LiveFrame>
    );
  }
  return <LiveSession swot={detail.data} live={live} />;
}

function LiveSession({ swot, live }: { swot: SwotDetail; live: boolean }) {
  const themes = useLiveThemes(swot.id, swot.responseCount, live);
  const board = liveBoard(swot, themes);
  const fullscreen = useFullscreen();

  return (
    <LiveFrame>
      {/* On a wide screen the quadrants take the whole height left: a projector shows one page, never a scroll. */}
      <main className="mx-auto grid max-w-[120rem] gap-4 p-4 sm:p-6 lg:min-h-dvh lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_minmax(0,1fr)] 2xl:grid-cols-[minmax(0,1fr)_28rem] 2xl:gap-5 2xl:px-8 2xl:py-6">
        <header className="flex flex-wrap items-start gap-x-6 gap-y-3 lg:col-span-2">
          <div className="min-w-0 flex-1 basis-64">
            <p className="text-base text-white/80 2xl:text-xl">
              <SessionState swot={swot} live={live} />
            </p>
            <h1 className="break-words text-3xl font-bold leading-tight 2xl:text-5xl">{swot.title}</h1>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" className={CONTROL} asChild>
              <Link to={`/swot/${swot.id}`}>
                <ArrowLeft aria-hidden="true" /> SWOT details
              </Link>
            </Button>
            {fullscreen.supported ? (
              <Button variant="outline" size="sm" className={CONTROL} onClick={() => void fullscreen.toggle()}>
                {fullscreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
                {fullscreen.active ? 'Exit full screen' : 'Full screen'}
              </Button>
            ) : null}
          </div>
        </header>
        <div className="flex min-w-0 flex-col gap-4">
          <BoardStatus swot={swot} board={board} onRetry={() => void themes.refetch()} />
          <LiveQuadrants board={board} />
        </div>
        <LiveJoinPanel swot={swot} />
      </main>
    </LiveFrame>
  );
}

/** Whether answers are taken, and whether they show as they arrive or with the 15-second refresh. */
function SessionState({ swot, live }: { swot: SwotDetail; live: boolean }) {
  if (swot.status === 'completed') return <>Ended: no more answers are taken</>;
  if (swot.status === 'draft') {
    return (
      <>
        Opens {formatScheduleDate(swot.startDate)}, {swot.startTime}
      </>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={
          live ? 'size-3 rounded-full bg-[#34d399] motion-safe:animate-pulse' : 'size-3 rounded-full bg-white/50'
        }
      />
      {live ? 'Live' : 'Refreshes every 15 s'}
    </span>
  );
}

/** One line over the quadrants: what they show now, and why they show nothing yet. */
function BoardStatus({ swot, board, onRetry }: { swot: SwotDetail; board: LiveBoard; onRetry: () => void }) {
  const count = swot.responseCount;
  let text: string;
  if (count === 0) text = 'Waiting for the first answers… scan the code to take part.';
  else if (board.themes === 'withheld')
    text = `${count} ${count === 1 ? 'answer' : 'answers'} in. Themes appear once ${LIVE_MIN_RESPONSES} people have answered, so no one's answer can be picked out.`;
  else if (board.themes === 'finding') text = `Finding themes in ${count} answers…`;
  else if (board.themes === 'error') text = 'Could not load the themes.';
  else if (board.analysed < count) text = `Themes from ${board.analysed} of ${count} answers, updating…`;
  else text = `Themes from all ${count} answers.`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className={count === 0 ? 'text-2xl font-semibold 2xl:text-4xl' : 'text-lg 2xl:text-2xl'}>
        {text}
      </p>
      {board.themes === 'error' ? (
        <Button variant="outline" size="sm" className={CONTROL} onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
