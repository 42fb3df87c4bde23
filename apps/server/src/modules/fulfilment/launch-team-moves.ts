import {
  DOCUMENTS_MILESTONE_KEY,
  documentStatusLabels,
  milestoneStatusLabels,
  type OrderDocument,
  type OrderMilestone,
  type reviewDocumentRequestSchema,
  type updateMilestoneRequestSchema,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { OrderMilestoneRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DocumentWithFile, FulfilmentRepository } from './fulfilment.repository.ts';
import { type LaunchChanges, type LaunchDeps, launchToday } from './launch-changes.ts';
import { toOrderDocument, toOrderMilestone } from './launch-views.ts';
import { checkTeamMove } from './milestone-rules.ts';

type MilestoneMove = z.output<typeof updateMilestoneRequestSchema>;
type MilestoneChanges = Parameters<FulfilmentRepository['updateMilestone']>[3];

/** What a team move changes on a milestone's row, its times kept when it only says the same again. */
function milestoneChanges(
  current: Pick<OrderMilestoneRow, 'status' | 'note' | 'startedAt' | 'completedAt'>,
  input: MilestoneMove,
  at: Date,
): MilestoneChanges {
  const changes: MilestoneChanges = {
    status: input.status,
    // Saying the same status again without a note keeps the note the customer reads.
    note: input.note ?? (current.status === input.status ? current.note : null),
    blockedOnCustomer: input.status === 'blocked' && input.blockedOnCustomer === true,
  };
  if (input.status === 'pending') return { ...changes, startedAt: null, completedAt: null };
  return {
    ...changes,
    startedAt: current.startedAt ?? at,
    completedAt: input.status === 'done' ? (current.completedAt ?? at) : null,
  };
}

/** The timeline's note of a move, as the customer reads it. */
function milestoneNote(title: string, input: MilestoneMove, changes: MilestoneChanges): string {
  const state = changes.blockedOnCustomer
    ? 'waiting on you'
    : milestoneStatusLabels[input.status].toLowerCase();
  return `${title}: ${state}${input.note ? `. ${input.note}` : ''}`;
}

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
      input: MilestoneMove,
    ): Promise<OrderMilestone> {
      return changeLaunch(orderId, async (tx, order) => {
        const milestones = await fulfilmentRepo.listMilestones(order.id, tx);
        const current = milestones.find((m) => m.id === milestoneId);
        if (!current) throw new AppError('not_found', 'Milestone not found');
        const documents =
          current.key === DOCUMENTS_MILESTONE_KEY ? await fulfilmentRepo.listDocuments(order.id, tx) : [];
        checkTeamMove(milestones, current, input, documents);
        const changes = milestoneChanges(current, input, new Date(now()));
        const updated = await fulfilmentRepo.updateMilestone(tx, order.id, current.id, changes);
        if (!updated) throw new AppError('not_found', 'Milestone not found');
        if (current.status !== input.status || input.note) {
          await ordersRepo.appendNote(tx, order, admin.id, milestoneNote(current.title, input, changes));
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
