import { FileSpreadsheet, FileText, Presentation, Table2 } from 'lucide-react';
import { buildPath } from '@foursight/shared/contract/route';
import { reportRoutes, type ExportFormat } from '@foursight/shared/contract/reports';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

const EXPORTS: { format: ExportFormat; label: string; kind: string; icon: typeof FileText }[] = [
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

/**
 * The four exports as plain download links: the browser streams the file to
 * disk as the server writes it (a spreadsheet of 100 000 responses is never
 * held in the page), and each is a link a keyboard reaches like any other.
 */
export function ExportLinks({ swotId, title, className }: { swotId: string; title: string; className?: string }) {
  return (
    <div role="group" aria-label="Export" className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="text-sm text-muted-foreground">Export:</span>
      {EXPORTS.map(({ format, label, kind, icon: Icon }) => (
        <Button key={format} variant="outline" size="sm" asChild>
          <a href={exportUrl(swotId, format)} download aria-label={`Export ${title} as ${kind}`}>
            <Icon aria-hidden="true" /> {label}
          </a>
        </Button>
      ))}
    </div>
  );
}
