// Answers and a SQL array literal shared by the benches that write SWOT data with SQL
// (dashboard.ts, comparison.ts), so both measure the same kind of text.
export const TEXTS = {
  strengths: [
    'Excellent customer service and fast support answers',
    'Talented engineers who care about quality',
    'Loyal customers who renew every year',
    'Strong brand recognition in our home market',
  ],
  weaknesses: [
    'Slow release process with a lot of manual testing',
    'Outdated internal documentation',
    'Onboarding of new hires is slow',
    'Poor communication between sales and engineering',
  ],
  opportunities: [
    'Expanding into the Middle East market',
    'Partnerships with payment providers',
    'AI features our customers keep asking for',
  ],
  threats: [
    'New competitors with lower prices',
    'Rising cloud costs are eating our margin',
    'Losing key engineers to bigger companies',
  ],
};
export const sqlArray = (items: string[]) =>
  `ARRAY[${items.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]`;
