import { z } from 'zod';
import { type LaunchPackage, type PackageId, packageIds } from './catalogue-data.ts';

export const packageIdSchema = z.enum(packageIds);

/** A launch package as the storefront sells it; `price` is whole rupees. */
export const launchPackageSchema = z.object({
  id: packageIdSchema,
  name: z.string(),
  price: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  ownFeatures: z.array(z.string()),
  includes: packageIdSchema.nullable(),
  popular: z.boolean().optional(),
  buttonText: z.string(),
});

// The schemas describe exactly the plain types of `catalogue-data.ts`.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof launchPackageSchema>, LaunchPackage> &
  Same<z.infer<typeof packageIdSchema>, PackageId> = true;
void schemaMatchesType;

export const packagesResponseSchema = z.array(launchPackageSchema);
