import type { ResponseText } from './corpus-types.ts';

/**
 * Realistic answers from a mid-sized software company's SWOT, used by the
 * tests and the benchmark. Several people say the same thing in their own
 * words, as they do in real surveys.
 */
export const SAMPLE_RESPONSES: ResponseText[] = [
  {
    id: 'r1',
    strengths: 'Excellent customer service. Our support team answers within an hour.',
    weaknesses: 'Slow release process; manual testing takes weeks.',
    opportunities: 'Expanding into the Middle East market. Partnerships with payment providers.',
    threats: 'New competitors with lower prices are already winning deals.',
  },
  {
    id: 'r2',
    strengths: '- Loyal customers who renew every year\n- Great customer service',
    weaknesses: 'Manual testing slows every release. Documentation is outdated.',
    opportunities: 'AI features our customers keep asking for',
    threats: 'Competitors with lower prices; rising cloud costs',
  },
  {
    id: 'r3',
    strengths: 'Customer service is the best in the industry and our engineers are talented',
    weaknesses: 'Outdated documentation and slow onboarding for new hires',
    opportunities: 'Middle East market is growing fast',
    threats: 'Rising cloud costs are eating our margin',
  },
  {
    id: 'r4',
    strengths: 'Talented engineers, strong product quality',
    weaknesses: 'We are not good at marketing ourselves. Release process is slow.',
    opportunities: 'Partnerships with payment providers could double our reach',
    threats: 'Data protection regulation changes could hurt us soon',
  },
  {
    id: 'r5',
    strengths: 'Product quality and reliability',
    weaknesses: '',
    opportunities: 'AI features for reporting',
    threats: 'Losing key engineers to bigger companies',
  },
  {
    id: 'r6',
    strengths: '',
    weaknesses: 'Onboarding of new hires is slow and undocumented',
    opportunities: '',
    threats: '',
  },
];
