/**
 * The sample SWOT a new company can open to see what a finished SWOT looks like, and the data
 * the home page's pictures are made from at build time. The company and its 40 anonymous answers
 * are fictional: a mid-sized cold-chain logistics firm in Pune. Several people make the same
 * point in their own words, as in a real survey, so the analysis finds clear themes.
 */

/** One participant's anonymous answer, one text per quadrant ('' when they left it empty). */
export interface SampleAnswer {
  strengths: string;
  weaknesses: string;
  opportunities: string;
  threats: string;
}

/** The sample SWOT's own details. */
export const SAMPLE_SWOT: {
  readonly organisation: string; // the fictional company the answers are about
  readonly title: string; // e.g. 'Sample: Annual strategy review 2026'; must start with 'Sample: '
  readonly description: string; // one or two sentences, says it is a sample made by Foursight
  readonly timezone: 'Asia/Kolkata';
} = {
  organisation: 'Pavana Coldways Logistics Pvt. Ltd.',
  title: 'Sample: Annual strategy review 2026',
  description:
    'A sample SWOT made by Foursight to show what a finished analysis looks like. The company, a cold-chain logistics firm in Pune, and all 40 answers are fictional.',
  timezone: 'Asia/Kolkata',
};

export const SAMPLE_ANSWERS: readonly SampleAnswer[] = [
  {
    strengths: 'We deliver on time almost always, that is what we are known for.',
    weaknesses: 'Our WMS is very old, half the stock tracking still happens in Excel.',
    opportunities: 'Quick commerce dark stores need chilled stock every few hours, we should go after them.',
    threats: 'New startups with VC money are quoting 15-20% below our rates.',
  },
  {
    strengths: 'Reefer trucks are well maintained, breakdowns are rare.',
    weaknesses: 'Approvals take too long. Even a ₹20,000 repair needs three signatures.',
    opportunities: 'Pharma cold chain - vaccines and insulin volumes are growing every year.',
    threats: 'Diesel prices keep going up.',
  },
  {
    strengths: 'On-time delivery, good drivers who know the routes',
    weaknesses: 'Old software, slow approvals',
    opportunities: 'Expansion to Nashik and Nagpur',
    threats: 'Competition from funded players',
  },
  {
    strengths: 'Team spirit in the Chakan warehouse is very good, people help each other in peak season.',
    weaknesses: 'Loaders leave after 3-4 months, we are always training new people.',
    opportunities: 'Online grocery orders are growing and dairy, frozen food all need cold delivery.',
    threats: 'Power cuts in Chakan MIDC. The generator diesel bill last summer was close to ₹6 lakh.',
  },
  {
    strengths: 'Our pharma clients have been with us for 8+ years.',
    weaknesses: 'Sales promises things to clients without checking with operations.',
    opportunities: '',
    threats: 'Not enough drivers willing to do long routes, especially on reefer trucks.',
  },
  {
    strengths: 'Temperature monitoring on every truck, GPS works well. Fleet is reliable.',
    weaknesses: 'Decisions are stuck at head office, branch managers cannot decide anything on their own.',
    opportunities: 'PM Gati Shakti and the National Logistics Policy should bring better roads and warehousing parks.',
    threats: 'FSSAI and drug regulator audits are getting stricter. One bad audit could lose us a pharma client.',
  },
  {
    strengths: 'Punctual deliveries. Last year we were at 97% on-time.',
    weaknesses: 'IT systems are outdated, no proper app for drivers, proof of delivery is still on paper.',
    opportunities: 'Quick commerce. Dark stores are opening in every city.',
    threats: 'Fuel cost',
  },
  {
    strengths: 'Experienced staff, many supervisors have 10+ years in cold chain.',
    weaknesses: 'Fuel bill is too high, some trucks give very poor mileage.',
    opportunities: 'Solar panels on the warehouse roofs would cut the electricity bill a lot.',
    threats: 'Big funded competitors coming into the Pune market.',
  },
  {
    strengths: 'Reliable refrigerated fleet',
    weaknesses: 'Too many approvals for small things',
    opportunities: 'Vaccines and biologics need proper cold chain, hospitals are looking for partners.',
    threats: 'Power outages at the warehouse',
  },
  {
    strengths: 'We rarely miss a delivery slot.',
    weaknesses: 'Communication between departments is poor. Billing finds out about rate changes last.',
    opportunities: 'Tier-2 cities like Kolhapur and Solapur have no good cold storage yet.',
    threats: '',
  },
  {
    strengths: 'Good team, supportive managers.',
    weaknesses: 'WMS hangs at month end and there is an inventory mismatch in every audit.',
    opportunities: 'E-grocery and quick commerce growth',
    threats: 'Startups offering cheaper rates, they have investor money to burn.',
  },
  {
    strengths: 'Dairy clients trust us, two of them renewed for 3 years this March.',
    weaknesses: 'Attrition in warehouse staff is high.',
    opportunities: 'Pharma cold chain is the future, margins are better than FMCG.',
    threats: 'Diesel rates and toll charges go up every year but client rates do not.',
  },
  {
    strengths: 'On-time delivery record and quick response to complaints.',
    weaknesses: 'Approval for a new hire takes 2 months.',
    opportunities: '',
    threats: 'Driver shortage',
  },
  {
    strengths: 'Trucks are newer than most in the market and the reefer units are serviced on schedule.',
    weaknesses: 'Manual processes everywhere, the warehouse software is from 2012.',
    opportunities: 'Rooftop solar, we have big warehouse roofs doing nothing.',
    threats: 'New competitors',
  },
  {
    strengths: 'Drivers are experienced and careful with temperature sensitive cargo.',
    weaknesses: 'Diesel is the biggest expense and nobody has a plan to bring it down.',
    opportunities: 'Quick-commerce companies need chilled last mile delivery, huge demand.',
    threats: 'Frequent power cuts in summer, cold rooms need better backup.',
  },
  {
    strengths: 'Deliveries reach on time, even in monsoon on the ghat roads.',
    weaknesses: 'Sales and operations do not talk to each other.',
    opportunities: 'Nagpur and Nashik, demand for cold storage is growing there and we already have clients.',
    threats: 'Keeping up with FSSAI rules and GDP for pharma is getting costly.',
  },
  {
    strengths: '',
    weaknesses: 'Slow decision making',
    opportunities: 'Online grocery',
    threats: 'Funded competitors undercutting prices',
  },
  {
    strengths: 'Our reefer fleet is one of the best maintained in Pune. Temperature logs are accurate.',
    weaknesses: 'Old ERP and WMS, lot of double entry.',
    opportunities: 'Government push for cold chain under Gati Shakti, subsidies for warehousing.',
    threats: 'Fuel price increase',
  },
  {
    strengths: 'People work like a family here, especially on night shifts.',
    weaknesses: 'Good loaders leave for better pay at e-commerce warehouses nearby.',
    opportunities: 'Vaccine distribution, hospitals, pharma exports',
    threats: "Not enough trained drivers. Young people don't want to drive trucks.",
  },
  {
    strengths: 'Timely deliveries, low damage rate',
    weaknesses: 'Approvals, approvals, approvals. Every purchase goes to the MD.',
    opportunities: 'Dark stores and 10-minute delivery apps all need a chilled delivery partner.',
    threats: '',
  },
  {
    strengths: 'Long relationships with pharma distributors and dairy cooperatives.',
    weaknesses: 'IT is outdated, clients cannot see their stock in real time.',
    opportunities: 'Solar on our roofs, could save maybe ₹40 lakh a year on power.',
    threats: 'New players with big funding.',
  },
  {
    strengths: 'On time delivery',
    weaknesses: '',
    opportunities: 'Expand to tier 2 cities',
    threats: 'Diesel',
  },
  {
    strengths: 'Experienced operations team, they handle Diwali peak without panic.',
    weaknesses: 'Information does not flow between departments, we hear about new clients from the drivers.',
    opportunities: 'Pharma companies are moving to third party cold chain. Good chance for us.',
    threats: 'Startups backed by VCs are hiring our people and taking our clients.',
  },
  {
    strengths: 'Fleet is reliable, GPS and temperature alerts on every vehicle.',
    weaknesses: 'Slow approvals from head office.',
    opportunities: 'Quick commerce and online grocery demand in Pune and Mumbai.',
    threats: 'Power cuts and voltage problems at Chakan, one cold room failed last May.',
  },
  {
    strengths: 'Team spirit',
    weaknesses: 'High diesel costs, no fuel monitoring.',
    opportunities: '',
    threats: '',
  },
  {
    strengths: 'We deliver on time, every quarterly review says so.',
    weaknesses: 'Excel sheets instead of a proper WMS.',
    opportunities: 'Frozen food and ice cream brands are shifting to online sales.',
    threats: 'Fuel prices',
  },
  {
    strengths: "Our trucks don't break down, the maintenance team is strong.",
    weaknesses: 'Attrition among warehouse workers, especially after Diwali.',
    opportunities: 'Vaccines, insulin, biologics, clinical trial samples',
    threats: 'Driver shortage is getting worse every year.',
  },
  {
    strengths: 'Dairy and pharma clients are loyal.',
    weaknesses: 'Every decision needs MD approval, even small ones.',
    opportunities: 'National Logistics Policy, and the state cold storage subsidy.',
    threats: 'New well-funded competitors',
  },
  {
    strengths: 'Delivery schedule is always met',
    weaknesses: 'WMS is outdated',
    opportunities: 'Tier-2 cities:\nKolhapur\nSolapur\nNashik',
    threats: 'Stricter FSSAI audits.',
  },
  {
    strengths: 'Good, experienced drivers.',
    weaknesses: 'Too much paperwork and slow approvals.',
    opportunities: 'Quick commerce',
    threats: 'Cheaper competitors',
  },
  {
    strengths: 'On-time delivery is our biggest strength.',
    weaknesses: 'Our systems are old, a simple report takes a day to prepare.',
    opportunities: 'Solar power for the cold storage. Payback is under 4 years.',
    threats: 'Rising fuel costs',
  },
  {
    strengths: 'Refrigerated fleet of 120 trucks, well maintained.',
    weaknesses: 'Departments work in silos.',
    opportunities: 'Pharma cold chain growth.',
    threats: '',
  },
  {
    strengths: 'Helpful colleagues and good teamwork.',
    weaknesses: 'We lose trained warehouse staff every month.',
    opportunities: 'Quick commerce dark stores in Pune need chilled supply twice a day.',
    threats: 'Power cuts',
  },
  {
    strengths: 'Always on time, even with short notice orders.',
    weaknesses: 'Outdated IT',
    opportunities: '',
    threats: 'Competitors with deep pockets',
  },
  {
    strengths: '',
    weaknesses: 'Diesel expenses are too high, trucks idle at client gates for hours with the reefer running.',
    opportunities: 'Expand to Nagpur',
    threats: 'Drivers leaving for other jobs, shortage of drivers.',
  },
  {
    strengths: 'Reefer trucks and cold rooms are reliable, temperature excursions are rare.',
    weaknesses: 'Approval process is slow.',
    opportunities: 'Online grocery delivery',
    threats: 'Fuel price hikes',
  },
  {
    strengths: 'Punctual deliveries and experienced drivers.',
    weaknesses: "WMS and ERP don't talk to each other.",
    opportunities: 'Growing pharma market in India, especially vaccines.',
    threats: 'FSSAI rules on temperature records keep changing.',
  },
  {
    strengths: 'Timely delivery',
    weaknesses: 'Poor communication between sales and dispatch.',
    opportunities: 'Rooftop solar panels.',
    threats: 'New funded startups in cold chain.',
  },
  {
    strengths: 'Loyal customers, especially the dairy cooperatives.',
    weaknesses: 'Decisions take too long.',
    opportunities: 'Quick commerce growth',
    threats: '',
  },
  {
    strengths: 'Reliable fleet and good temperature control.',
    weaknesses: 'Old software, the IT systems need an upgrade.',
    opportunities: 'Logistics parks coming up under Gati Shakti near Nagpur.',
    threats: 'Competition from big funded players, price war.',
  },
];
