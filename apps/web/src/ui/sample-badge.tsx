import { Badge } from './badge';

/**
 * Marks the company's sample SWOT and what was made from it (its goals, its report) wherever they are
 * listed: the word, never colour alone, with what it means for a screen reader and on hover.
 */
export function SampleBadge() {
  return (
    <Badge variant="warning" title="Made by Foursight from invented answers; not counted in your usage">
      Sample<span className="sr-only"> (invented answers, not counted in your usage)</span>
    </Badge>
  );
}
