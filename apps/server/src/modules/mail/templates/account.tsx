import { pages } from '@launchpad/shared';
import { Action, Layout, type MailContext, Note, Paragraph } from './layout.tsx';

export interface PasswordResetData {
  name: string;
  token: string;
}

export const passwordReset = {
  subject: () => 'Choose a new Launchpad password',
  secret: true,
  render: (data: PasswordResetData, context: MailContext) => {
    const link = `${context.publicUrl}${pages.resetPassword.path}?token=${encodeURIComponent(data.token)}`;
    return (
      <Layout preview="The link works for 30 minutes." heading="Choose a new password" context={context}>
        <Paragraph>Hello {data.name},</Paragraph>
        <Paragraph>
          Someone asked to reset the password of your Launchpad account. If it was you, choose a new password
          with the button below. The link works once, for 30 minutes, and signs you out on every device.
        </Paragraph>
        <Action href={link} label="Choose a new password" />
        <Note>If you did not ask for this, ignore this mail: your password stays as it is.</Note>
      </Layout>
    );
  },
};

export interface PasswordChangedData {
  name: string;
  changedAt: string;
}

export const passwordChanged = {
  subject: () => 'Your Launchpad password was changed',
  render: (data: PasswordChangedData, context: MailContext) => (
    <Layout preview={`Changed on ${data.changedAt}`} heading="Your password was changed" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        The password of your Launchpad account was changed on {data.changedAt}, and every device that was
        signed in has been signed out.
      </Paragraph>
      <Paragraph>If you made this change, there is nothing more to do.</Paragraph>
      <Note>
        If you did not, choose a new password at once from {context.publicUrl}
        {pages.forgotPassword.path} and tell us at {context.support.email}.
      </Note>
    </Layout>
  ),
};

export interface VerifyEmailData {
  name: string;
  token: string;
}

export const verifyEmail = {
  subject: () => 'Confirm your email for Launchpad',
  secret: true,
  render: (data: VerifyEmailData, context: MailContext) => {
    const link = `${context.publicUrl}${pages.verifyEmail.path}?token=${encodeURIComponent(data.token)}`;
    return (
      <Layout preview="One click confirms this address." heading="Confirm your email" context={context}>
        <Paragraph>Hello {data.name},</Paragraph>
        <Paragraph>
          Please confirm that this address is yours, so that your receipts and order updates reach you and
          nobody else can use it on Launchpad. The link works for 24 hours.
        </Paragraph>
        <Action href={link} label="Confirm my email" />
        <Note>If you did not create a Launchpad account, ignore this mail.</Note>
      </Layout>
    );
  },
};
