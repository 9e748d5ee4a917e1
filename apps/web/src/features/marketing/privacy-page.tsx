import { MarketingPage, Prose } from './marketing-page';

export function PrivacyPage() {
  return (
    <MarketingPage
      title="Privacy Policy"
      description="What Foursight collects, why, how long it is kept, and your rights: anonymous responses, encrypted keys, 30-day deletion."
      lead="What we collect, why, how long we keep it, and what you can ask of us."
    >
      <Prose>
        <h2>What we collect</h2>
        <ul>
          <li>Account details: organisation name, contact name, e-mail, address, phone and tax number.</li>
          <li>
            Your directory: the people you add, with their names, e-mails, departments and optional phone numbers.
          </li>
          <li>
            SWOT responses: only the four answers and the time they were sent. No name, e-mail or network address is
            stored with a response.
          </li>
          <li>Usage and billing records: responses counted against your plan, credits bought and invoices.</li>
        </ul>
        <h2>How we use it</h2>
        <p>
          To run the service: send invitations you ask for, analyse responses, bill usage and keep the platform secure.
          We do not sell data and do not use your responses to train AI models. AI analysis sends statistics and a few
          representative quotes to the provider whose key you saved, and only when you switch it on.
        </p>
        <h2>How long we keep it</h2>
        <ul>
          <li>Your content: while your account is active, and 30 days after cancellation.</li>
          <li>Usage logs: up to 2 years.</li>
          <li>Billing records: about 7 years, as tax law requires.</li>
        </ul>
        <h2>Security</h2>
        <p>
          Passwords are hashed, sessions live in HttpOnly cookies, each organisation sees only its own data, and AI keys
          are encrypted at rest.
        </p>
        <h2>Your rights</h2>
        <p>
          You can ask to see, correct, export or delete your data. We answer privacy requests within 30 days. Foursight
          is not meant for children under 16.
        </p>
      </Prose>
    </MarketingPage>
  );
}
