import type { SwotDetail } from '@foursight/shared/contract/swots';
import { ANALYSIS_TABS, AnalysisPanel } from '@/features/analysis/analysis-panel';
import { ThemesEditor } from '@/features/analysis/themes-editor';
import { ExportLinks } from '@/features/reports/export-links';
import { RoundsPanel } from '@/features/rounds/rounds-panel';
import { SwotDetailPage } from '@/features/swots/swot-detail-page';
import { useCan } from '@/lib/session-role';

/** One SWOT with the analysis tabs, the themes to correct, the second round and the report's exports composed in. */
export function SwotDetailScreen() {
  const canEdit = useCan('editor');
  return (
    <SwotDetailPage
      insightTabs={[
        ...ANALYSIS_TABS.map(({ value, label }) => ({
          value,
          label,
          render: (swot: SwotDetail) => <AnalysisPanel swot={swot} tab={value} />,
        })),
        {
          value: 'themes',
          label: canEdit ? 'Correct themes' : 'Themes',
          render: (swot) => <ThemesEditor swot={swot} />,
        },
        { value: 'priorities', label: 'Priorities', render: (swot) => <RoundsPanel swot={swot} /> },
      ]}
      actions={(swot) => <ExportLinks swotId={swot.id} title={swot.title} />}
    />
  );
}
