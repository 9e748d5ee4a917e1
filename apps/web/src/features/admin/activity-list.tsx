import { useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Skeleton } from '@/ui/skeleton';
import { useAuditLogs } from './use-admin-console';

/** Words that keep their capitals in a display name ("SWOT Created", not "Swot Created"). */
const DISPLAY_WORDS: Record<string, string> = {
  swot: 'SWOT',
  swots: 'SWOTs',
  ai: 'AI',
  csv: 'CSV',
  cms: 'CMS',
  pdf: 'PDF',
  gst: 'GST',
  totp: 'TOTP',
};

/** "SIGN_IN_FAILED" shown as "Sign In Failed" (spec part 1 §3); "SWOT_CREATED" as "SWOT Created". */
export function titleCase(action: string): string {
  return action
    .toLowerCase()
    .split('_')
    .map((word) => DISPLAY_WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const PAGE = 20;

/** The audit log: the first 20 on the dashboard; with `filters`, the whole log with action and entity filters and paging. */
export function ActivityList({ filters = false }: { filters?: boolean }) {
  const [action, setAction] = useState('');
  const [entityType, setEntityType] = useState('');
  const [offset, setOffset] = useState(0);
  const logs = useAuditLogs({
    limit: PAGE,
    offset,
    action: action.trim().toUpperCase().replace(/\s+/g, '_'),
    entityType: entityType.trim(),
  });

  return (
    <div className="grid gap-3">
      {filters ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="activity-action">Action</Label>
            <Input
              id="activity-action"
              placeholder="e.g. Sign In Failed"
              value={action}
              onChange={(event) => {
                setAction(event.target.value);
                setOffset(0);
              }}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="activity-entity">Entity</Label>
            <Input
              id="activity-entity"
              placeholder="e.g. company"
              value={entityType}
              onChange={(event) => {
                setEntityType(event.target.value);
                setOffset(0);
              }}
            />
          </div>
        </div>
      ) : null}
      {logs.isError ? (
        <p role="alert">Activity could not be loaded.</p>
      ) : !logs.data ? (
        <Skeleton className="h-40" />
      ) : logs.data.logs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity matches.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Activity">
          {logs.data.logs.map((log) => (
            <li key={log.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="font-medium">
                {titleCase(log.action)}
                {log.actorEmail ? (
                  <span className="font-normal text-muted-foreground"> by {log.actorEmail}</span>
                ) : null}
              </span>
              <span className="text-muted-foreground">
                {log.entityType}
                {log.entityId ? ` · ${log.entityId.slice(0, 8)}` : ''} · {formatDateTime(log.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {filters && logs.data ? (
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">
            {logs.data.total === 0 ? 0 : offset + 1}–{Math.min(offset + PAGE, logs.data.total)} of {logs.data.total}
          </span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => setOffset(offset - PAGE)}>
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={offset + PAGE >= logs.data.total}
              onClick={() => setOffset(offset + PAGE)}
            >
              Next
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
