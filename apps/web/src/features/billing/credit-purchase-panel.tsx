import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { CREDIT_PACKS, creditPackPricePaise } from '@foursight/shared/domain/pricing';
import { billingRoutes } from '@foursight/shared/contract/billing';
import { formatInr } from '@/lib/format';
import { useCanCall } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { RoleRefusal } from '@/ui/role-refusal';
import { BuyCreditsDialog } from './buy-credits-dialog';
import { PaymentsOffNote } from './payments-off-note';
import { useCheckout } from './use-checkout';

const DEFAULT_QUANTITY = 10;

/**
 * Buying credits on the usage page: the quick packs (spec part 2 §9: 10, 25,
 * 50, 100) and Purchase Credits, each opening the purchase dialog with its
 * quantity. While the payment window is open every button here waits.
 */
export function CreditPurchasePanel() {
  // Only an owner may pay (the route table's role for orders): the others are told who can, not offered a button.
  const canBuy = useCanCall(billingRoutes.createOrder);
  if (!canBuy) {
    return (
      <RoleRefusal title="Buying credits is for the account's owners">
        Ask an owner of your account to buy credits; the usage above is yours to follow.
      </RoleRefusal>
    );
  }
  return <CreditPurchaseForm />;
}

function CreditPurchaseForm() {
  const checkout = useCheckout();
  // Each opening is a fresh dialog (its key), starting from the quantity it was opened with.
  const [dialog, setDialog] = useState({ open: false, quantity: DEFAULT_QUANTITY, opening: 0 });
  const openWith = (quantity: number) =>
    setDialog((current) => ({ open: true, quantity, opening: current.opening + 1 }));
  const offNoteId = useId();
  const disabled = !checkout.available || checkout.processing;
  const describedBy = checkout.unavailable ? offNoteId : undefined;

  return (
    <Card>
      <CardHeader className="max-sm:p-4">
        <CardTitle className="text-lg">Buy credits</CardTitle>
        <CardDescription>Quick purchase a pack, or choose any number from 1 to 1000.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 max-sm:px-4 max-sm:pb-4">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
          {CREDIT_PACKS.map((pack) => (
            <Button
              key={pack}
              variant="outline"
              className="h-auto flex-col gap-0 whitespace-normal px-2 py-3"
              disabled={disabled}
              aria-describedby={describedBy}
              onClick={() => openWith(pack)}
            >
              <span className="text-base font-semibold">{pack} credits</span>
              <span className="text-xs text-muted-foreground">{formatInr(creditPackPricePaise(pack))}</span>
            </Button>
          ))}
        </div>
        <Button
          className="justify-self-start"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => openWith(DEFAULT_QUANTITY)}
        >
          <CreditCard aria-hidden="true" />
          {checkout.processing ? 'Processing...' : 'Purchase Credits'}
        </Button>
        <p className="sr-only" role="status">
          {checkout.processing ? 'The payment window is open.' : ''}
        </p>
        {checkout.unavailable ? <PaymentsOffNote id={offNoteId} reason={checkout.unavailable} /> : null}
      </CardContent>
      <BuyCreditsDialog
        key={dialog.opening}
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        initialQuantity={dialog.quantity}
        checkout={checkout}
      />
    </Card>
  );
}
