import { SAMPLE_SWOT } from '@foursight/shared/domain/sample-swot';
import type { AppDeps } from '../../app-deps.ts';
import { readDisplayName } from '../settings/settings.service.ts';
import { findOrganisationFacts } from './themes.repository.ts';

/**
 * The name the analysis must never make a theme of: the organisation the SWOT's answers are about. That is
 * the company's display name (Settings), else its registered name; for the sample SWOT, the fictional
 * company its invented answers were written about (so it reads as the home page's picture of it does).
 */
export async function organisationNameOf(deps: AppDeps, companyId: string, swotId: string): Promise<string> {
  const facts = await findOrganisationFacts(deps.database.db, companyId, swotId);
  if (facts.sample) return SAMPLE_SWOT.organisation;
  return (await readDisplayName(deps, companyId)) || facts.registered;
}
