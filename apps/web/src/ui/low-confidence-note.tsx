import { LOW_CONFIDENCE_SENTIMENT } from '@foursight/shared/domain/reports';

/** LOW_CONFIDENCE_SENTIMENT beside a sentiment figure whose confidence is low; nothing otherwise. */
export function LowConfidenceNote({ confidence }: { confidence?: 'normal' | 'low' | undefined }) {
  if (confidence !== 'low') return null;
  return (
    <p className="mt-1 text-sm text-muted-foreground" data-testid="sentiment-low-confidence">
      {LOW_CONFIDENCE_SENTIMENT}
    </p>
  );
}
