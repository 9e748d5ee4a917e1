import type { SamplePreview } from '@foursight/shared/domain/sample-preview';
import { countOf } from '@foursight/shared/domain/plural';
import { QUADRANT_BORDER } from '@/ui/quadrant-colours';
import { PreviewScreen } from './preview-screen';

/** The sample's four quadrants with their leading themes, as the analysis screen shows them. */
export function SampleSwotGrid({ preview }: { preview: SamplePreview }) {
  return (
    <PreviewScreen id="sample-swot-grid" title="SWOT analysis" place={`SWOTs › ${preview.title} › Analysis`}>
      <p className="text-sm text-muted-foreground">
        The themes people raised most in {countOf(preview.responseCount, 'answer', 'answers')}, with how many raised
        each and one of their own words.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {preview.quadrants.map((quadrant) => (
          <div
            key={quadrant.key}
            className={`grid min-w-0 content-start gap-3 rounded-lg border border-l-4 bg-card p-4 ${QUADRANT_BORDER[quadrant.key]}`}
          >
            <h4 className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold">
              {quadrant.label}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                {countOf(quadrant.responses, 'answer', 'answers')}
              </span>
            </h4>
            <ul className="grid gap-3 text-sm">
              {quadrant.themes.map((theme) => (
                <li key={theme.label} className="grid min-w-0 gap-1">
                  <p className="font-medium [overflow-wrap:anywhere]">
                    {theme.label}{' '}
                    <span className="font-normal text-muted-foreground">
                      · {countOf(theme.mentions, 'mention', 'mentions')}
                    </span>
                  </p>
                  {theme.quotes.map((quote) => (
                    <blockquote key={quote} className="border-l-2 pl-2 text-muted-foreground [overflow-wrap:anywhere]">
                      “{quote}”
                    </blockquote>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PreviewScreen>
  );
}
