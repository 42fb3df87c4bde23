import {
  type AdminContactMessage,
  type ContactReply,
  formatDateTime,
  MESSAGE_MAX_LENGTH,
} from '@launchpad/shared';
import { MessageSquareWarning, Reply } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import {
  useRaiseComplaintFromMessageMutation,
  useReplyToContactMessageMutation,
} from '../api/contact-message-actions.ts';

const failureText = (failure: unknown, fallback: string) =>
  failure instanceof Error && failure.message ? failure.message : fallback;

/** The team's answers under a message, oldest first, each with who wrote it and when. */
export function ContactReplies({ name, replies }: { name: string; replies: ContactReply[] }) {
  if (replies.length === 0) return null;
  return (
    <ol aria-label={`Answers to ${name}`} className="flex flex-col gap-2">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="text-xs text-slate-700">
            Answered by{' '}
            <span className="font-semibold text-slate-900">{reply.authorName ?? 'a former team member'}</span>{' '}
            · <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Answers the visitor: the answer is mailed to them and kept under the message. */
export function ReplyButton({ message }: { message: AdminContactMessage }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToContactMessageMutation();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError('Write your answer');
      return;
    }
    try {
      await reply.mutateAsync({ messageId: message.id, body });
      setBody('');
      onOpenChange(false);
    } catch (failure) {
      setError(failureText(failure, 'The answer could not be sent'));
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Reply aria-hidden="true" className="size-4" />
        Reply
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogTitle>Answer {message.name}</DialogTitle>
          <DialogDescription>
            Your answer is mailed to{' '}
            <span className="font-medium wrap-anywhere text-slate-900">{message.email}</span> with the
            message's reference, and kept under the message with your name. The message is then marked
            handled.
          </DialogDescription>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <Field label={`Your answer about “${message.subject}”`} error={error}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={6}
                  maxLength={MESSAGE_MAX_LENGTH}
                  value={body}
                  onChange={(event) => setBody(event.target.value)}
                />
              )}
            </Field>
            <FormActions
              busy={reply.isPending}
              submitLabel="Send answer"
              busyLabel="Sending…"
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Turns the message into a complaint, after saying what follows; offered once per message. */
export function RaiseComplaintButton({ message }: { message: AdminContactMessage }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const raise = useRaiseComplaintFromMessageMutation();
  if (message.grievance) return null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await raise.mutateAsync(message.id);
      onOpenChange(false);
    } catch (failure) {
      setError(failureText(failure, 'The complaint could not be raised'));
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <MessageSquareWarning aria-hidden="true" className="size-4" />
        Raise as complaint
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-md">
          <DialogTitle>Raise this message as a complaint?</DialogTitle>
          <DialogDescription>
            {message.name}'s message “{message.subject}” becomes a complaint with its own number. The number
            and its deadlines are mailed to{' '}
            <span className="font-medium wrap-anywhere text-slate-900">{message.email}</span>: acknowledged
            within 48 hours and resolved within one month of {formatDateTime(message.createdAt)}, when it was
            written. A message becomes one complaint only.
          </DialogDescription>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <form onSubmit={onSubmit} noValidate>
            <FormActions
              busy={raise.isPending}
              submitLabel="Raise complaint"
              busyLabel="Raising…"
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
