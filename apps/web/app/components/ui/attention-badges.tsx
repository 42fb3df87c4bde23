import { FileSearch, Undo2 } from 'lucide-react';
import { Badge } from './badge.tsx';

/** What an order needs from the team: documents sent for review, a cancellation asked for. */
export function AttentionBadges({
  documentsToReview,
  cancellationRequestedAt,
}: {
  documentsToReview: number;
  cancellationRequestedAt: string | null;
}) {
  return (
    <>
      {documentsToReview > 0 ? (
        <Badge tone="info">
          <FileSearch aria-hidden="true" className="size-3.5" />
          {documentsToReview === 1 ? '1 document to review' : `${documentsToReview} documents to review`}
        </Badge>
      ) : null}
      {cancellationRequestedAt ? (
        <Badge tone="danger">
          <Undo2 aria-hidden="true" className="size-3.5" />
          Cancellation requested
        </Badge>
      ) : null}
    </>
  );
}
