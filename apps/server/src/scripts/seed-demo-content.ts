import type { OrderStatus } from '@launchpad/shared';

// The demo data's words: its customers and their cities, the team's notes by status, the contact
// form's enquiries, and the seeded generator that picks among them the same way every time.

export const DEMO_DOMAIN = 'demo.launchpad.in';
export const DEMO_PASSWORD = 'demo-password-2026';
export const DAY = 24 * 60 * 60 * 1000;

export const customers = [
  ['Aarav Sharma', 'Bengaluru'],
  ['Priya Iyer', 'Chennai'],
  ['Vivaan Patel', 'Ahmedabad'],
  ['Ananya Reddy', 'Hyderabad'],
  ['Arjun Nair', 'Kochi'],
  ['Diya Mehta', 'Mumbai'],
  ['Rohan Gupta', 'Delhi'],
  ['Ishita Banerjee', 'Kolkata'],
  ['Karthik Rao', 'Mysuru'],
  ['Meera Kulkarni', 'Pune'],
  ['Siddharth Singh', 'Lucknow'],
  ['Kavya Menon', 'Thiruvananthapuram'],
  ['Rahul Verma', 'Jaipur'],
  ['Sneha Deshpande', 'Nagpur'],
  ['Imran Qureshi', 'Bhopal'],
  ['Fatima Khan', 'Hyderabad'],
  ['Gurpreet Kaur', 'Chandigarh'],
  ['Harpreet Gill', 'Ludhiana'],
  ['Joseph Varghese', 'Kottayam'],
  ['Tenzin Dorjee', 'Gangtok'],
  ['Lakshmi Pillai', 'Coimbatore'],
  ['Nikhil Joshi', 'Indore'],
  ['Pooja Agarwal', 'Kanpur'],
  ['Manish Chauhan', 'Surat'],
  ['Aditi Saxena', 'Noida'],
  ['Suresh Naidu', 'Visakhapatnam'],
  ['Riya Kapoor', 'Gurugram'],
  ['Deepak Yadav', 'Patna'],
  ['Neha Bhatia', 'Dehradun'],
  ['Sai Krishna', 'Vijayawada'],
] as const;

export const notesByStatus: Record<OrderStatus, string[]> = {
  pending: ['Customer asked for a GST invoice before paying.', 'Reminder sent on WhatsApp.'],
  'in-progress': [
    'DIN and DSC applied for both directors.',
    'Name approval filed with the MCA (RUN).',
    'Waiting for the second director’s PAN and Aadhaar.',
    'Website wireframes shared for review.',
  ],
  completed: [
    'Certificate of Incorporation issued; welcome kit sent.',
    'App published on the Play Store; handover call done.',
  ],
  cancelled: ['Customer chose a different provider; refund initiated.', 'Duplicate order.'],
};

export const enquiries = [
  [
    'Private limited for a fintech idea',
    'pvt-ltd',
    'We are two co-founders in Pune. How long does incorporation take?',
  ],
  ['LLP or private limited?', 'llp', 'I run a small design studio. Which structure do you suggest for us?'],
  ['Trademark for our brand name', 'trademark', 'Can you search whether our brand name is already taken?'],
  ['GST registration', 'gst-registration', 'We sell handicrafts online. Do we need GST from day one?'],
  ['Startup India recognition', 'startup-schemes', 'Is our company eligible for the tax holiday?'],
  ['Mobile app quote', 'starter-mobile', 'Please share a quote for a simple Android and iOS app.'],
  ['Website redesign', 'starter-website', 'Our current site is slow. Can you rebuild it in Next.js?'],
  ['Social media marketing', 'growth', 'We want to grow on Instagram and LinkedIn. What is included?'],
  ['Annual compliance', 'annual-compliance', 'Our first AGM is due. Can you handle the filings?'],
  ['General question', null, 'Do you offer EMI for the Enterprise package?'],
] as const;

/** A small seeded generator, so every demo database looks the same. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function emailOf(name: string): string {
  return `${name.toLowerCase().replaceAll(' ', '.')}@${DEMO_DOMAIN}`;
}
