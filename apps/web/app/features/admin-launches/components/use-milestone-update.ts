import {
  DOCUMENTS_OUTSTANDING_CONFIRMATION,
  type OrderMilestone,
  OUT_OF_ORDER_CONFIRMATION,
  type UpdateMilestoneRequest,
} from '@launchpad/shared';
import { useState } from 'react';
import { confirmationAsked, useUpdateMilestoneMutation } from '../api/launch.ts';

/** What the server asked before finishing a milestone: earlier ones open, documents not accepted. */
export interface FinishQuestions {
  openBefore: string[];
  documents: string[];
}

const noQuestions: FinishQuestions = { openBefore: [], documents: [] };

/**
 * A milestone's note and moves. Blocking on the customer needs a note (they are mailed it); a
 * finish the server questions keeps its questions until the admin finishes anyway or cancels.
 */
export function useMilestoneUpdate(orderId: string, milestone: OrderMilestone) {
  const [note, setNote] = useState('');
  const [noteNeeded, setNoteNeeded] = useState(false);
  const [questions, setQuestions] = useState<FinishQuestions>(noQuestions);
  const update = useUpdateMilestoneMutation(orderId);

  const move = (change: Omit<UpdateMilestoneRequest, 'note'>) => {
    if (change.blockedOnCustomer && note.trim() === '') {
      setNoteNeeded(true);
      return;
    }
    setNoteNeeded(false);
    update.mutate(
      { milestoneId: milestone.id, note: note || undefined, ...change },
      {
        onSuccess: () => {
          setNote('');
          setQuestions(noQuestions);
        },
        onError: (error) =>
          setQuestions({
            openBefore: confirmationAsked(error, OUT_OF_ORDER_CONFIRMATION),
            documents: confirmationAsked(error, DOCUMENTS_OUTSTANDING_CONFIRMATION),
          }),
      },
    );
  };

  return {
    note,
    setNote,
    noteNeeded,
    questions,
    asking: questions.openBefore.length + questions.documents.length > 0,
    busy: update.isPending,
    move,
    finishAnyway: () =>
      move({
        status: 'done',
        confirmOutOfOrder: questions.openBefore.length > 0 || undefined,
        confirmDocumentsOutstanding: questions.documents.length > 0 || undefined,
      }),
    dismissQuestions: () => setQuestions(noQuestions),
  };
}
