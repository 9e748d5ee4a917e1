import { BarChart3, FileDown, KeyRound, Mail, MessageCircle, Palette, Sparkles, Target, Users } from 'lucide-react';
import { MarketingPage } from './marketing-page';

const FEATURES = [
  {
    icon: Users,
    title: 'Your whole directory',
    text: 'Add people one by one or import a CSV, group them by department or custom list, and invite any mix of them to a SWOT.',
  },
  {
    icon: Mail,
    title: 'Invitations that arrive',
    text: 'Editable e-mail templates, sent through your SMTP server or an e-mail API, with retries and a delivery record for every message.',
  },
  {
    icon: MessageCircle,
    title: 'WhatsApp notifications',
    text: 'On the plans that include it, participants can also be invited on WhatsApp.',
  },
  {
    icon: BarChart3,
    title: 'Statistics that always work',
    text: 'Keywords, themes with representative quotes, sentiment and a measure for each quadrant, from the first answer.',
  },
  {
    icon: Sparkles,
    title: 'AI analysis with your own key',
    text: 'A summary, recommendations and a 30-day to 12-month action plan written by the AI provider you already pay for.',
  },
  {
    icon: Target,
    title: 'Goals and comparisons',
    text: 'Turn insights into strategic goals with progress, and compare SWOTs and months to see what changed.',
  },
  {
    icon: FileDown,
    title: 'Reports in every format',
    text: 'Printable reports with PDF, PowerPoint and Excel exports for the board pack.',
  },
  {
    icon: Palette,
    title: 'Your brand',
    text: 'Your logo and colours on the participation page and across the app; white-label on paid plans.',
  },
  {
    icon: KeyRound,
    title: 'Secure by default',
    text: 'Every organisation sees only its own data; keys are encrypted at rest; payments go through a card processor.',
  },
];

export function FeaturesPage() {
  return (
    <MarketingPage
      wide
      title="Features"
      description="Everything Foursight does: directory and invitations, anonymous answers, statistical and AI analysis, goals, reports and exports."
      lead="From the first invitation to the board report, everything a SWOT needs is in one place."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <Icon className="mb-4 size-6 text-link" aria-hidden="true" />
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </MarketingPage>
  );
}
