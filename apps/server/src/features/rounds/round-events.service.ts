import { BALLOTS_EVENT, type BallotsEvent } from '@foursight/shared/contract/rounds';
import type { AppDeps } from '../../app-deps.ts';
import type { ListenFor } from '../../http/event-stream.ts';
import { findCompanySwot } from '../swots/swots.service.ts';

/**
 * What a SWOT's rounds stream hears: `ballots` events of that SWOT's rounds,
 * after checking the SWOT is the caller's company's (404 otherwise, like
 * every read). A count only: blind until close holds on the stream too.
 */
export async function listenForBallots(deps: AppDeps, companyId: string, swotId: string): Promise<ListenFor> {
  await findCompanySwot(deps, companyId, swotId);
  return (send) =>
    deps.live.subscribeBallots((event) => {
      if (event.companyId !== companyId || event.swotId !== swotId) return;
      const data: BallotsEvent = { roundId: event.roundId, ballotCount: event.ballotCount };
      send(BALLOTS_EVENT, data);
    });
}
