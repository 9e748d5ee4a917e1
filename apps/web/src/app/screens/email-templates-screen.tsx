import { WhatsAppCard } from '@/features/notifications/whatsapp-card';
import { EmailTemplatesPage } from '@/features/templates/email-templates-page';

/** The e-mail templates with the WhatsApp notifications card beside them. */
export function EmailTemplatesScreen() {
  return <EmailTemplatesPage aside={<WhatsAppCard />} />;
}
