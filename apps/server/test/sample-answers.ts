// Three answers on a few shared themes (customer service, manual testing, the Middle East market,
// lower-priced competitors): enough for the statistical analysis to find themes, small enough to read.
export const THREE_ANSWERS = [
  {
    strengths: 'Excellent customer service. Our support team answers within an hour.',
    weaknesses: 'Slow release process; manual testing takes weeks.',
    opportunities: 'Expanding into the Middle East market.',
    threats: 'New competitors with lower prices are already winning deals.',
  },
  {
    strengths: 'Great customer service and loyal customers',
    weaknesses: 'Manual testing slows every release.',
    opportunities: 'Middle East market is growing fast',
    threats: 'Rising cloud costs',
  },
  {
    strengths: 'Customer service is the best in the industry',
    weaknesses: 'Outdated documentation',
    opportunities: 'Partnerships with payment providers',
    threats: 'Competitors with lower prices',
  },
];
