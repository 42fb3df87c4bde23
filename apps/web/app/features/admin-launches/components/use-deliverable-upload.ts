import { type DeliverableKind, NOT_STARTED_CONFIRMATION } from '@launchpad/shared';
import { useState } from 'react';
import { confirmationAsked, useUploadDeliverableMutation } from '../api/launch.ts';

/**
 * The hand-over's kind and file, and the milestone the server says has not started (asked before
 * the file goes again); choosing another kind or file forgets the question.
 */
export function useDeliverableUpload(orderId: string) {
  const [kind, setKind] = useState<DeliverableKind>('certificate-of-incorporation');
  const [file, setFile] = useState<File | null>(null);
  const [notStarted, setNotStarted] = useState<string | null>(null);
  const upload = useUploadDeliverableMutation(orderId);

  const send = (form: HTMLFormElement | null, confirmNotStarted: boolean) => {
    if (!file) return;
    upload.mutate(
      { kind, file, confirmNotStarted },
      {
        onSuccess: () => {
          setNotStarted(null);
          setFile(null);
          form?.reset();
        },
        onError: (error) => setNotStarted(confirmationAsked(error, NOT_STARTED_CONFIRMATION)[0] ?? null),
      },
    );
  };

  return {
    kind,
    chooseKind: (next: DeliverableKind) => {
      setKind(next);
      setNotStarted(null);
    },
    file,
    chooseFile: (next: File | null) => {
      setFile(next);
      setNotStarted(null);
    },
    notStarted,
    dismissQuestion: () => setNotStarted(null),
    pending: upload.isPending,
    send,
  };
}
