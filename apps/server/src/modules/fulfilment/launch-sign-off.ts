import { isCustomerSignOff, isSignOffAsked, type OrderMilestone } from '@launchpad/shared';
import { isGuid } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderReads, OrderTimeline } from '../orders/index.ts';
import type { FulfilmentRepository } from './fulfilment.repository.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import { toOrderMilestone } from './launch-views.ts';
import type { ProgressMails } from './progress-mails.ts';

interface Deps {
  fulfilment: Pick<FulfilmentService, 'changeLaunch'>;
  fulfilmentRepo: Pick<FulfilmentRepository, 'listMilestones' | 'updateMilestone'>;
  ordersRepo: Pick<OrderReads, 'findById'> & Pick<OrderTimeline, 'appendNote'>;
  progress: Pick<ProgressMails, 'markAnnounced'>;
  now?: () => number;
}

/**
 * The customer approves the finished work and signs it off: the one milestone only they finish.
 * It is open to them once the team asks for it (starts the step), or while it waits on them.
 * Anyone but the order's owner, admins included, finds no order here.
 */
export function createLaunchSignOff({
  fulfilment,
  fulfilmentRepo,
  ordersRepo,
  progress,
  now = Date.now,
}: Deps) {
  const orderNotFound = () => new AppError('not_found', 'Order not found');

  return async (customer: UserRow, orderId: string): Promise<OrderMilestone> => {
    if (!isGuid(orderId)) throw orderNotFound();
    // Ownership first: another account must not learn the order's state from the refusal.
    const owned = await ordersRepo.findById(orderId);
    if (!owned || owned.userId !== customer.id) throw orderNotFound();
    return fulfilment.changeLaunch(orderId, async (tx, order) => {
      if (order.userId !== customer.id) throw orderNotFound();
      const step = (await fulfilmentRepo.listMilestones(order.id, tx)).find(isCustomerSignOff);
      if (!step) throw new AppError('conflict', 'This launch has no sign-off step');
      if (step.status === 'done') throw new AppError('conflict', 'You have already signed off this launch');
      if (!isSignOffAsked(step)) {
        throw new AppError(
          'conflict',
          'The work is not ready for your review yet: we will mail you when it is',
        );
      }
      const at = new Date(now());
      const updated = await fulfilmentRepo.updateMilestone(tx, order.id, step.id, {
        status: 'done',
        startedAt: step.startedAt ?? at,
        completedAt: at,
        blockedOnCustomer: false,
      });
      if (!updated) throw new AppError('not_found', 'Milestone not found');
      // The customer did it themselves: no mail tells them of it.
      await progress.markAnnounced(tx, step.id, 'done');
      await ordersRepo.appendNote(
        tx,
        order,
        customer.id,
        `${step.title}: approved and signed off by the customer`,
      );
      return toOrderMilestone(updated);
    });
  };
}

export type LaunchSignOff = ReturnType<typeof createLaunchSignOff>;
