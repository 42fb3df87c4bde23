import {
  documentStatusLabels,
  milestoneStatusLabels,
  type OrderDocument,
  type OrderMilestone,
  type reviewDocumentRequestSchema,
  type updateMilestoneRequestSchema,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DocumentWithFile, FulfilmentRepository } from './fulfilment.repository.ts';
import { type LaunchChanges, type LaunchDeps, launchToday } from './launch-changes.ts';
import { toOrderDocument, toOrderMilestone } from './launch-views.ts';
import { checkTeamMove } from './milestone-rules.ts';

// The team's moves on a launch: a milestone started, finished, blocked or reopened, and a document
// accepted or rejected, each with the note the customer reads.

export function createTeamMoves(
  deps: LaunchDeps,
  {
    changeLaunch,
    settleDocumentsMilestone,
  }: Pick<LaunchChanges, 'changeLaunch' | 'settleDocumentsMilestone'>,
) {
  const { fulfilmentRepo, ordersRepo, now = Date.now } = deps;
  const today = () => launchToday(deps);
  return {
    /** An admin starts, finishes, blocks or reopens a milestone, with a note the customer sees. */
    async updateMilestone(
      admin: UserRow,
      orderId: string,
      milestoneId: string,
      input: z.output<typeof updateMilestoneRequestSchema>,
    ): Promise<OrderMilestone> {
      return changeLaunch(orderId, async (tx, order) => {
        const milestones = await fulfilmentRepo.listMilestones(order.id, tx);
        const current = milestones.find((m) => m.id === milestoneId);
        if (!current) throw new AppError('not_found', 'Milestone not found');
        checkTeamMove(milestones, current, input);
        const at = new Date(now());
        const changes: Parameters<FulfilmentRepository['updateMilestone']>[3] = {
          status: input.status,
          // Saying the same status again without a note keeps the note the customer reads.
          note: input.note ?? (current.status === input.status ? current.note : null),
          blockedOnCustomer: input.status === 'blocked' && input.blockedOnCustomer === true,
        };
        if (input.status === 'pending') {
          changes.startedAt = null;
          changes.completedAt = null;
        } else {
          changes.startedAt = current.startedAt ?? at;
          changes.completedAt = input.status === 'done' ? (current.completedAt ?? at) : null;
        }
        const updated = await fulfilmentRepo.updateMilestone(tx, order.id, current.id, changes);
        if (!updated) throw new AppError('not_found', 'Milestone not found');
        if (current.status !== input.status || input.note) {
          const state = changes.blockedOnCustomer
            ? 'waiting on you'
            : milestoneStatusLabels[input.status].toLowerCase();
          await ordersRepo.appendNote(
            tx,
            order,
            admin.id,
            `${current.title}: ${state}${input.note ? `. ${input.note}` : ''}`,
          );
        }
        return toOrderMilestone(updated);
      });
    },

    /** An admin accepts a document, or rejects it with the reason the customer will read. */
    async reviewDocument(
      admin: UserRow,
      orderId: string,
      documentId: string,
      input: z.output<typeof reviewDocumentRequestSchema>,
    ): Promise<OrderDocument> {
      return changeLaunch(orderId, async (tx, order) => {
        const documents = await fulfilmentRepo.listDocuments(order.id, tx);
        const current = documents.find((d) => d.id === documentId);
        if (!current) throw new AppError('not_found', 'Document not found');
        if (current.fileId === null) {
          throw new AppError('conflict', 'Nothing has been uploaded for this document yet');
        }
        const at = new Date(now());
        const rejected = input.status === 'rejected';
        await fulfilmentRepo.updateDocument(tx, order.id, current.id, {
          status: input.status,
          reason: rejected ? (input.reason ?? null) : null,
          reviewedAt: at,
          ...(rejected ? { owedSince: today() } : {}),
        });
        await ordersRepo.appendNote(
          tx,
          order,
          admin.id,
          `${current.title}: ${documentStatusLabels[input.status].toLowerCase()}${rejected ? `. ${input.reason}` : ''}`,
        );
        await settleDocumentsMilestone(tx, order.id, admin.id);
        const [updated] = (await fulfilmentRepo.listDocuments(order.id, tx)).filter(
          (d) => d.id === current.id,
        );
        return toOrderDocument(updated as DocumentWithFile);
      });
    },
  };
}
