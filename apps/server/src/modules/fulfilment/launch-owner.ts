import type { AdminLaunch, updateLaunchRequestSchema } from '@launchpad/shared';
import type { z } from 'zod';
import { isGuid } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type LaunchDeps, orderNotFound } from './launch-changes.ts';

// Who looks after a launch, and the internal notes the customer never sees.

export function createLaunchOwner({ db, fulfilmentRepo, ordersRepo }: LaunchDeps) {
  return {
    /** The order's owner and internal notes, for admins. */
    async getLaunch(orderId: string): Promise<AdminLaunch> {
      if (!isGuid(orderId)) throw orderNotFound();
      const order = await ordersRepo.findById(orderId);
      if (!order) throw orderNotFound();
      const owner = order.ownerId ? await fulfilmentRepo.findAdmin(order.ownerId) : undefined;
      return { owner: owner ?? null, internalNotes: order.internalNotes };
    },

    /** Assigns the order to an admin (or nobody) and keeps the notes the customer never sees. */
    async setLaunch(
      admin: UserRow,
      orderId: string,
      input: z.output<typeof updateLaunchRequestSchema>,
    ): Promise<AdminLaunch> {
      if (!isGuid(orderId)) throw orderNotFound();
      return db.transaction(async (tx) => {
        const order = await ordersRepo.lockById(tx, orderId);
        if (!order) throw orderNotFound();
        let owner = order.ownerId ? await fulfilmentRepo.findAdmin(order.ownerId, tx) : undefined;
        if (input.ownerId !== undefined && input.ownerId !== order.ownerId) {
          const next = input.ownerId === null ? undefined : await fulfilmentRepo.findAdmin(input.ownerId, tx);
          if (input.ownerId !== null && !next) {
            throw new AppError('validation_failed', 'Only an admin can own an order', [
              { path: 'ownerId', message: 'Not an admin' },
            ]);
          }
          owner = next;
          await ordersRepo.appendNote(
            tx,
            order,
            admin.id,
            next ? `${next.name} is now looking after this order` : 'No one is assigned to this order now',
          );
        }
        const internalNotes =
          input.internalNotes === undefined ? order.internalNotes : input.internalNotes?.trim() || null;
        await ordersRepo.setLaunch(tx, order.id, { ownerId: owner?.id ?? null, internalNotes });
        // Internal notes leave no entry on the timeline; the other admins' screens still follow them.
        if (internalNotes !== order.internalNotes) {
          await ordersRepo.notifyChange(tx, order.id, 'activity', { adminsOnly: true });
        }
        return { owner: owner ?? null, internalNotes };
      });
    },
  };
}
