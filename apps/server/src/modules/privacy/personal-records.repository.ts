import { type SQL, sql } from 'drizzle-orm';
import { contactMessages, grievances, mailOutbox, type UserRow } from '../../db/schema.ts';

/**
 * Whose records a person's data rights reach. Rows that carry the account's id are the account's.
 * Rows kept only by an email address (a complaint raised signed out, a contact message, a mail) belong
 * to whoever proved that address: they are matched by address only for an account whose address is
 * proved (`email_verified_at`, set by the verification link, a password reset, Google sign-in, a
 * confirmed email change, an accepted invitation or the `ADMIN_EMAIL` bootstrap). Until then an
 * account that merely typed somebody's address reaches none of them.
 */
export interface RecordHolder {
  userId: string;
  /** The account's address when it is proved, else null (nothing is matched by address). */
  provedEmail: string | null;
}

export function recordHolder(user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>): RecordHolder {
  return { userId: user.id, provedEmail: user.emailVerifiedAt ? user.email.toLowerCase() : null };
}

const nothing = sql`false`;

/**
 * The one answer to "which records are this person's", as conditions on each table kept by address.
 * The data export reads with them and the erasure deletes or blanks with them, so the two can never
 * disagree. A complaint raised from another account stays that account's, whatever its address.
 */
export function personalRecords({ userId, provedEmail }: RecordHolder): {
  complaints: SQL;
  contactMessages: SQL;
  mails: SQL;
} {
  if (provedEmail === null) {
    return { complaints: sql`${grievances.userId} = ${userId}`, contactMessages: nothing, mails: nothing };
  }
  return {
    complaints: sql`(${grievances.userId} = ${userId} or (${grievances.userId} is null and lower(${grievances.email}) = ${provedEmail}))`,
    contactMessages: sql`lower(${contactMessages.email}) = ${provedEmail}`,
    mails: sql`lower(${mailOutbox.recipient}) = ${provedEmail}`,
  };
}
