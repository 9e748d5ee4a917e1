import { Download, Loader2, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buildPath } from '@foursight/shared/contract/route';
import { reportRoutes, type ExportJob } from '@foursight/shared/contract/reports';
import type { PreparedExportFormat } from '@foursight/shared/domain/reports';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { isNotFound, useExportJob, useStartExport } from './use-reports';

export interface PreparedExportProps {
  swotId: string;
  title: string;
  format: PreparedExportFormat;
  /** "Excel", "CSV" */
  label: string;
  /** "Excel workbook": what the file is, for the accessible names. */
  kind: string;
  icon: LucideIcon;
  /** The newest export of this file that still holds every response (or is under way), from the list. */
  initial: ExportJob | null;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function startFailure(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'The export could not be started. Check your connection and try again.';
}

/**
 * One file of a large SWOT: a button that starts its preparation on the
 * server, a progress bar while the job writes it (polled every second), a
 * download link when it is ready, and the failure with Try again. Focus
 * follows the person who pressed the button: to the progress, then to the
 * link or Try again, so a keyboard user is never dropped on the page body.
 */
export function PreparedExport({ swotId, title, format, label, kind, icon: Icon, initial }: PreparedExportProps) {
  const [jobId, setJobId] = useState<string | null>(initial?.id ?? null);
  const start = useStartExport(swotId, format);
  const job = useExportJob(swotId, jobId, initial);
  const wrapper = useRef<HTMLDivElement>(null);
  const followFocus = useRef(false);

  // An export that expired (404) is as good as none: offer to prepare it again.
  const current = job.isError && isNotFound(job.error) ? undefined : job.data;
  const state = start.isPending ? 'starting' : start.isError ? 'refused' : (current?.state ?? 'none');

  useEffect(() => {
    if (!followFocus.current || !wrapper.current) return;
    const target = wrapper.current.querySelector<HTMLElement>('a, button:not([disabled])') ?? wrapper.current;
    target.focus();
    if (state === 'ready' || state === 'failed' || state === 'refused') followFocus.current = false;
  }, [state]);

  const begin = () => {
    followFocus.current = true;
    start.mutate(undefined, { onSuccess: (started) => setJobId(started.id) });
  };

  const announcement =
    state === 'queued' || state === 'running'
      ? `Preparing the ${label} file.`
      : state === 'ready'
        ? `The ${label} file is ready to download.`
        : '';

  return (
    <div ref={wrapper} tabIndex={-1} className="flex min-w-0 max-w-full flex-wrap items-center gap-2 outline-none">
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
      {state === 'none' || state === 'starting' ? (
        <Button
          variant="outline"
          size="sm"
          onClick={begin}
          disabled={state === 'starting'}
          aria-label={`Prepare ${title} as ${kind}`}
        >
          {state === 'starting' ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Icon aria-hidden="true" />
          )}{' '}
          {label}
        </Button>
      ) : null}
      {state === 'queued' || state === 'running' ? <Progress label={label} progress={current!.progress} /> : null}
      {state === 'ready' ? (
        <>
          <Button size="sm" asChild>
            <a
              href={buildPath(reportRoutes.downloadExport.path, { id: swotId, exportId: current!.id })}
              download
              aria-label={`Download ${label}: ${title} as ${kind} (${formatSize(current!.size ?? 0)})`}
            >
              <Download aria-hidden="true" /> Download {label}
            </a>
          </Button>
          <span className="text-xs text-muted-foreground" aria-hidden="true">
            {formatSize(current!.size ?? 0)}
          </span>
        </>
      ) : null}
      {state === 'failed' || state === 'refused' ? (
        <div role="alert" className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <span className="min-w-0 break-words text-destructive">
            {state === 'refused'
              ? startFailure(start.error)
              : (current?.message ?? `The ${label} file could not be prepared.`)}
          </span>
          <Button variant="outline" size="sm" onClick={begin} aria-label={`Try again: prepare the ${label} file`}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Progress({ label, progress }: { label: string; progress: number }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border px-3 py-1.5 text-sm">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span>
        Preparing the {label} file… {progress} %
      </span>
      <div
        role="progressbar"
        aria-label={`Preparing the ${label} file`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-24 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
