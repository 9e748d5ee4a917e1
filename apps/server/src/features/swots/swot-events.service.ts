import { RESPONSES_EVENT, type ResponsesEvent } from '@foursight/shared/contract/swots';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { ListenFor } from '../../http/event-stream.ts';
import type { UserSession } from '../../http/session.ts';
import * as repository from './swots.repository.ts';

const NOT_FOUND = 'That SWOT analysis does not exist in your account.';

/**
 * What an event stream of the caller's company hears: `responses` events of
 * its own SWOTs only (of one SWOT when swotId is given). The company comes
 * from the session; another company's events never pass the filter.
 */
export function listenForResponses(deps: AppDeps, companyId: string, swotId?: string): ListenFor {
  return (send) =>
    deps.live.subscribe((event) => {
      if (event.companyId !== companyId || (swotId !== undefined && event.swotId !== swotId)) return;
      const data: ResponsesEvent = { swotId: event.swotId, responseCount: event.responseCount };
      send(RESPONSES_EVENT, data);
    });
}

/** One SWOT's events, after checking the SWOT is the caller's company's (404 otherwise, like every read). */
export async function listenForSwotResponses(deps: AppDeps, session: UserSession, swotId: string): Promise<ListenFor> {
  if (!(await repository.findSwot(deps.database.db, session.companyId, swotId))) {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  }
  return listenForResponses(deps, session.companyId, swotId);
}
