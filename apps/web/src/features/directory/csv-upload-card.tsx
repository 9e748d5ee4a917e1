import { Download, FileUp, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { UploadUsersResponse } from '@foursight/shared/contract/directory';
import { CSV_COLUMNS, CSV_MAX_BYTES, CSV_MAX_ROWS } from '@foursight/shared/domain/directory';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { toast } from '@/ui/toast-store';
import { isCsvFile, previewCsv, type CsvPreview } from './csv-preview';
import { useUploadUsers } from './use-directory';
import { countOf } from '@foursight/shared/domain/plural';

const TEMPLATE_CSV = `${CSV_COLUMNS.join(',')}\r\nPriya Sharma,Head of Strategy,priya.sharma@example.com,+91 98450 12345,Executive/Leadership\r\n`;

/** CSV upload with a five-row preview, the template download and the server's per-row report. */
export function CsvUploadCard() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string; preview: CsvPreview } | null>(null);
  const [report, setReport] = useState<UploadUsersResponse | null>(null);
  const upload = useUploadUsers();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setReport(null);
    if (!chosen) return;
    if (!isCsvFile(chosen)) {
      toast({ title: 'Invalid file type', description: 'Please upload a CSV file.', variant: 'destructive' });
      return;
    }
    if (chosen.size > CSV_MAX_BYTES) {
      toast({
        title: 'File too large',
        description: `The file is ${(chosen.size / 1024 / 1024).toFixed(1)} MB; the limit is ${CSV_MAX_BYTES / 1024 / 1024} MB.`,
        variant: 'destructive',
      });
      return;
    }
    const text = await chosen.text();
    const preview = previewCsv(text);
    if (preview.totalRows > CSV_MAX_ROWS) {
      toast({
        title: 'Too many rows',
        description: `The file has ${countOf(preview.totalRows, 'row', 'rows')}; at most ${CSV_MAX_ROWS} can be imported at once.`,
        variant: 'destructive',
      });
      return;
    }
    setFile({ name: chosen.name, text, preview });
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file.text, {
      onSuccess: (result) => {
        setReport(result);
        setFile(null);
      },
    });
  };

  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE_CSV)}`;
  const rejected = report?.rows.filter((row) => row.status === 'rejected') ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">Upload users from CSV</CardTitle>
          <CardDescription>
            Columns: {CSV_COLUMNS.join(', ')}. People already in your directory (same e-mail) are updated.
          </CardDescription>
        </div>
        <Button variant="outline" asChild>
          <a href={templateHref} download="foursight-users-template.csv">
            <Download aria-hidden="true" /> Download template
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => void choose(event)}
          />
          <Button type="button" variant="secondary" onClick={() => inputRef.current?.click()}>
            <FileUp aria-hidden="true" /> Choose CSV file
          </Button>
          <label htmlFor={inputId} className="text-sm text-muted-foreground">
            {file ? file.name : 'No file chosen'}
          </label>
        </div>

        {file ? (
          <div className="grid gap-3">
            <p className="text-sm font-medium">
              Preview (first {file.preview.rows.length} of {countOf(file.preview.totalRows, 'row', 'rows')})
            </p>
            <Table aria-label="CSV preview">
              <thead>
                <TableRow>
                  {file.preview.headers.map((header, index) => (
                    <TableHead key={index}>{header}</TableHead>
                  ))}
                </TableRow>
              </thead>
              <tbody>
                {file.preview.rows.map((row, rowIndex) => (
                  <TableRow key={rowIndex}>
                    {file.preview.headers.map((_header, cellIndex) => (
                      <TableCell key={cellIndex}>{row[cellIndex] ?? ''}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </tbody>
            </Table>
            <div className="flex gap-2">
              <Button onClick={send} disabled={upload.isPending}>
                <Upload aria-hidden="true" />
                {upload.isPending ? 'Uploading...' : `Upload ${countOf(file.preview.totalRows, 'row', 'rows')}`}
              </Button>
              <Button variant="outline" onClick={() => setFile(null)} disabled={upload.isPending}>
                Cancel
              </Button>
            </div>
          </div>
        ) : null}

        {report ? (
          <div role="status" className="grid gap-3 rounded-md border bg-muted/30 p-4">
            <div className="flex flex-wrap gap-2">
              <Badge variant="success">{report.created} added</Badge>
              <Badge variant="secondary">{report.updated} updated</Badge>
              <Badge variant={report.rejected ? 'destructive' : 'secondary'}>{report.rejected} rejected</Badge>
            </div>
            {rejected.length > 0 ? (
              <Table aria-label="Rejected rows">
                <thead>
                  <TableRow>
                    <TableHead>Row</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Reason</TableHead>
                  </TableRow>
                </thead>
                <tbody>
                  {rejected.slice(0, 100).map((row) => (
                    <TableRow key={row.row}>
                      <TableCell>{row.row}</TableCell>
                      <TableCell>{row.email || '-'}</TableCell>
                      <TableCell>{row.reason}</TableCell>
                    </TableRow>
                  ))}
                </tbody>
              </Table>
            ) : null}
            {rejected.length > 100 ? (
              <p className="text-sm text-muted-foreground">and {rejected.length - 100} more rejected rows.</p>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
