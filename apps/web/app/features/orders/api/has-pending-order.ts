import { apiClient, type ResponseContract } from '../../../lib/api-client.ts';

/**
 * Just enough of `GET /api/orders` to tell whether a package has an order waiting for payment.
 * Read by hand rather than with `orderListSchema`, so that static pages do not load zod for it.
 */
const pendingPackagesContract: ResponseContract<string[]> = {
  safeParse(value) {
    const data = (value as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) return { success: false };
    const packageIds = data.flatMap((order: unknown) => {
      const { status, packageId } = (order ?? {}) as Record<string, unknown>;
      return status === 'pending' && typeof packageId === 'string' ? [packageId] : [];
    });
    return { success: true, data: packageIds };
  },
};

/** Whether the signed-in user has an order for this package that waits for payment. */
export async function hasPendingOrder(packageId: string, signal?: AbortSignal): Promise<boolean> {
  const pendingPackageIds = await apiClient.get('/orders', pendingPackagesContract, signal);
  return pendingPackageIds.includes(packageId);
}
