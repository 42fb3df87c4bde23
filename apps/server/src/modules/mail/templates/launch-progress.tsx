import { orderReference } from '@launchpad/shared';
import { DateMoved, type LaunchDateChange, List } from './launch.tsx';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { orderPageUrl } from './links.ts';

/** One milestone that moved since the customer's last progress mail. */
export interface ProgressItem {
  title: string;
  /** Where it stands now, in words ("Done on 26 Nov 2026", "In progress", "Reopened"). */
  state: string;
  done: boolean;
  /** The team's note on it, which the customer also reads on the order. */
  note: string | null;
}

export interface LaunchProgressData {
  name: string;
  packageName: string;
  orderId: string;
  /** In plan order. */
  items: ProgressItem[];
  nextMilestone: string | null;
  expectedLaunchDate: string | null;
  dateChange: LaunchDateChange | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The gathered progress of a launch: every milestone that moved in a quiet period, in one mail. */
export const launchProgress = {
  subject: (data: LaunchProgressData) => {
    const done = data.items.filter((item) => item.done).length;
    return done > 0
      ? `${plural(done, 'step')} done on your ${data.packageName} launch`
      : `An update on your ${data.packageName} launch`;
  },
  render: (data: LaunchProgressData, context: MailContext) => (
    <Layout
      preview={data.items.map((item) => item.title).join(', ')}
      heading="Progress on your launch"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>Here is what moved on your {data.packageName} launch since we last wrote:</Paragraph>
      <List
        items={data.items.map(
          (item) => `${item.title}: ${item.state}${item.note ? `. Note from our team: ${item.note}` : ''}`,
        )}
      />
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ...(data.nextMilestone ? [['Next step', data.nextMilestone] as [string, string]] : []),
          ...(data.expectedLaunchDate
            ? [['Expected launch', data.expectedLaunchDate] as [string, string]]
            : []),
        ]}
      />
      {data.dateChange ? <DateMoved change={data.dateChange} /> : null}
      <Action href={orderPageUrl(context, data.orderId)} label="Follow your launch" />
      <Note>We gather the progress of a few minutes into one mail, so a busy day sends you one.</Note>
    </Layout>
  ),
};

export interface LaunchActionNeededData {
  name: string;
  packageName: string;
  orderId: string;
  milestone: string;
  /** What the team needs from the customer, in the team's words. */
  needed: string;
  /** The customer's review of the finished work, approved on the order page. */
  signOff: boolean;
  dateChange: LaunchDateChange | null;
}

/** A step that cannot go on without the customer: mailed at once, saying what is needed. */
export const launchActionNeeded = {
  subject: (data: LaunchActionNeededData) =>
    data.signOff
      ? `Ready for your review: your ${data.packageName} launch`
      : `We need something from you: ${data.milestone}`,
  render: (data: LaunchActionNeededData, context: MailContext) => (
    <Layout
      preview={data.needed}
      heading={data.signOff ? 'Your review and sign-off' : 'Your launch is waiting on you'}
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        {data.signOff
          ? `The work on your ${data.packageName} launch is ready for your review. Once you approve it, we go ahead with the launch.`
          : `A step of your ${data.packageName} launch cannot go on until you help us with it.`}
      </Paragraph>
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Step', data.milestone],
          ['What we need', data.needed],
        ]}
      />
      {data.dateChange ? <DateMoved change={data.dateChange} /> : null}
      <Action
        href={orderPageUrl(context, data.orderId)}
        label={data.signOff ? 'Review and sign off' : 'Open your order'}
      />
      <Note>The days we wait on you move the expected launch date.</Note>
    </Layout>
  ),
};
