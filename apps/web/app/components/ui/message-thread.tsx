import {
  formatDateTime,
  MESSAGE_MAX_LENGTH,
  ORDER_FILE_RULE,
  ORDER_FILE_TYPES,
  type OrderMessage,
} from '@launchpad/shared';
import { Paperclip, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Textarea } from './textarea.tsx';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** A message as a thread shows it; `internal` marks a note the customer never sees. */
export type ThreadMessage = OrderMessage & { internal?: boolean };

/**
 * The messages of a conversation, oldest first. `mine` says which author is the reader, whose
 * messages sit on the right; `fileUrl` gives an attachment's download address.
 */
export function MessageList({
  messages,
  mine,
  fileUrl,
  empty,
}: {
  messages: readonly ThreadMessage[];
  mine: OrderMessage['author'];
  fileUrl: (fileId: string) => string;
  empty: ReactNode;
}) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((message) => {
        const own = message.author === mine;
        return (
          <li
            key={message.id}
            data-testid="message"
            className={cn(
              'flex max-w-[85%] flex-col gap-1 rounded-xl px-3.5 py-2.5 text-sm',
              own ? 'self-end bg-brand-50 text-slate-900' : 'self-start bg-slate-100 text-slate-900',
              message.internal && 'border border-dashed border-amber-500 bg-amber-50',
            )}
          >
            <p className="text-xs text-slate-700">
              <span className="font-semibold text-slate-900">{message.authorName}</span>
              {message.author === 'staff' ? ' (Launchpad team)' : null}
              {message.internal ? (
                <span className="font-semibold text-amber-900"> · Internal note</span>
              ) : null}
              {' · '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="break-words whitespace-pre-wrap">{message.body}</p>
            {message.attachments.map((attachment) => (
              <a
                key={attachment.id}
                href={fileUrl(attachment.id)}
                className="inline-flex items-center gap-1.5 self-start font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <Paperclip aria-hidden="true" className="size-4" />
                {attachment.name} ({kilobytes(attachment.size)})
              </a>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

export interface ComposedMessage {
  body: string;
  file: File | undefined;
}

/**
 * Writes a message, with one optional file (PDF, JPEG or PNG, up to 10 MB: the server checks
 * the bytes). `onSend` resolves once the message is sent; the form then empties. `children` adds
 * controls of the form's own (an admin's "internal note" box).
 */
export function MessageComposer({
  label,
  onSend,
  pending,
  error,
  submitLabel = 'Send',
  children,
}: {
  label: string;
  onSend: (message: ComposedMessage) => Promise<unknown>;
  pending: boolean;
  error: string | undefined;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (body.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await onSend({ body, file: fileInput.current?.files?.[0] });
      setBody('');
      if (fileInput.current) fileInput.current.value = '';
    } catch {
      // The caller shows the failure through `error`; what was typed stays for another try.
    }
  }

  const problem = missing ? 'Write a message' : error;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-body`} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <Textarea
          id={`${id}-body`}
          value={body}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setBody(event.target.value)}
          className="min-h-24"
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
      </div>
      <AttachmentField id={id} fileInput={fileInput} />
      {children}
      {problem ? (
        <Alert variant="error" id={`${id}-error`}>
          {problem}
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={pending}>
        <Send aria-hidden="true" className="size-4" />
        {pending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}

/** The composer's one optional file, with the rule it must meet. */
function AttachmentField({ id, fileInput }: { id: string; fileInput: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
        Attach a file (optional)
      </label>
      <input
        id={`${id}-file`}
        ref={fileInput}
        type="file"
        accept={ORDER_FILE_TYPES.join(',')}
        aria-describedby={`${id}-file-hint`}
        className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <p id={`${id}-file-hint`} className="text-xs text-slate-600">
        {ORDER_FILE_RULE}.
      </p>
    </div>
  );
}
