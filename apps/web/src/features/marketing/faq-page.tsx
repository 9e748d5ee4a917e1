import { Link } from 'react-router';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { FAQ_CATEGORIES, faqByCategory, FaqList } from './faq-content';
import { MarketingPage } from './marketing-page';
import { usePricing } from './use-marketing';

export function FaqPage() {
  const pricing = usePricing();
  return (
    <MarketingPage
      title="Frequently asked questions"
      description="Answers about getting started, privacy and security, features, billing and plans, and support for Foursight's SWOT analysis platform."
      lead="Getting started, privacy, features, billing and support: the questions organisations ask before their first SWOT."
    >
      {!pricing.data ? (
        <div role="status" aria-label="Loading questions" className="grid gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <div className="grid gap-10">
          {FAQ_CATEGORIES.map((category) => (
            <section key={category} aria-labelledby={`faq-${category}`}>
              <h2 id={`faq-${category}`} className="mb-3 text-2xl font-semibold">
                {category}
              </h2>
              <FaqList items={faqByCategory(pricing.data)[category]} />
            </section>
          ))}
        </div>
      )}
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/contact">Contact Support</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Schedule Demo</Link>
        </Button>
      </div>
    </MarketingPage>
  );
}
