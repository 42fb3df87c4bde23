import {
  type AdminUser,
  type AdminUserPage,
  adminUserMessages,
  type adminUsersQuerySchema,
  type inviteUserRequestSchema,
  messages,
  type UserRole,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  AccountStandingWrites,
  AccountTokensRepository,
  EmailVerificationService,
  SessionsRepository,
} from '../auth/index.ts';
import { sendInvitationLink, toPublicUser } from '../auth/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { AdminRepository } from './admin.repository.ts';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository.ts';

interface Deps {
  db: Db;
  accountsRepo: AdminUsersRepository;
  adminRepo: Pick<AdminRepository, 'countUsers'>;
  /** The account invited, (de)activated, given a role: the auth module's writes. */
  standing: AccountStandingWrites;
  sessionsRepo: Pick<SessionsRepository, 'revokeAllForUser'>;
  tokensRepo: AccountTokensRepository;
  mail: MailOutbox;
  emailVerification: Pick<EmailVerificationService, 'resend'>;
  log: FastifyBaseLogger;
  now?: () => number;
}

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    ...toPublicUser(row),
    orderCount: row.orderCount,
    deactivated: row.deactivatedAt !== null,
    invitationPending: row.invitationPending,
  };
}

const notFound = () => new AppError('not_found', adminUserMessages.userNotFound);

/** The account, or the 404 of an account that does not exist. */
async function requireUserOf(
  accountsRepo: Deps['accountsRepo'],
  id: string,
  tx: Queryable,
): Promise<AdminUserRow> {
  const row = await accountsRepo.findUser(id, tx);
  if (!row) throw notFound();
  return row;
}

/**
 * Takes the owner-roles lock, then reads the account: read before the lock, its role could be one
 * another owner has just changed. Refuses when the account is an owner and no other active owner
 * would remain without it.
 */
async function keepAnOwner(accountsRepo: Deps['accountsRepo'], tx: Queryable, id: string): Promise<void> {
  await accountsRepo.lockOwnerRoles(tx);
  const target = await requireUserOf(accountsRepo, id, tx);
  if (target.role === 'owner' && !(await accountsRepo.anotherActiveOwner(tx, id))) {
    throw new AppError('conflict', adminUserMessages.lastOwner);
  }
}

/** The team's list of accounts, and the links it mails: invitations and verifications. */
function accountInvitations(deps: Deps) {
  const { db, accountsRepo, standing, log } = deps;
  const requireUser = (id: string, tx: Queryable = db) => requireUserOf(accountsRepo, id, tx);
  return {
    async listUsers(query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUserPage> {
      const rows = await accountsRepo.listUsers({
        term: query.q,
        cursor: decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const { items, nextCursor } = pageOf(rows, query.limit);
      return {
        users: items.map(toAdminUser),
        nextCursor,
        total: query.q ? null : await deps.adminRepo.countUsers(),
      };
    },

    /** Opens an account without a password and mails its owner the link to choose one. */
    async invite(admin: UserRow, input: z.output<typeof inviteUserRequestSchema>): Promise<AdminUser> {
      const created = await standing.insertWith(
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash: null,
          role: input.role,
        },
        async (tx, user) => {
          await sendInvitationLink(deps, tx, user, admin.name);
        },
      );
      if (!created) throw new AppError('email_taken', messages.emailTaken);
      log.info({ userId: created.id, role: created.role, adminId: admin.id }, 'user invited by admin');
      return toAdminUser(await requireUser(created.id));
    },

    /** A fresh invitation link for someone who has not chosen a password yet; the earlier one ends. */
    async resendInvitation(admin: UserRow, id: string): Promise<AdminUser> {
      await db.transaction(async (tx) => {
        const user = await requireUser(id, tx);
        if (!user.invitationPending || user.deactivatedAt) {
          throw new AppError('conflict', adminUserMessages.noInvitationPending);
        }
        await sendInvitationLink(deps, tx, user, admin.name);
      });
      log.info({ userId: id, adminId: admin.id }, 'invitation sent again by admin');
      return toAdminUser(await requireUser(id));
    },

    /** The verification mail the owner can ask for themselves, with the same limits. */
    async resendVerification(admin: UserRow, id: string): Promise<AdminUser> {
      const user = await requireUser(id);
      if (user.emailVerifiedAt) throw new AppError('conflict', adminUserMessages.alreadyVerified);
      await deps.emailVerification.resend(user);
      log.info({ userId: id, adminId: admin.id }, 'verification link sent again by admin');
      return toAdminUser(user);
    },
  };
}

/** What an owner does to an account: signs it out everywhere, deactivates or reactivates it, changes its role. */
function accountActions(deps: Deps) {
  const { db, accountsRepo, standing, sessionsRepo, log } = deps;
  const requireUser = (id: string, tx: Queryable = db) => requireUserOf(accountsRepo, id, tx);
  return {
    /** Ends every session of the account; returns how many there were. */
    async signOutEverywhere(admin: UserRow, id: string): Promise<{ user: AdminUser; sessions: number }> {
      const user = await requireUser(id);
      const sessions = await sessionsRepo.revokeAllForUser(id);
      log.info({ userId: id, adminId: admin.id, sessions }, 'user signed out everywhere by admin');
      return { user: toAdminUser(user), sessions };
    },

    /**
     * Deactivates the account: it cannot sign in, and every session and link of it ends at once.
     * Never one's own account, nor the last active owner.
     */
    async deactivate(admin: UserRow, id: string): Promise<AdminUser> {
      if (id === admin.id) throw new AppError('conflict', adminUserMessages.selfDeactivation);
      await db.transaction(async (tx) => {
        await keepAnOwner(accountsRepo, tx, id);
        if (await standing.setActive(id, false, tx)) await standing.retireAccess(tx, id);
      });
      log.info({ userId: id, adminId: admin.id }, 'user deactivated by admin');
      return toAdminUser(await requireUser(id));
    },

    async reactivate(admin: UserRow, id: string): Promise<AdminUser> {
      await standing.setActive(id, true);
      const user = await requireUser(id);
      log.info({ userId: id, adminId: admin.id }, 'user reactivated by admin');
      return toAdminUser(user);
    },

    /**
     * Gives the account a new role. A role changes what the account's credentials open, so every
     * session and link handed out before ends (they sign in again); an owner's demotion is refused
     * when no other active owner would remain.
     */
    async changeRole(
      admin: UserRow,
      id: string,
      role: UserRole,
    ): Promise<{ user: AdminUser; changed: boolean }> {
      const changed = await db.transaction(async (tx) => {
        await keepAnOwner(accountsRepo, tx, id);
        if (!(await standing.setRole(id, role, tx))) return false;
        await standing.retireAccess(tx, id);
        return true;
      });
      if (changed) log.info({ userId: id, role, adminId: admin.id }, 'role changed by owner');
      return { user: toAdminUser(await requireUser(id)), changed };
    },
  };
}

/**
 * What the team does to accounts on the Users tab. Each action is logged with the member who took
 * it; the ones that change who is an active owner queue on one lock, so that the last active
 * owner can never be removed, however many owners act at once.
 */
export function createAdminUsersService(deps: Deps) {
  return { ...accountInvitations(deps), ...accountActions(deps) };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
