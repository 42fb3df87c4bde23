import { supportContact, supportReplyTime, telHref } from '@launchpad/shared';
import { Clock, Mail, MessageSquareReply, Phone } from 'lucide-react';

/** How to reach support (phones 9AM–10PM IST every day, replies within 24 hours). */
export function ContactDetails() {
  const items = [
    {
      Icon: Mail,
      title: 'Email us',
      body: (
        <a href={`mailto:${supportContact.email}`} className="font-semibold text-brand-700 hover:underline">
          {supportContact.email}
        </a>
      ),
    },
    {
      Icon: Phone,
      title: 'Call us',
      body: (
        <a href={telHref(supportContact.phone)} className="font-semibold text-brand-700 hover:underline">
          {supportContact.phone}
        </a>
      ),
    },
    { Icon: Clock, title: 'Phone hours', body: <span>{supportContact.hours}</span> },
    {
      Icon: MessageSquareReply,
      title: 'Response time',
      body: <span>Messages answered {supportReplyTime}</span>,
    },
  ];
  return (
    <ul className="flex flex-col gap-4">
      {items.map(({ Icon, title, body }) => (
        <li
          key={title}
          className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50"
          >
            <Icon className="size-5 text-brand-700" />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5 text-sm text-slate-700 [overflow-wrap:anywhere]">
            <p className="font-semibold text-slate-900">{title}</p>
            {body}
          </div>
        </li>
      ))}
    </ul>
  );
}
