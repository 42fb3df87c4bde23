import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AccountHandover, UsersRepository } from './users.repository.ts';

interface Deps {
  usersRepo: UsersRepository;
  /** Runs in the transaction in which the `ADMIN_EMAIL` bootstrap takes an existing account over. */
  onAddressTakenOver?: AccountHandover;
}

/** The operator's admin account, set up at start and promoted from the command line. */
export function createAdminBootstrap({ usersRepo, onAddressTakenOver }: Deps) {
  return {
    /**
     * Creates the configured admin, or promotes the existing account, setting ADMIN_PASSWORD as its
     * password and ending its sessions; safe to run at every start.
     */
    async ensureAdmin(admin: {
      email: string;
      password: string;
    }): Promise<'created' | 'promoted' | 'unchanged'> {
      const email = admin.email.trim().toLowerCase();
      const existing = await usersRepo.findByEmail(email);
      if (existing) {
        if (existing.role === 'owner') return 'unchanged';
        // Anyone may have registered this address before the operator configured it: the account
        // gets the operator's password, whoever signed in to it so far is signed out, and a link
        // they asked for (an email change to their own mailbox) no longer works.
        // What its holder left (billing details, exports, a scheduled deletion, consents) goes too.
        await usersRepo.promoteToOwner(existing.id, await hashPassword(admin.password), onAddressTakenOver);
        return 'promoted';
      }
      const created = await usersRepo.insert({
        name: 'Administrator',
        email,
        phone: null,
        passwordHash: await hashPassword(admin.password),
        role: 'owner',
        emailVerified: true,
      });
      // Another instance starting at the same moment may have created it first.
      if (!created) {
        const raced = await usersRepo.findByEmail(email);
        if (raced && raced.role !== 'owner') await usersRepo.changeRole(raced.id, 'owner');
      }
      return 'created';
    },

    async promote(emailInput: string): Promise<UserRow> {
      const user = await usersRepo.findByEmail(emailInput.trim().toLowerCase());
      if (!user) throw new AppError('not_found', `No user with the email ${emailInput}`);
      // A new role is a credential event: the account signs in again to use it.
      if (user.role !== 'owner') await usersRepo.changeRole(user.id, 'owner');
      return { ...user, role: 'owner' };
    },
  };
}
