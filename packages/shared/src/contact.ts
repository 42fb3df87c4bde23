import { z } from 'zod';
import { loginRequestSchema, optionalPhonePattern, personNameSchema, phoneSchema } from './auth.ts';
import { serviceIdSchema } from './services.ts';
import { plainText, trimmedAtLeast } from './text.ts';

/** The phone is optional: an empty or blank field means none was given. */
const optionalPhoneSchema = z
  .string()
  .meta(optionalPhonePattern)
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(phoneSchema.optional());

/** Body of `POST /api/contact` and the contact form's contract; only the phone is optional. */
export const contactRequestSchema = z.object({
  name: personNameSchema,
  email: loginRequestSchema.shape.email,
  phone: optionalPhoneSchema,
  subject: plainText()
    .trim()
    .regex(trimmedAtLeast(1), 'Subject is required')
    .max(200, 'Subject must be at most 200 characters'),
  message: plainText()
    .trim()
    .regex(trimmedAtLeast(1), 'Message is required')
    .max(5000, 'Message must be at most 5000 characters'),
  /** The service card the visitor came from (`/contact?service={id}`), when there was one. */
  service: serviceIdSchema.optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessage = z.output<typeof contactRequestSchema>;

/** `data` of a successful `POST /api/contact`. */
export const contactResponseDataSchema = z.object({ id: z.string() });
export type ContactResponseData = z.infer<typeof contactResponseDataSchema>;

/** The reference a visitor quotes about a contact message: the start of its id, e.g. "C-1A2B3C4D". */
export function contactReference(id: string): string {
  return `C-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
