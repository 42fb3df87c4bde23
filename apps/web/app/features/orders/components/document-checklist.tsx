import {
  documentEntryTitle,
  documentHint,
  documentStatusLabels,
  documentTakesSeveral,
  isClosedOrder,
  isOrderInWork,
  ORDER_FILE_RULE,
  type OrderDetail,
  type OrderDocument,
  type StatusTone,
} from '@launchpad/shared';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useFocusLater } from '../../../lib/use-focus-later.ts';
import { DocumentUploadForm } from './document-upload-form.tsx';

const documentTones: Record<OrderDocument['status'], StatusTone> = {
  required: 'warning',
  uploaded: 'info',
  accepted: 'success',
  rejected: 'danger',
};

// By entry: the row of a file stays the same row whatever file replaces it.
const documentStatusId = (documentId: string) => `document-status-${documentId}`;

/** The checklist's entries by kind, in the order the plan lists them. */
function byKind(documents: OrderDocument[]): OrderDocument[][] {
  const groups = new Map<string, OrderDocument[]>();
  for (const document of documents)
    groups.set(document.kind, [...(groups.get(document.kind) ?? []), document]);
  return [...groups.values()];
}

interface EntryProps {
  orderId: string;
  document: OrderDocument;
  /** How many files its kind holds: from two, each is named as the nth. */
  filesOfKind: number;
  canUpload: boolean;
  voided: boolean;
  /** A file was sent: focus goes to the status of the entry it filled. */
  onUploaded: (documentId: string) => void;
}

/** One file of a document (or the place for it): its state, the reason it was rejected, and its upload. */
function DocumentEntry({ orderId, document, filesOfKind, canUpload, voided, onUploaded }: EntryProps) {
  const name = documentEntryTitle(document, filesOfKind);
  return (
    <li data-testid="document-file" className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {document.fileName ? (
          <a
            href={paths.documentFile(orderId, document.id)}
            className="inline-flex min-w-0 items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Download aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{document.fileName}</span>
          </a>
        ) : (
          <span className="text-sm text-slate-600">No file yet</span>
        )}
        <span
          id={documentStatusId(document.id)}
          tabIndex={-1}
          className="rounded-full outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2"
        >
          <span className="sr-only">{name}: </span>
          {voided && document.status !== 'accepted' ? (
            <Badge>Not needed</Badge>
          ) : (
            <Badge tone={documentTones[document.status]}>{documentStatusLabels[document.status]}</Badge>
          )}
        </span>
      </div>
      {!voided && document.status === 'rejected' && document.reason ? (
        <Alert variant="error">Not accepted: {document.reason}</Alert>
      ) : null}
      {canUpload && document.status !== 'accepted' ? (
        <DocumentUploadForm
          orderId={orderId}
          kind={document.kind}
          replaces={document.fileName ? document.id : undefined}
          action={document.fileName ? 'Replace' : 'Upload'}
          fieldLabel={document.fileName ? `New file to replace ${document.fileName}` : `File for ${name}`}
          onUploaded={onUploaded}
        />
      ) : null}
    </li>
  );
}

/** One kind of document: its files, and for a kind asked of each director, a place to add another. */
function DocumentKind({
  orderId,
  entries,
  canUpload,
  voided,
  onUploaded,
}: {
  orderId: string;
  entries: OrderDocument[];
  canUpload: boolean;
  voided: boolean;
  onUploaded: (documentId: string) => void;
}) {
  const [first] = entries;
  if (!first) return null;
  const hint = documentHint(first.kind);
  const several = documentTakesSeveral(first.kind);
  const addsAnother = canUpload && several && entries.every((document) => document.fileName !== null);
  return (
    <li data-testid="document" data-kind={first.kind}>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{first.title}</h3>
          {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
          {several && !voided ? (
            <p className="text-sm text-slate-600">One file per director; each is checked on its own.</p>
          ) : null}
        </div>
        <ul className="flex flex-col gap-2">
          {entries.map((document) => (
            <DocumentEntry
              key={document.id}
              orderId={orderId}
              document={document}
              filesOfKind={entries.length}
              canUpload={canUpload}
              voided={voided}
              onUploaded={onUploaded}
            />
          ))}
        </ul>
        {addsAnother ? (
          <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
            <p className="text-sm font-medium text-slate-800">Another director’s file</p>
            <DocumentUploadForm
              orderId={orderId}
              kind={first.kind}
              action="Add another"
              fieldLabel={`Another file for ${first.title}`}
              onUploaded={onUploaded}
            />
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** The documents the launch needs from the customer, file by file, with upload, replacement and more files per director. */
export function DocumentChecklist({ order }: { order: OrderDetail }) {
  // The upload button is disabled (and may go) as the row re-renders: focus moves to the new
  // status of the entry the file filled, so that it is read out and the keyboard stays in the list.
  const focusLater = useFocusLater();
  if (order.documents.length === 0) return null;
  const canUpload = isOrderInWork(order.status);
  const voided = isClosedOrder(order);
  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="documents-heading" className="text-lg font-bold text-slate-900">
          {voided ? 'Documents' : 'Documents we need from you'}
        </h2>
        <p className="text-sm text-slate-600">
          {voided ? 'The order is cancelled: nothing more is needed from you.' : `${ORDER_FILE_RULE} each.`}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {byKind(order.documents).map((entries) => (
          <DocumentKind
            key={entries[0]?.kind}
            orderId={order.id}
            entries={entries}
            canUpload={canUpload}
            voided={voided}
            onUploaded={(documentId) => focusLater(documentStatusId(documentId))}
          />
        ))}
      </ul>
    </section>
  );
}
