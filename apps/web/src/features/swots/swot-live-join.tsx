import type { SwotDetail } from '@foursight/shared/contract/swots';
import { participationUrl } from '@/lib/format';
import { useParticipationQr } from './swot-live-data';

/**
 * How the room takes part, and how many have: the response count, the shared
 * link's QR code and the link itself, on white (a QR code needs a light
 * background to scan). With the shared link off, or the SWOT over, no code.
 */
export function LiveJoinPanel({ swot }: { swot: SwotDetail }) {
  const open = swot.status !== 'completed';
  const joinable = open && swot.sharedLinkEnabled;
  const qr = useParticipationQr(swot.id, joinable);
  const link = qr.data?.link ?? participationUrl(swot.uniqueToken);
  // The scheme is noise to someone typing the link from the wall.
  const shown = link.replace(/^https?:\/\//, '');

  return (
    <aside
      aria-label="Take part"
      className="grid min-w-0 content-start gap-4 self-start rounded-xl bg-white p-4 text-[#0b1220] sm:p-6"
    >
      <p aria-live="polite" aria-atomic="true" className="grid gap-1" data-testid="live-response-count">
        <span className="text-6xl font-bold leading-none tabular-nums 2xl:text-8xl">{swot.responseCount}</span>
        <span className="text-xl 2xl:text-2xl">
          {swot.responseCount === 1 ? 'response' : 'responses'}
          {swot.invitedCount > 0 ? ` of ${swot.invitedCount} invited` : ''}
        </span>
      </p>
      {joinable ? (
        <>
          <h2 className="text-xl font-semibold 2xl:text-3xl">Scan to take part</h2>
          {qr.data ? (
            <img
              src={qr.data.qrCode}
              alt={`QR code of the link ${shown}`}
              className="aspect-square w-full max-w-[20rem] justify-self-center 2xl:max-w-[24rem]"
            />
          ) : qr.isError ? null : (
            <div
              role="status"
              aria-label="Drawing the QR code"
              className="aspect-square w-full max-w-[20rem] animate-pulse justify-self-center rounded-md bg-gray-200 motion-reduce:animate-none 2xl:max-w-[24rem]"
            />
          )}
          <p className="break-all font-mono text-lg font-semibold 2xl:text-2xl">{shown}</p>
        </>
      ) : (
        <p className="text-xl 2xl:text-2xl">
          {open
            ? 'Answer through the personal link in your invitation e-mail.'
            : 'This SWOT analysis has ended: no more answers are taken.'}
        </p>
      )}
    </aside>
  );
}
