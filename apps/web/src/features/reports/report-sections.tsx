import type { ReactNode } from 'react';
import {
  ACTION_PLAN_HORIZONS,
  REPORT_QUADRANT_COLOURS,
  type ReportQuadrant,
  type ReportView,
} from '@foursight/shared/contract/reports';
import { cn } from '@/lib/cn';
import { countOf } from '@foursight/shared/domain/plural';
import { quadrantToneFigures } from '@foursight/shared/domain/reports';

type Analysis = NonNullable<ReportView['analysis']>;

/** One section of the report; printed, each starts a new page. */
export function ReportSection({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid gap-4 rounded-lg border bg-card p-4 sm:p-6 print:break-before-page print:border-0 print:p-0',
        className,
      )}
    >
      <h2 id={id} className="border-b-2 border-[var(--brand)] pb-2 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Bullets({ items, empty = 'None recorded.' }: { items: readonly string[]; empty?: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {items.map((item, index) => (
        <li key={index} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Quadrant({ quadrant }: { quadrant: ReportQuadrant }) {
  const colour = REPORT_QUADRANT_COLOURS[quadrant.key];
  const dashed = quadrant.key === 'weaknesses' || quadrant.key === 'threats';
  return (
    <section
      aria-labelledby={`quadrant-${quadrant.key}`}
      data-testid={`quadrant-${quadrant.key}`}
      className={cn(
        'grid min-w-0 content-start gap-3 rounded-lg border-2 p-4 [print-color-adjust:exact] print:break-inside-avoid',
        dashed && 'border-dashed',
      )}
      style={{ background: colour.fill, color: colour.ink, borderColor: colour.ink }}
    >
      <h3 id={`quadrant-${quadrant.key}`} className="flex flex-wrap items-center gap-2 font-semibold">
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-full text-sm text-white"
          style={{ background: colour.ink }}
        >
          {colour.letter}
        </span>
        {quadrant.label}
        <span className="ml-auto text-sm font-normal">{countOf(quadrant.responses, 'response', 'responses')}</span>
      </h3>
      {quadrant.themes.length ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{quadrant.label}: themes and how many responses raised each</caption>
          <thead>
            <tr className="border-b border-current/20 text-left">
              <th scope="col" className="py-1 pr-2 font-medium">
                Theme
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Responses
              </th>
            </tr>
          </thead>
          <tbody>
            {quadrant.themes.map((theme) => (
              <tr key={theme.label} className="border-b border-current/10">
                <td className="break-words py-1 pr-2">{theme.label}</td>
                <td className="py-1 text-right tabular-nums">{theme.mentions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm">No recurring theme.</p>
      )}
      {quadrant.snippets.length ? (
        <ul className="grid gap-1 text-sm italic" aria-label={`What people wrote under ${quadrant.label}`}>
          {quadrant.snippets.map((text) => (
            <li key={text} className="break-words">
              “{text}”
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function SwotGrid({ quadrants }: { quadrants: Analysis['quadrants'] }) {
  return (
    <div className="grid gap-3 md:grid-cols-2 print:grid-cols-2">
      {quadrants.map((quadrant) => (
        <Quadrant key={quadrant.key} quadrant={quadrant} />
      ))}
    </div>
  );
}

const TOWS = [
  ['so', 'SO: use strengths to seize opportunities'],
  ['st', 'ST: use strengths to counter threats'],
  ['wo', 'WO: overcome weaknesses through opportunities'],
  ['wt', 'WT: reduce weaknesses, avoid threats'],
] as const;

export function TowsGrid({ tows }: { tows: Analysis['tows'] }) {
  return (
    <div className="grid gap-3 md:grid-cols-2 print:grid-cols-2">
      {TOWS.map(([key, label]) => (
        <div key={key} className="grid min-w-0 content-start gap-2 rounded-lg border p-4 print:break-inside-avoid">
          <h3 className="font-semibold">{label}</h3>
          <Bullets items={tows[key]} />
        </div>
      ))}
    </div>
  );
}

export function ActionPlan({ plan }: { plan: Analysis['actionPlan'] }) {
  return (
    <div className="grid gap-3 md:grid-cols-3 print:grid-cols-3">
      {ACTION_PLAN_HORIZONS.map((horizon) => (
        <div
          key={horizon.key}
          className="grid min-w-0 content-start gap-2 rounded-lg border p-4 print:break-inside-avoid"
        >
          <h3 className="font-semibold">
            {horizon.label} <span className="font-normal text-muted-foreground">({horizon.span})</span>
          </h3>
          <Bullets items={plan[horizon.key]} />
        </div>
      ))}
    </div>
  );
}

/** What the group ranked in its second round: per quadrant its themes, most important first. */
export function Priorities({ priorities }: { priorities: NonNullable<ReportView['priorities']> }) {
  return (
    <>
      <p className="text-sm">{priorities.basis}</p>
      {priorities.withheld ? (
        <p className="rounded-md border p-3 text-sm" role="note">
          {priorities.withheld}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2 print:grid-cols-2">
          {priorities.quadrants.map((quadrant) => (
            <div
              key={quadrant.key}
              className="grid min-w-0 content-start gap-2 rounded-lg border p-4 print:break-inside-avoid"
            >
              <h3 className="font-semibold" style={{ color: REPORT_QUADRANT_COLOURS[quadrant.key].ink }}>
                {quadrant.label}
              </h3>
              <ol className="grid list-decimal gap-1 pl-5 text-sm">
                {quadrant.items.map((item, index) => (
                  <li key={index} className="break-words">
                    {item}
                  </li>
                ))}
              </ol>
              {quadrant.concordance ? <p className="text-xs text-muted-foreground">{quadrant.concordance}</p> : null}
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** The chart's scale: ±5 points of mean AFINN sentiment per answer, beyond which a bar is drawn full. */
/**
 * Tone per quadrant as bars either side of a centre line; the chart is a
 * picture (hidden from screen readers), the table under it says the same in
 * numbers.
 */
export function SentimentChart({ quadrants }: { quadrants: Analysis['quadrants'] }) {
  const { figures, column, caption } = quadrantToneFigures(quadrants);
  return (
    <figure className="grid gap-4">
      <div aria-hidden="true" className="grid gap-2" data-testid="sentiment-chart">
        {quadrants.map((quadrant, index) => {
          const { scale, text } = figures[index]!;
          const value = Math.max(-scale, Math.min(scale, figures[index]!.value));
          const width = `${(Math.abs(value) / scale) * 50}%`;
          const colour = REPORT_QUADRANT_COLOURS[quadrant.key];
          return (
            <div key={quadrant.key} className="grid grid-cols-[6.5rem_minmax(0,1fr)_3rem] items-center gap-2 text-sm">
              <span>{quadrant.label}</span>
              <span className="relative h-5 rounded bg-muted [print-color-adjust:exact]">
                <span className="absolute inset-y-0 left-1/2 w-px bg-foreground/60" />
                <span
                  className="absolute inset-y-0.5 rounded-sm [print-color-adjust:exact]"
                  style={{ background: colour.ink, width, ...(value >= 0 ? { left: '50%' } : { right: '50%' }) }}
                />
              </span>
              <span className="text-right tabular-nums">{text}</span>
            </div>
          );
        })}
      </div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
      <table className="w-full max-w-md text-sm">
        <caption className="sr-only">{column} per quadrant</caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-1 font-medium">
              Quadrant
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Responses
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {column}
            </th>
          </tr>
        </thead>
        <tbody>
          {quadrants.map((quadrant, index) => (
            <tr key={quadrant.key} className="border-b">
              <th scope="row" className="py-1 text-left font-normal">
                {quadrant.label}
              </th>
              <td className="py-1 text-right tabular-nums">{quadrant.responses}</td>
              <td className="py-1 text-right tabular-nums">{figures[index]!.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
