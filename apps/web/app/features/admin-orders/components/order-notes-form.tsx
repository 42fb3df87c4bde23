import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateOrderNotesRequest, updateOrderNotesRequestSchema } from '@launchpad/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateOrderNotesMutation } from '../api/update-order-notes.ts';

/** Adds, edits or removes an order's notes; the customer sees them on their order. */
export function OrderNotesForm({ orderId, notes }: { orderId: string; notes: string | null }) {
  const saveNotes = useUpdateOrderNotesMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateOrderNotesRequest, unknown, z.output<typeof updateOrderNotesRequestSchema>>({
    resolver: zodResolver(updateOrderNotesRequestSchema),
    values: { notes: notes ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await saveNotes.mutateAsync({ orderId, notes: body.notes });
      reset({ notes: saved.data.order.notes ?? '' });
    } catch (error) {
      setError('notes', { message: isApiError(error) ? error.message : 'The notes could not be saved' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <Field
        label="Notes"
        hint="Shown to the customer on this order. Leave empty to remove."
        error={errors.notes?.message}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={2000} {...register('notes')} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {isSubmitting ? 'Saving…' : 'Save notes'}
        </Button>
      </div>
    </form>
  );
}
