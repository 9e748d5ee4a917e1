import { FileSpreadsheet, FileText, Presentation, Table2, type LucideIcon } from 'lucide-react';
import { buildPath } from '@foursight/shared/contract/route';
import { reportRoutes, type ExportFormat, type ExportJob } from '@foursight/shared/contract/reports';
import { PREPARED_EXPORT_FORMATS, type PreparedExportFormat } from '@foursight/shared/domain/reports';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { PreparedExport } from './prepared-export';
import { useExportList } from './use-reports';

const EXPORTS: { format: ExportFormat; label: string; kind: string; icon: LucideIcon }[] = [
  { format: 'pdf', label: 'PDF', kind: 'PDF document', icon: FileText },
  { format: 'pptx', label: 'PowerPoint', kind: 'PowerPoint slides', icon: Presentation },
  { format: 'xlsx', label: 'Excel', kind: 'Excel workbook', icon: FileSpreadsheet },
  { format: 'csv', label: 'CSV', kind: 'CSV of the responses', icon: Table2 },
];

const ROUTES = {
  pdf: reportRoutes.exportPdf,
  pptx: reportRoutes.exportPptx,
  xlsx: reportRoutes.exportXlsx,
  csv: reportRoutes.exportCsv,
} as const;

/** Where a report's file is downloaded; the server names it from the title and the date. */
export function exportUrl(swotId: string, format: ExportFormat): string {
  return buildPath(ROUTES[format].path, { id: swotId });
}

const isPrepared = (format: ExportFormat): format is PreparedExportFormat =>
  (PREPARED_EXPORT_FORMATS as readonly string[]).includes(format);

/** The newest export of a file worth showing: under way, failed, or ready with every current response. */
function latestOf(exports: ExportJob[], format: PreparedExportFormat, responseCount: number): ExportJob | null {
  const latest = exports.find((job) => job.format === format);
  if (!latest || (latest.state === 'ready' && latest.rowsDone < responseCount)) return null;
  return latest;
}

/**
 * The four exports. Small SWOTs: plain download links, so the browser
 * streams the file to disk as the server writes it (and each is a link a
 * keyboard reaches like any other). A SWOT the server calls large (more
 * responses than its threshold): Excel and CSV are prepared by a background
 * job first, with progress and then a download link, so no request waits
 * long enough for a proxy to cut it. While the server has not said which,
 * those two wait (disabled); if it cannot say, the direct links are offered.
 */
export function ExportLinks({ swotId, title, className }: { swotId: string; title: string; className?: string }) {
  const list = useExportList(swotId);
  const background = list.data?.background ?? false;
  return (
    <div role="group" aria-label="Export" className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="text-sm text-muted-foreground">Export:</span>
      {EXPORTS.map(({ format, label, kind, icon: Icon }) => {
        if (isPrepared(format) && list.isPending) {
          return (
            <Button key={format} variant="outline" size="sm" disabled>
              <Icon aria-hidden="true" /> {label}
            </Button>
          );
        }
        if (isPrepared(format) && list.data && background) {
          return (
            <PreparedExport
              key={format}
              swotId={swotId}
              title={title}
              format={format}
              label={label}
              kind={kind}
              icon={Icon}
              initial={latestOf(list.data.exports, format, list.data.responseCount)}
            />
          );
        }
        return (
          <Button key={format} variant="outline" size="sm" asChild>
            <a href={exportUrl(swotId, format)} download aria-label={`Export ${title} as ${kind}`}>
              <Icon aria-hidden="true" /> {label}
            </a>
          </Button>
        );
      })}
      {list.data && background ? (
        <p className="basis-full text-xs text-muted-foreground">
          With {list.data.responseCount.toLocaleString('en-IN')} responses, Excel and CSV are prepared on the server
          first; the download link appears here when the file is ready (kept for a day).
        </p>
      ) : null}
    </div>
  );
}
