import {
  documentStatusLabels,
  isClosedOrder,
  type OrderDetail,
  type OrderDocument,
  type StatusTone,
} from '@launchpad/shared';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useFocusLater } from '../../../lib/use-focus-later.ts';
import { useUploadDocumentMutation } from '../api/upload-document.ts';

const documentTones: Record<OrderDocument['status'], StatusTone> = {
  required: 'warning',
  uploaded: 'info',
  accepted: 'success',
  rejected: 'danger',
};

function DocumentUpload({
  orderId,
  document,
  onUploaded,
}: {
  orderId: string;
  document: OrderDocument;
  onUploaded: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadDocumentMutation(orderId);
  const label = document.status === 'required' ? 'Upload' : 'Upload again';
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        upload.mutate(
          { kind: document.kind, file },
          {
            onSuccess: () => {
              setFile(null);
              if (input.current) input.current.value = '';
              onUploaded();
            },
          },
        );
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        File for {document.title}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        className="max-w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={!file || upload.isPending}>
        <Upload aria-hidden="true" className="size-4" />
        {upload.isPending ? 'Uploading…' : label}
      </Button>
      {upload.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {upload.error.message}
        </p>
      ) : null}
    </form>
  );
}

// By kind: one row per kind, and it stays the same row whatever file is sent for it.
const documentStatusId = (document: OrderDocument) => `document-status-${document.kind}`;

/** The documents the launch needs from the customer, with upload and re-upload after a rejection. */
export function DocumentChecklist({ order }: { order: OrderDetail }) {
  // The upload button is disabled (and may go) as the row re-renders: focus moves to the row's new
  // status, so that it is read out and the keyboard stays in the list.
  const focusLater = useFocusLater();
  if (order.documents.length === 0) return null;
  const canUpload = order.status === 'in-progress';
  const voided = isClosedOrder(order);
  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="documents-heading" className="text-lg font-bold text-slate-900">
          {voided ? 'Documents' : 'Documents we need from you'}
        </h2>
        <p className="text-sm text-slate-600">
          {voided
            ? 'The order is cancelled: nothing more is needed from you.'
            : 'PDF, JPEG or PNG, up to 10 MB each.'}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {order.documents.map((document) => (
          <li key={document.id} data-testid="document" data-kind={document.kind}>
            <Card className="flex flex-col gap-3 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{document.title}</span>
                <span
                  id={documentStatusId(document)}
                  tabIndex={-1}
                  className="rounded-full outline-none focus:ring-2 focus:ring-brand-500 focus:ring-offset-2"
                >
                  <span className="sr-only">{document.title}: </span>
                  {voided && document.status !== 'accepted' ? (
                    <Badge>Not needed</Badge>
                  ) : (
                    <Badge tone={documentTones[document.status]}>
                      {documentStatusLabels[document.status]}
                    </Badge>
                  )}
                </span>
              </div>
              {!voided && document.status === 'rejected' && document.reason ? (
                <Alert variant="error">Not accepted: {document.reason}</Alert>
              ) : null}
              {document.fileName ? (
                <a
                  href={paths.documentFile(order.id, document.id)}
                  className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  <Download aria-hidden="true" className="size-4" />
                  {document.fileName}
                </a>
              ) : null}
              {canUpload && document.status !== 'accepted' ? (
                <DocumentUpload
                  orderId={order.id}
                  document={document}
                  onUploaded={() => focusLater(documentStatusId(document))}
                />
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
