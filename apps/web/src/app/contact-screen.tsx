import { ContactDetails, ContactPage } from '@/features/contact/contact-page';
import { useSite } from '@/features/marketing/use-marketing';

/** The contact page with the site's own e-mail and phone (site settings of the admin console). */
export function ContactScreen() {
  const site = useSite().data;
  return <ContactPage details={site ? <ContactDetails email={site.contactEmail} phone={site.contactPhone} /> : null} />;
}
