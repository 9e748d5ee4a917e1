import { useId, useState } from 'react';
import { CREDIT_PACKS, creditPackPricePaise, CREDIT_PRICE_PAISE } from '@foursight/shared/domain/pricing';
import { formatInr } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { coerceQuantity, readQuantity } from './credit-quantity';
import { PaymentsOffNote } from './payments-off-note';
import type { useCheckout } from './use-checkout';

interface BuyCreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The quantity the dialog opens with (a quick pack's, else the spec's default of 10); key the dialog to reset it. */
  initialQuantity: number;
  checkout: ReturnType<typeof useCheckout>;
}

/**
 * The purchase dialog (spec part 2, usage page; §5 credit quantity): a
 * quantity from 1 to 1000 or a quick pack, the total, and Pay. The dialog
 * steps aside while the payment window is open (a modal dialog would keep
 * the window from being clicked) and comes back if the payer closes it.
 */
export function BuyCreditsDialog({ open, onOpenChange, initialQuantity, checkout }: BuyCreditsDialogProps) {
  const [text, setText] = useState(String(initialQuantity));
  const read = readQuantity(text);
  const packsId = useId();
  const offNoteId = useId();

  async function pay() {
    if (read.quantity === undefined) return;
    const outcome = await checkout.pay({ type: 'credits', quantity: read.quantity });
    if (outcome === 'paid') onOpenChange(false);
  }

  return (
    <Dialog open={open && !checkout.processing} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Purchase Credits</DialogTitle>
          <DialogDescription>
            Each credit pays for one SWOT response after your free ones, at {formatInr(CREDIT_PRICE_PAISE)}. Credits
            never expire.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <div role="group" aria-labelledby={packsId} className="grid gap-2">
            <p id={packsId} className="text-sm font-medium">
              Quick packs
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {CREDIT_PACKS.map((pack) => (
                <Button
                  key={pack}
                  type="button"
                  variant="outline"
                  aria-pressed={read.quantity === pack}
                  className={cn(
                    'h-auto flex-col gap-0 whitespace-normal px-2 py-2',
                    read.quantity === pack && 'border-primary ring-1 ring-primary',
                  )}
                  onClick={() => setText(String(pack))}
                >
                  <span className="font-semibold">{pack} credits</span>
                  <span className="text-xs text-muted-foreground">{formatInr(creditPackPricePaise(pack))}</span>
                </Button>
              ))}
            </div>
          </div>
          <FormField label="Number of credits" name="quantity" error={read.error} hint="From 1 to 1000 at a time.">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                step={1}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onBlur={() => setText(String(coerceQuantity(text)))}
              />
            )}
          </FormField>
          <p className="flex items-baseline justify-between rounded-md bg-muted/50 px-3 py-2" aria-live="polite">
            <span className="text-sm text-muted-foreground">Total</span>
            <span className="text-xl font-semibold" data-testid="credit-total">
              {read.quantity === undefined ? '—' : formatInr(creditPackPricePaise(read.quantity))}
            </span>
          </p>
          {checkout.unavailable ? <PaymentsOffNote id={offNoteId} reason={checkout.unavailable} /> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={read.quantity === undefined || !checkout.available || checkout.processing}
              aria-describedby={checkout.unavailable ? offNoteId : undefined}
            >
              {read.quantity === undefined ? 'Pay' : `Pay ${formatInr(creditPackPricePaise(read.quantity))}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
