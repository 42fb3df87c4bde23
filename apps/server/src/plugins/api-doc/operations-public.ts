import type { OperationText } from './operation-text.ts';

// The names of the public operations: health, the catalogue, the contact form, accounts and sessions.

export const publicOperations: Record<string, OperationText> = {
  // Health and public data
  'GET /api/health': { id: 'getHealth', summary: 'Whether the service and its database answer' },
  'GET /api/health/ready': {
    id: 'getReadiness',
    summary: 'Whether this instance takes traffic (false while it starts or drains)',
  },
  'GET /api/health/live': { id: 'getLiveness', summary: 'Whether this instance process is alive' },
  'GET /api/packages': { id: 'listPackages', summary: 'The launch packages on sale, with prices' },
  'GET /api/site-config': { id: 'getSiteConfig', summary: 'Public settings the web app starts with' },
  'POST /api/contact': {
    id: 'sendContactMessage',
    summary: 'Send a message to the team from the contact form',
    example: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98450 12345',
      subject: 'Registering a private limited company',
      message: 'Which documents do the two directors need?',
      service: 'pvt-ltd',
    },
  },

  // Accounts and sessions
  'POST /api/auth/register': {
    id: 'register',
    summary: 'Create an account and sign in',
    example: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+91 98450 12345',
      password: 'kite-harbour-monsoon-42',
      productUpdates: false,
    },
  },
  'POST /api/auth/login': {
    id: 'signIn',
    summary: 'Sign in with email and password',
    example: { email: 'asha@example.in', password: 'kite-harbour-monsoon-42' },
  },
  'POST /api/auth/logout': { id: 'signOut', summary: 'End this session' },
  'POST /api/auth/sessions/revoke-all': {
    id: 'signOutEverywhere',
    summary: 'Sign out of all devices: ends every session of the account, this one too',
  },
  'GET /api/auth/me': { id: 'getMe', summary: 'The signed-in user' },
  'PATCH /api/auth/me': {
    id: 'updateProfile',
    summary: 'Change your name and phone',
    example: { name: 'Asha Rao', phone: '+91 98450 12345' },
  },
  'POST /api/auth/verify-email': { id: 'verifyEmail', summary: 'Confirm your email with the mailed link' },
  'POST /api/auth/resend-verification': {
    id: 'resendVerification',
    summary: 'Mail a new email confirmation link',
  },
  'POST /api/auth/forgot-password': {
    id: 'requestPasswordReset',
    summary: 'Mail a link to choose a new password',
    example: { email: 'asha@example.in' },
  },
  'POST /api/auth/accept-invitation': {
    id: 'acceptInvitation',
    summary: 'Choose the first password of an account the team opened, with the invitation link',
  },
  'POST /api/auth/reset-password': {
    id: 'resetPassword',
    summary: 'Choose a new password with the mailed link; ends every session',
  },
  'POST /api/auth/change-password': {
    id: 'changePassword',
    summary: 'Change your password; signs out your other sessions',
  },
  'POST /api/auth/change-email': {
    id: 'requestEmailChange',
    summary: 'Ask to move your account to another email address',
  },
  'POST /api/auth/confirm-email-change': {
    id: 'confirmEmailChange',
    summary: 'Confirm the new email address with the mailed link',
  },
  'GET /api/auth/providers': { id: 'listSignInProviders', summary: 'Sign-in methods besides passwords' },
  'POST /api/firebase-auth/firebase-signin': {
    id: 'signInWithGoogle',
    summary: 'Sign in (or sign up) with a Google ID token',
  },

  // Two-step sign-in and the signed-in devices
  'POST /api/auth/login/two-factor': {
    id: 'signInWithCode',
    summary: 'Finish a sign-in that asked for a code: the challenge and the authenticator (or recovery) code',
    example: { challenge: 'q7Xk2cV9bN4mZ1pL8sD3fG6hJ0wE5rT2yU7iO4aS1dQ', code: '492039' },
  },
  'POST /api/auth/me/two-factor': {
    id: 'startTwoFactorEnrolment',
    summary: 'A new authenticator secret, waiting for its first code',
  },
  'POST /api/auth/me/two-factor/confirm': {
    id: 'confirmTwoFactorEnrolment',
    summary: 'Turn on two-step sign-in with the app’s first code; answers the recovery codes',
    example: { code: '492039' },
  },
  'DELETE /api/auth/me/two-factor': {
    id: 'turnOffTwoFactor',
    summary: 'Turn off two-step sign-in (needs the password, or a code without one)',
    example: { password: 'kite-harbour-monsoon-42' },
  },
  'GET /api/auth/sessions': { id: 'listDeviceSessions', summary: 'Where your account is signed in now' },
  'DELETE /api/auth/sessions/{id}': { id: 'signOutDevice', summary: 'Sign one of your devices out' },
};
