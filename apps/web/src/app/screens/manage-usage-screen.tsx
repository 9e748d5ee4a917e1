import { CreditPurchasePanel } from '@/features/billing/credit-purchase-panel';
import { ManageUsagePage } from '@/features/usage/manage-usage-page';

/** The usage and credits page, with billing's credit purchase. */
export function ManageUsageScreen() {
  return <ManageUsagePage purchase={<CreditPurchasePanel />} />;
}
