import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** What every template may use besides its own data. */
export interface MailContext {
  /** The site's address without a trailing slash; every link in a mail starts with it. */
  publicUrl: string;
  support: { email: string; phone: string };
}

const colours = { ink: '#1f2937', muted: '#4b5563', brand: '#4338ca', line: '#e5e7eb', page: '#f3f4f6' };

const styles = {
  body: {
    backgroundColor: colours.page,
    fontFamily: '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: '#ffffff',
    border: `1px solid ${colours.line}`,
    borderRadius: '8px',
    margin: '0 auto',
    maxWidth: '560px',
    padding: '32px',
  },
  brand: { color: colours.brand, fontSize: '20px', fontWeight: 700, margin: '0 0 24px' },
  heading: { color: colours.ink, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' },
  text: { color: colours.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: colours.brand,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  small: { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  factLabel: { color: colours.muted, fontSize: '13px', margin: '0', width: '40%' },
  factValue: { color: colours.ink, fontSize: '15px', margin: '0', fontWeight: 600 },
} as const;

/**
 * The frame of every mail: the brand, the content, and a footer with the support contacts and the
 * reminder that Launchpad never asks for a password or OTP by mail, so that a real mail is easy to
 * tell from a phishing one.
 */
export function Layout({
  preview,
  heading,
  context,
  children,
}: {
  preview: string;
  heading: string;
  context: MailContext;
  children: ReactNode;
}) {
  const site = new URL(context.publicUrl).host;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Launchpad</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: colours.line, margin: '24px 0' }} />
          <Text style={styles.small}>
            Questions? Write to <Link href={`mailto:${context.support.email}`}>{context.support.email}</Link>{' '}
            or call {context.support.phone} (9AM–10PM IST, every day).
          </Text>
          <Text style={styles.small}>
            Launchpad will never ask for your password, an OTP or card details by email. Links in our mails
            always lead to {site}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function Note({ children }: { children: ReactNode }) {
  return <Text style={styles.small}>{children}</Text>;
}

/** The mail's main action; the address is also written out for clients that hide buttons. */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      <Text style={{ ...styles.small, marginTop: '16px' }}>
        Or open this address in your browser:{' '}
        {/* A long address (a token) would otherwise widen the mail past a phone's screen. */}
        <Link href={href} style={{ wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** Label and value pairs (a receipt's package, amount, method …). */
export function Facts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...styles.text, margin: '0 0 6px' }}>
          <span style={styles.factLabel}>{label}: </span>
          <span style={styles.factValue}>{value}</span>
        </Text>
      ))}
    </Section>
  );
}
