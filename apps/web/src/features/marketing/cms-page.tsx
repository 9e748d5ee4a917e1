import { FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { usePublicPage } from './use-marketing';

/** A page written in the admin console's CMS, at /p/{slug}. Its HTML is sanitised by the server. */
export function CmsPage() {
  const { slug = '' } = useParams();
  const page = usePublicPage(slug);
  usePageMeta(page.data?.title ?? (page.isError ? 'Page not found' : ''), page.data?.metaDescription ?? '');

  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-20">
        <EmptyState icon={FileQuestion} title={missing ? '404 Page Not Found' : 'This page could not be loaded'}>
          <Button asChild variant="outline" className="mt-3">
            <Link to="/">Back to the home page</Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (!page.data) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-16" role="status" aria-label="Loading page">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{page.data.title}</h1>
      <div
        className="cms-content mt-8 grid gap-4 leading-7 [&_a]:text-link [&_a]:underline [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-5 [&_ol>li]:list-decimal [&_ul>li]:list-disc"
        // Sanitised on the server when saved (features/cms/page-content.ts): a fixed list of tags and attributes, no script.
        dangerouslySetInnerHTML={{ __html: page.data.content }}
      />
    </article>
  );
}
