import { pages } from '@launchpad/shared';
import { Action, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { tokenPageUrl } from './links.ts';

/** Goes to an address nobody may have proved yet: nothing typed by anyone, not even a name. */
export interface PasswordResetData {
  token: string;
}

export const passwordReset = {
  subject: () => 'Choose a new Launchpad password',
  secret: true,
  render: (data: PasswordResetData, context: MailContext) => {
    const link = tokenPageUrl(context, pages.resetPassword.path, data.token);
    return (
      <Layout preview="The link works for 30 minutes." heading="Choose a new password" context={context}>
        <Paragraph>Hello,</Paragraph>
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

/** Goes to an address nobody may have proved yet: nothing typed by anyone, not even a name. */
export interface VerifyEmailData {
  token: string;
}

export const verifyEmail = {
  subject: () => 'Confirm your email for Launchpad',
  secret: true,
  render: (data: VerifyEmailData, context: MailContext) => {
    const link = tokenPageUrl(context, pages.verifyEmail.path, data.token);
    return (
      <Layout preview="One click confirms this address." heading="Confirm your email" context={context}>
        <Paragraph>Hello,</Paragraph>
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

/** Goes to the asked-for address, unproved: nothing typed but that address itself. */
export interface ConfirmEmailChangeData {
  token: string;
  newEmail: string;
}

export const confirmEmailChange = {
  subject: () => 'Confirm your new email for Launchpad',
  secret: true,
  render: (data: ConfirmEmailChangeData, context: MailContext) => {
    const link = tokenPageUrl(context, pages.confirmEmail.path, data.token);
    return (
      <Layout
        preview="Your email changes when you open the link."
        heading="Confirm your new email"
        context={context}
      >
        <Paragraph>Hello,</Paragraph>
        <Paragraph>
          You asked to sign in to Launchpad with {data.newEmail} from now on. Your email changes when you
          confirm it with the button below; until then your account keeps its current address. The link works
          once, for 24 hours.
        </Paragraph>
        <Action href={link} label="Confirm my new email" />
        <Note>If you did not ask for this, ignore this mail: nothing changes.</Note>
      </Layout>
    );
  },
};

export interface EmailChangedData {
  name: string;
  newEmail: string;
  changedAt: string;
}

export const emailChanged = {
  subject: () => 'Your Launchpad email was changed',
  render: (data: EmailChangedData, context: MailContext) => (
    <Layout preview={`It is now ${data.newEmail}`} heading="Your email was changed" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        On {data.changedAt} the email of your Launchpad account was changed to {data.newEmail}, after that
        address was confirmed. Receipts, order updates and sign-in now use the new address; this one gets no
        more mail about the account.
      </Paragraph>
      <Paragraph>If you made this change, there is nothing more to do.</Paragraph>
      <Note>
        If you did not, write to us at once at {context.support.email} or call {context.support.phone}, and we
        will secure your account.
      </Note>
    </Layout>
  ),
};

export interface EmailChangeInUseData {
  /** The address that was asked for (this mail's recipient). */
  email: string;
}

export const emailChangeInUse = {
  subject: () => 'This email already has a Launchpad account',
  render: (data: EmailChangeInUseData, context: MailContext) => (
    <Layout preview="Nothing was changed." heading="This address already has an account" context={context}>
      <Paragraph>
        Someone signed in to Launchpad asked to move their account to {data.email}. This address already
        belongs to a Launchpad account, so nothing was changed.
      </Paragraph>
      <Paragraph>
        If it was you, sign in with this address instead (choose “Forgot password?” if you do not remember its
        password), or use another address for the other account.
      </Paragraph>
      <Action href={`${context.publicUrl}${pages.login.path}`} label="Sign in" />
      <Note>If it was not you, ignore this mail: your account is unchanged.</Note>
    </Layout>
  ),
};

export interface EmailChangeRequestedData {
  name: string;
  /** The new address with most of it hidden (`n***@example.in`). */
  newEmailMasked: string;
  requestedAt: string;
}

export const emailChangeRequested = {
  subject: () => 'Someone asked to move your Launchpad account to another email',
  render: (data: EmailChangeRequestedData, context: MailContext) => (
    <Layout
      preview={`To ${data.newEmailMasked}, asked on ${data.requestedAt}`}
      heading="A change of email was asked for"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        On {data.requestedAt} someone signed in to your Launchpad account asked to move it to{' '}
        {data.newEmailMasked}. The account keeps this address until a link sent to the new one is opened.
      </Paragraph>
      <Paragraph>If it was you, there is nothing more to do.</Paragraph>
      <Action
        href={`${context.publicUrl}${pages.forgotPassword.path}`}
        label="It wasn’t me: reset my password"
      />
      <Note>
        If it wasn’t you, reset your password now: that cancels the change and signs everyone out of the
        account. Then tell us at {context.support.email}.
      </Note>
    </Layout>
  ),
};

export interface GoogleSignInAddedData {
  name: string;
  addedAt: string;
}

export const googleSignInAdded = {
  subject: () => 'Google sign-in was added to your Launchpad account',
  render: (data: GoogleSignInAddedData, context: MailContext) => (
    <Layout preview={`Added on ${data.addedAt}`} heading="Google sign-in was added" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        On {data.addedAt} your Launchpad account was signed in to with Google for the first time. From now on
        “Continue with Google” opens it, and every device that was signed in with the password has been signed
        out.
      </Paragraph>
      <Paragraph>
        Your password still works. If anyone else may know it, or you did not set it yourself, choose a new
        one from {context.publicUrl}
        {pages.forgotPassword.path}.
      </Paragraph>
      <Note>
        If you did not sign in with Google, reset your password at once and tell us at {context.support.email}
        .
      </Note>
    </Layout>
  ),
};

export interface InvitationData {
  name: string;
  /** The admin who opened the account. */
  invitedBy: string;
  asAdmin: boolean;
  token: string;
}

export const invitation = {
  subject: () => 'You are invited to Launchpad: choose your password',
  secret: true,
  render: (data: InvitationData, context: MailContext) => {
    const link = tokenPageUrl(context, pages.acceptInvitation.path, data.token);
    return (
      <Layout preview="The link works once, for 7 days." heading="Welcome to Launchpad" context={context}>
        <Paragraph>Hello {data.name},</Paragraph>
        <Paragraph>
          {data.invitedBy} opened a Launchpad account for you{data.asAdmin ? ' as a member of the team' : ''}.
          Choose your password with the button below, then sign in with this email address. The link works
          once, for 7 days.
        </Paragraph>
        <Action href={link} label="Choose my password" />
        <Note>If you did not expect this, ignore this mail or tell us at {context.support.email}.</Note>
      </Layout>
    );
  },
};
