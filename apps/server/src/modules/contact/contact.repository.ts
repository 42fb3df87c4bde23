import type { ContactMessage } from '@launchpad/shared';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export function createContactRepository(db: Db) {
  return {
    /** Stores the message exactly as given (after validation); returns its id. */
    async insert(message: ContactMessage): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          subject: message.subject,
          message: message.message,
          service: message.service ?? null,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('insert into contact_messages returned no row');
      return row;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
