import { findServiceCard, type ServiceId, servicePageIds } from '@launchpad/shared';
import { useEffect, useState } from 'react';
import { useSiteConfig } from '../features/catalogue/site-config.ts';
import { ContactForm } from '../features/contact/components/contact-form.tsx';

type RequestedService = { id: ServiceId; title: string };

/**
 * The service named by `?service=`, looked up on the page named by `&from=` first, because
 * `trademark` and `enterprise` exist on two pages (`findServiceCard`). The prerendered page was
 * built without a query string, so this is read after hydration, keeping the first render equal
 * to that HTML.
 */
function useRequestedService(): RequestedService | undefined {
  const [service, setService] = useState<RequestedService>();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const serviceParam = params.get('service');
    const from = servicePageIds.find((page) => page === params.get('from'));
    const card = serviceParam ? findServiceCard(serviceParam, from) : undefined;
    setService(card ? { id: card.id, title: card.title } : undefined);
  }, []);
  return service;
}

/** The contact form, with its subject pre-filled from `?service=`. */
export default function ContactFormIsland() {
  const service = useRequestedService();
  const siteConfig = useSiteConfig();
  const support = siteConfig
    ? { phone: siteConfig.supportPhone, whatsappNumber: siteConfig.whatsappNumber }
    : undefined;
  return <ContactForm key={service?.id ?? 'general'} service={service} support={support} />;
}
