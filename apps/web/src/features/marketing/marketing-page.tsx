import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-title';

/** The frame every static public page shares: a heading band and a readable column. */
export function MarketingPage({
  title,
  description,
  lead,
  children,
  wide = false,
}: {
  title: string;
  description: string;
  lead: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  usePageMeta(title, description);
  return (
    <>
      <section className="border-b bg-muted/40 px-4 py-14 sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p>
        </div>
      </section>
      <div className={`mx-auto px-4 py-12 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>{children}</div>
    </>
  );
}

/** Long-form text (terms, privacy, about): headings and paragraphs with comfortable spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-4 leading-7 text-foreground [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-muted-foreground [&_ul]:grid [&_ul]:gap-1 [&_ul]:text-muted-foreground">
      {children}
    </div>
  );
}
