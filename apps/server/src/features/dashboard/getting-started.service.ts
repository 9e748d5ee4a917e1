import type { GettingStarted } from '@foursight/shared/contract/dashboard';
import type { AppDeps } from '../../app-deps.ts';
import { countPeople } from '../directory/directory.service.ts';
import { hasOwnBranding } from '../settings/settings.service.ts';
import { findSampleSwot } from '../swots/sample-swot.service.ts';
import * as repository from './dashboard.repository.ts';

/**
 * Which of a new company's first steps are done, read from what it has (four small reads, side by side),
 * and its sample SWOT if it opened one. The sample ticks no step: it is not the company's own SWOT.
 */
export async function getGettingStarted(deps: AppDeps, companyId: string): Promise<GettingStarted> {
  const [branding, people, swots, sample] = await Promise.all([
    hasOwnBranding(deps, companyId),
    countPeople(deps, companyId),
    repository.swotProgress(deps.database.db, companyId),
    findSampleSwot(deps, companyId),
  ]);
  return {
    steps: {
      branding,
      directory: people > 0,
      firstSwot: swots.exists,
      linkShared: swots.shared,
      insight: swots.analysed,
    },
    sampleSwotId: sample?.id ?? null,
  };
}
