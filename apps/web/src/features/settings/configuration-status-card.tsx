import { CheckCircle2, Circle } from 'lucide-react';
import type { Settings } from '@foursight/shared/contract/settings';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';

/** Configuration Status (spec part 2 §5), from what is saved, not from the unsaved form. */
export function ConfigurationStatusCard({ status }: { status: Settings['configurationStatus'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Configuration Status</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <StatusLine done={status.companyInfo} label="Company information" hint="Name and description" />
        <StatusLine done={status.ai} label="AI analysis" hint="Switched on with a key" />
      </CardContent>
    </Card>
  );
}

function StatusLine({ done, label, hint }: { done: boolean; label: string; hint: string }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <div className="flex items-start gap-2">
      <Icon
        className={done ? 'mt-0.5 size-4 text-success' : 'mt-0.5 size-4 text-muted-foreground'}
        aria-hidden="true"
      />
      <div>
        <p className="font-medium">
          {label}: {done ? 'Complete' : 'Incomplete'}
        </p>
        <p className="text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}
