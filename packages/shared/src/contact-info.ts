/** How customers reach the provider's support team (spec §9: phone hours 9AM-10PM IST, every day). */
export const supportContact = {
  email: 'support@launchpad.example',
  phone: '+91 80 4567 8900',
  hours: '9AM–10PM IST, every day',
} as const;
