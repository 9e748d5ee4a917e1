import type { SamplePreview } from '@foursight/shared/domain/sample-preview';
import { countOf } from '@foursight/shared/domain/plural';
import { PreviewScreen } from './preview-screen';

const TOWS_LABEL = {
  so: 'SO: use strengths to seize opportunities',
  st: 'ST: use strengths to counter threats',
  wo: 'WO: overcome weaknesses through opportunities',
  wt: 'WT: reduce weaknesses, avoid threats',
} as const;

/** The opening of the sample's report: its cover lines, executive summary, key insights and TOWS strategies. */
export function SampleReportCard({ preview }: { preview: SamplePreview }) {
  const { report } = preview;
  return (
    <PreviewScreen id="sample-report" title="Report" place={`Reports › ${preview.title}`}>
      <div className="grid gap-1 border-b-2 border-primary pb-3">
        <p className="text-xl font-semibold [overflow-wrap:anywhere]">{preview.title}</p>
        <p className="text-sm text-muted-foreground">
          {preview.organisation} · {countOf(preview.responseCount, 'response', 'responses')}
        </p>
      </div>
      <div className="grid gap-2 text-sm">
        <h4 className="font-semibold">Executive summary</h4>
        <p className="[overflow-wrap:anywhere]">{report.summary}</p>
        <p>
          Overall sentiment: <strong className="capitalize">{report.sentiment.label}</strong> ({report.sentiment.score}{' '}
          on a scale of −10 to 10).
        </p>
      </div>
      {report.keyInsights.length > 0 ? (
        <div className="grid gap-2 text-sm">
          <h4 className="font-semibold">Key insights</h4>
          <ul className="grid list-disc gap-1 pl-5">
            {report.keyInsights.map((line) => (
              <li key={line} className="[overflow-wrap:anywhere]">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.tows.length > 0 ? (
        <div className="grid gap-2 text-sm">
          <h4 className="font-semibold">TOWS strategies</h4>
          <dl className="grid gap-2">
            {report.tows.map(({ key, text }) => (
              <div key={key} className="grid gap-0.5">
                <dt className="font-medium">{TOWS_LABEL[key]}</dt>
                <dd className="text-muted-foreground [overflow-wrap:anywhere]">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </PreviewScreen>
  );
}
