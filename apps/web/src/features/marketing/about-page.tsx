import { Link } from 'react-router';
import { MarketingPage, Prose } from './marketing-page';

export function AboutPage() {
  return (
    <MarketingPage
      title="About Foursight"
      description="Why we built Foursight: strategy works better when everyone in an organisation can say what they see, safely."
      lead="Strategy works better when everyone can say what they see. We built Foursight so they can, safely."
    >
      <Prose>
        <h2>Why Foursight exists</h2>
        <p>
          Most SWOT analyses happen in a meeting room with a handful of senior people and a whiteboard. The people who
          talk to customers every day, who ship the product and who answer the support queue rarely get asked, and when
          they are, they are asked with their name attached. Foursight changes both: anyone you invite can answer, and
          nobody&apos;s answer can be traced back to them.
        </p>
        <h2>What we believe</h2>
        <ul>
          <li>Anonymous input is honest input. Answers carry no name, no e-mail and no address.</li>
          <li>Insight must be explainable. Every theme and figure shows the answers it came from.</li>
          <li>AI is a helper, not a black box. It works with your own key, and the statistics work without it.</li>
          <li>
            Pricing should be plain. You pay in rupees for the responses you collect, and an upgrade is paid once, never
            as a subscription.
          </li>
        </ul>
        <h2>Who uses it</h2>
        <p>
          Leadership teams preparing an annual plan, HR teams taking the pulse after a reorganisation, founders checking
          their assumptions with the whole company, consultants running SWOT workshops for clients. More than 500
          organisations have run analyses on Foursight.
        </p>
        <p>
          Questions about how we work?{' '}
          <Link to="/contact" className="text-link underline">
            Get in touch
          </Link>
          .
        </p>
      </Prose>
    </MarketingPage>
  );
}
