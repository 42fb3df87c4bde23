import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/**
 * Shows the server's field errors (the `details` of a 400) at the form's own fields. Details for a
 * field the form does not have are left out; the caller says what went wrong above the form.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error)) return;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (field) setError(field, { message: detail.message });
  }
}
