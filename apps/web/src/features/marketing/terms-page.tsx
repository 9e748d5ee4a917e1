import { MarketingPage, Prose } from './marketing-page';

export function TermsPage() {
  return (
    <MarketingPage
      title="Terms of Service"
      description="The terms for using Foursight: accounts, billing in rupees, acceptable use, availability, and how the agreement ends."
      lead="The agreement between your organisation and Foursight, in plain words."
    >
      <Prose>
        <h2>1. Your account</h2>
        <p>
          An organisation registers with a contact person, who is responsible for the account and for the people it
          invites. Keep your password private; you are responsible for what happens under your account.
        </p>
        <h2>2. Billing</h2>
        <p>
          Prices are in Indian rupees and include GST. A plan upgrade is paid once, and credits are paid in advance;
          there is no monthly or yearly fee. Fees are non-refundable except where the law requires otherwise. We
          announce price changes at least 30 days before they apply.
        </p>
        <h2>3. Acceptable use</h2>
        <ul>
          <li>Invite only people who expect to hear from your organisation.</li>
          <li>Do not try to identify anonymous respondents or to reach other organisations&apos; data.</li>
          <li>Do not use Foursight to send spam or unlawful content.</li>
        </ul>
        <h2>4. Your content</h2>
        <p>
          Your SWOTs, responses, reports and settings belong to your organisation. We process them only to provide the
          service. When you use AI analysis, the statistics and representative quotes are sent to the AI provider whose
          key you supplied, under your agreement with that provider.
        </p>
        <h2>5. Availability</h2>
        <p>
          We aim for 99.9% monthly uptime. Planned maintenance is announced on the site; participation links keep
          working during it wherever possible.
        </p>
        <h2>6. Ending the agreement</h2>
        <p>
          You may cancel at any time. Your data stays available for 30 days after cancellation and is then deleted. We
          may suspend an account that breaks these terms, after telling you why.
        </p>
        <h2>7. Age</h2>
        <p>Foursight is not meant for children under 16.</p>
      </Prose>
    </MarketingPage>
  );
}
