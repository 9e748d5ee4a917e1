import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';

/**
 * Recovery codes, shown this once: the server keeps only their hashes. Copy
 * and download give them as plain text, one a line.
 */
export function RecoveryCodesView({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = [
    'Foursight recovery codes',
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'foursight-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-4">
      <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
        Save these codes now: they will not be shown again. Each one signs you in once if you lose your phone.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download .txt
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? 'Recovery codes copied.' : ''}
      </p>
    </div>
  );
}
