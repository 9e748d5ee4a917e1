import type { SamplePreview } from '@foursight/shared/domain/sample-preview';
import { SampleGoalsCard } from './sample-goals-card';
import { SampleReportCard } from './sample-report-card';
import { SampleSwotGrid } from './sample-swot-grid';

/**
 * The product at work on the sample SWOT: its SWOT grid, report and goals, the engine's own output made
 * when the site was built (sample-preview-data.ts), drawn as the product's screens draw them.
 */
export function SamplePreviewSection({ preview }: { preview: SamplePreview }) {
  return (
    <section aria-labelledby="sample-preview-heading" className="border-y bg-muted/40 px-4 py-16">
      <div className="mx-auto grid max-w-6xl gap-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="sample-preview-heading" className="text-3xl font-bold tracking-tight">
            See what Foursight makes of your answers
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Not a mock-up: the themes, report and goals below are what Foursight wrote from the answers of a sample
            SWOT.
          </p>
        </div>
        <figure aria-labelledby="sample-preview-caption" className="grid min-w-0 gap-4">
          <SampleSwotGrid preview={preview} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <SampleReportCard preview={preview} />
            <SampleGoalsCard preview={preview} />
          </div>
          <figcaption id="sample-preview-caption" className="text-center text-sm text-muted-foreground">
            A sample SWOT of {preview.responseCount} answers, analysed by Foursight when this site was built. The
            company, {preview.organisation}, and all its answers are fictional.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
