import { Copy, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { SwotSummary } from '@foursight/shared/contract/swots';
import { copyText, participationUrl } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { countOf } from '@foursight/shared/domain/plural';

/** The success dialog (spec part 2, Create SWOT): the participation link with copy and preview. */
export function SwotCreatedDialog({
  swot,
  invitations,
  onClose,
}: {
  swot: SwotSummary | null;
  invitations: number;
  onClose: () => void;
}) {
  const link = swot ? participationUrl(swot.uniqueToken) : '';
  const copy = async () => {
    if (await copyText(link)) toast({ title: 'Link copied', description: 'Share it with your participants.' });
    else
      toast({ title: 'Could not copy', description: 'Select the link and copy it yourself.', variant: 'destructive' });
  };
  return (
    <Dialog open={swot !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>SWOT Analysis Created!</DialogTitle>
          <DialogDescription>
            {invitations > 0
              ? `${countOf(invitations, 'invitation is on its way', 'invitations are on their way')}. Anyone with this link can answer anonymously.`
              : 'Share this link: anyone with it can answer anonymously.'}
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Input readOnly value={link} aria-label="Participation link" onFocus={(event) => event.target.select()} />
          <Button variant="outline" size="icon" onClick={() => void copy()} aria-label="Copy link">
            <Copy aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" asChild>
            <a href={link} target="_blank" rel="noreferrer" aria-label="Preview the participation page">
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </div>
        <DialogFooter>
          {swot ? (
            <Button variant="outline" asChild>
              <Link to={`/swot/${swot.id}`}>View SWOT</Link>
            </Button>
          ) : null}
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
