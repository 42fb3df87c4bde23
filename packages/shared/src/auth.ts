import { z } from 'zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

/** Body of `POST /api/auth/login`. */
export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Indian or international phone number: digits with optional +, spaces, dashes and brackets. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(20, 'Phone number is too long')
  .regex(/^\+?[0-9][0-9\s()-]{6,18}[0-9]$/, 'Enter a valid phone number');

export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Name must be at most 100 characters');

/** Body of `POST /api/auth/register`. */
export const registerRequestSchema = z.object({
  name: personNameSchema,
  email,
  phone: phoneSchema,
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(256, 'Password must be at most 256 characters'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The public profile of a user: what the browser may keep. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** `data` of a successful login. */
export const loginResponseDataSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
});
export type LoginResponseData = z.infer<typeof loginResponseDataSchema>;

/** `data` of `GET /api/auth/me`. */
export const meResponseDataSchema = z.object({ user: publicUserSchema });

/** `data` of a successful `POST /api/auth/register`. */
export const registerResponseDataSchema = z.object({ user: publicUserSchema });
