import { ANALYSIS_TABS, AnalysisPanel } from '@/features/analysis/analysis-panel';
import { ExportLinks } from '@/features/reports/export-links';
import { SwotDetailPage } from '@/features/swots/swot-detail-page';

/** One SWOT with the analysis tabs and the report's exports composed in. */
export function SwotDetailScreen() {
  return (
    <SwotDetailPage
      insightTabs={ANALYSIS_TABS.map(({ value, label }) => ({
        value,
        label,
        render: (swot) => <AnalysisPanel swot={swot} tab={value} />,
      }))}
      actions={(swot) => <ExportLinks swotId={swot.id} title={swot.title} />}
    />
  );
}
