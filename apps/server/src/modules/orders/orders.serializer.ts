import { launchPackages, type Order, type OrderListResponse, orderSchema } from '@launchpad/shared';
import { compileResponseSerializer } from '../../lib/response-serializer.ts';

// GET /api/orders is the busiest signed-in call, and each order carries its package's whole feature
// list, most of the reply's bytes (decision 018). The catalogue is fixed for the life of the
// process: each package's features are written as JSON once, and an order holding the catalogue's
// own array (as `toOrder` gives it) reuses that text. The rest of each order is written by the same
// compiled serializer every route uses, from the shared schema less `features`.
// orders.serializer.test.ts holds the reply equal to what the route's schema would write.

const orderWithoutFeatures = compileResponseSerializer(orderSchema.omit({ features: true }));

const catalogueFeaturesJson = new Map<readonly string[], string>(
  launchPackages.map((launchPackage) => [launchPackage.features, JSON.stringify(launchPackage.features)]),
);

function orderJson(order: Order): string {
  const features = catalogueFeaturesJson.get(order.features) ?? JSON.stringify(order.features);
  // The compiled serializer always writes an object with the schema's required keys: "{…}".
  return `{"features":${features},${orderWithoutFeatures(order).slice(1)}`;
}

/** The `GET /api/orders` reply as JSON: what `orderListResponseSchema` writes. */
export function orderListReplyJson(reply: OrderListResponse): string {
  let json = '{"success":true,"data":[';
  for (let i = 0; i < reply.data.length; i++) {
    if (i > 0) json += ',';
    json += orderJson(reply.data[i] as Order);
  }
  json += ']';
  if (reply.message !== undefined) json += `,"message":${JSON.stringify(reply.message)}`;
  return `${json}}`;
}
