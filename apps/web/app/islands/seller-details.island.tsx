import { useSiteConfig } from '../features/catalogue/site-config.ts';
import { SellerDetails } from '../features/contact/components/seller-details.tsx';

/** The seller's legal identity and grievance officer, from the server's settings. */
export default function SellerDetailsIsland({ tone }: { tone: 'footer' | 'page' }) {
  return <SellerDetails config={useSiteConfig()} tone={tone} />;
}
