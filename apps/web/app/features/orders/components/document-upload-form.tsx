import {
  isOrderFileType,
  MAX_ORDER_FILE_BYTES,
  ORDER_FILE_TYPE_NAMES,
  ORDER_FILE_TYPES,
} from '@launchpad/shared';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isSessionEnded } from '../../../lib/api-client.ts';
import { markSessionEnded } from '../../../lib/session-ended.ts';
import { useUploadDocumentMutation } from '../api/upload-document.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(1))} MB`;

/** Why the browser will not send this file, before a byte of it leaves: its type or its size. */
export function fileProblem(file: File): string | null {
  if (!isOrderFileType(file.type)) {
    return `${file.name} is not a ${ORDER_FILE_TYPE_NAMES} file. Choose one of those.`;
  }
  if (file.size > MAX_ORDER_FILE_BYTES) {
    return `${file.name} is ${megabytes(file.size)}; files can be at most ${megabytes(MAX_ORDER_FILE_BYTES)}. Choose a smaller file, or scan it at a lower resolution.`;
  }
  return null;
}

interface DocumentUploadFormProps {
  orderId: string;
  kind: string;
  /** The checklist entry whose file this one replaces; none to fill or add to the kind. */
  replaces?: string;
  /** The button's text: Upload, Replace, Add another. */
  action: string;
  /** What the file field is for, read out with its label. */
  fieldLabel: string;
  /** The file was stored, in the entry with this id. */
  onUploaded: (documentId: string) => void;
}

/**
 * Chooses and sends one file of the checklist. The browser checks the type and size first, so a
 * file the server would refuse is never sent. A session that ended on the way is marked ended: the
 * navigation bar forgets the name and the page says so (`markSessionEnded`).
 */
export function DocumentUploadForm({
  orderId,
  kind,
  replaces,
  action,
  fieldLabel,
  onUploaded,
}: DocumentUploadFormProps) {
  const inputId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocumentMutation(orderId);
  const sessionEnded = isSessionEnded(upload.error);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file || problem) return;
        upload.mutate(
          { kind, replaces, file },
          {
            onSuccess: (body) => {
              setFile(null);
              if (input.current) input.current.value = '';
              onUploaded(body.data.id);
            },
            onError: (error) => {
              if (isSessionEnded(error)) markSessionEnded();
            },
          },
        );
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={inputId} className="sr-only">
          {fieldLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ORDER_FILE_TYPES.join(',')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className="w-full min-w-0 text-sm text-slate-700 sm:flex-1 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setProblem(chosen ? fileProblem(chosen) : null);
            upload.reset();
          }}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={!file || problem !== null || upload.isPending}
        >
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading…' : action}
        </Button>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : upload.isError && !sessionEnded ? (
        <p role="alert" className="text-sm text-red-700">
          {upload.error.message}
        </p>
      ) : null}
    </form>
  );
}
