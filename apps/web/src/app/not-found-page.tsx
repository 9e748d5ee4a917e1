import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';

/** Every unknown route (spec part 1 §2.1). */
export function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </div>
  );
}
