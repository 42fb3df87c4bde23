import { pages } from '@launchpad/shared';
import { Layout, type MailContext, Note, Paragraph } from './layout.tsx';

export interface TwoFactorDisabledData {
  name: string;
  disabledAt: string;
}

export const twoFactorDisabled = {
  subject: () => 'Two-step sign-in was turned off for your Launchpad account',
  render: (data: TwoFactorDisabledData, context: MailContext) => (
    <Layout preview={`Turned off on ${data.disabledAt}`} heading="Two-step sign-in is off" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        On {data.disabledAt} two-step sign-in was turned off for your Launchpad account: from now on your
        password alone opens it. Every other device that was signed in has been signed out.
      </Paragraph>
      <Note>
        If you did not do this, choose a new password at once from {context.publicUrl}
        {pages.forgotPassword.path} and tell us at {context.support.email}.
      </Note>
    </Layout>
  ),
};

export interface RecoveryCodeUsedData {
  name: string;
  usedAt: string;
  codesLeft: number;
}

export const recoveryCodeUsed = {
  subject: () => 'A recovery code was used to sign in to your Launchpad account',
  render: (data: RecoveryCodeUsedData, context: MailContext) => (
    <Layout preview={`Used on ${data.usedAt}`} heading="A recovery code was used" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        On {data.usedAt} someone signed in to your Launchpad account with your password and one of your
        recovery codes. That code no longer works; {data.codesLeft} of your codes are left. Every other device
        that was signed in has been signed out.
      </Paragraph>
      <Note>
        If this was not you, choose a new password at once from {context.publicUrl}
        {pages.forgotPassword.path} and tell us at {context.support.email}.
      </Note>
    </Layout>
  ),
};
