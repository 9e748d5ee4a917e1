import { fillTemplate, previewDataFor } from '@foursight/shared/domain/templates';
import type { TemplateDraft } from './template-draft';

/**
 * The draft filled with the preview data (dates in its language). The HTML renders in a sandboxed
 * frame with scripts off, so even unsaved (unsanitised) markup cannot run.
 */
export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  // The dates as the server writes them into a mail of the template's language.
  const data = previewDataFor(draft.language);
  const subject = fillTemplate(draft.subject, data, 'text');
  const html = fillTemplate(draft.htmlContent, data, 'html');
  const text = fillTemplate(draft.textContent, data, 'text');
  return (
    // min-w-0 on the grid items: a grid track otherwise grows to its widest unbreakable word (a long link).
    <div className="grid gap-4 [&>*]:min-w-0">
      <dl className="grid gap-1 rounded-md border bg-muted/30 p-4 text-sm">
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-muted-foreground">To</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{data.participantName}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-16 shrink-0 text-muted-foreground">Subject</dt>
          <dd className="min-w-0 font-medium [overflow-wrap:anywhere]" data-testid="preview-subject">
            {subject || <span className="text-muted-foreground">(no subject)</span>}
          </dd>
        </div>
      </dl>
      {draft.htmlContent.trim() ? (
        <iframe
          title="HTML preview"
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;line-height:1.5;color:#111;margin:16px;overflow-wrap:anywhere}img,table{max-width:100%}</style><body>${html}</body>`}
          className="h-96 w-full rounded-md border bg-white"
        />
      ) : null}
      <section aria-label="Plain-text version" className="grid gap-2">
        <h3 className="text-sm font-medium">Plain text</h3>
        <pre className="whitespace-pre-wrap rounded-md border bg-muted/30 p-4 text-sm [overflow-wrap:anywhere]">
          {text.trim() || 'Generated from the HTML when you save.'}
        </pre>
      </section>
    </div>
  );
}
