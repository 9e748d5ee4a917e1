import type { GettingStarted } from '@foursight/shared/contract/dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { countPeople } from '../directory/directory.service.ts';
import { hasOwnBranding } from '../settings/settings.service.ts';
import * as repository from './dashboard.repository.ts';

/** Which of a new company's first steps are done, read from what it has (three small reads, side by side). */
export async function getGettingStarted(deps: AppDeps, companyId: string): Promise<GettingStarted> {
  const [branding, people, swots] = await Promise.all([
    hasOwnBranding(deps, companyId),
    countPeople(deps, companyId),
    repository.swotProgress(deps.database.db, companyId),
  ]);
  return {
    steps: {
      branding,
      directory: people > 0,
      firstSwot: swots.exists,
      linkShared: swots.shared,
      insight: swots.analysed,
    },
  };
}
