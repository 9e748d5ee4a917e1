import { useState } from 'react';
import { SavePrivacySchema } from '@foursight/shared/contract/settings';
import { MIN_ANONYMITY_THRESHOLD } from '@foursight/shared/domain/anonymity';
import { ApiError, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { toast } from '@/ui/toast-store';
import { useSaveSettings } from './use-settings';

const FIELD = 'privacy.anonymityThreshold';

/** What the switch means, in the words the card and the non-owner's summary share. */
const WHO_ANSWERED_HINT =
  'Off (the default): the Participants tab shows per person whether the invitation was delivered and the link opened, and answering only as counts for groups of at least N. On: it also shows who answered, and each personal link tells the person so before they answer.';

/**
 * Privacy: the company's anonymity threshold, and whether the Participants
 * tab shows per person who answered. Its own small form, saved on its own:
 * it sends only the privacy section, so the branding form beside it keeps
 * whatever is being typed there. Owners change it; others read it.
 */
export function PrivacyCard({
  threshold,
  showWhoAnswered = false,
  canChange,
}: {
  threshold: number;
  showWhoAnswered?: boolean;
  canChange: boolean;
}) {
  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardHeader>
        <CardTitle className="text-lg">Privacy</CardTitle>
        <CardDescription>
          Department breakdowns show a group only when it has at least N responses; smaller groups are merged into
          Other.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {canChange ? (
          <PrivacyForm saved={threshold} savedShowWhoAnswered={showWhoAnswered} />
        ) : (
          <div className="grid gap-2 text-sm">
            <p>
              At least <strong>{threshold}</strong> responses per group.
            </p>
            <p>
              Who answered:{' '}
              <strong>{showWhoAnswered ? 'shown per person' : 'counts only, per person not shown'}</strong>.
            </p>
            <p className="text-muted-foreground">An owner of this account can change this.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PrivacyForm({ saved, savedShowWhoAnswered }: { saved: number; savedShowWhoAnswered: boolean }) {
  const save = useSaveSettings();
  const [value, setValue] = useState(String(saved));
  const [showWhoAnswered, setShowWhoAnswered] = useState(savedShowWhoAnswered);
  const [error, setError] = useState<string | undefined>();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The contract's own rule (whole number, 3 to 50) before anything is sent.
    const parsed = SavePrivacySchema.safeParse({
      anonymityThreshold: value.trim() === '' ? NaN : Number(value),
      showWhoAnswered,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a number');
      return;
    }
    setError(undefined);
    save.mutate(
      { privacy: parsed.data },
      {
        onSuccess: (result) => {
          setValue(String(result.settings.privacy.anonymityThreshold));
          setShowWhoAnswered(result.settings.privacy.showWhoAnswered ?? false);
          toast({ title: 'Privacy saved', description: 'Breakdowns use the new threshold from now on.' });
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.fields?.[FIELD] : undefined);
          toast({
            title: 'Privacy not saved',
            description: describeError(failure, 'Please check your connection and try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <form className="grid justify-items-start gap-4" onSubmit={submit} noValidate>
      <FormField
        label="Anonymity threshold (N)"
        name="anonymityThreshold"
        hint={`Responses a group needs to be shown on its own; at least ${MIN_ANONYMITY_THRESHOLD}.`}
        error={error}
        className="w-full max-w-xs"
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={MIN_ANONYMITY_THRESHOLD}
            max={50}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <label className="flex items-start gap-3 text-sm">
        <Switch
          name="showWhoAnswered"
          className="mt-0.5"
          checked={showWhoAnswered}
          onCheckedChange={setShowWhoAnswered}
        />
        <span>
          <span className="font-medium">Show per person who answered</span>
          <span className="block text-muted-foreground">{WHO_ANSWERED_HINT}</span>
        </span>
      </label>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save privacy'}
      </Button>
    </form>
  );
}
