import { launchPackages, type Order } from '@launchpad/shared';

// GET /api/orders is the busiest signed-in call and each order carries its package's whole feature
// list: zod's encoding (which copies every list) and JSON.stringify took four times as long as this
// for 20 orders. The catalogue is fixed for the life of the process: each package's features become
// JSON once, and an order holding the catalogue's own array (see toOrder) reuses it.
// orders.serializer.test.ts keeps the output equal, byte for byte, to the route's schema encoding.
const catalogueFeaturesJson = new Map<readonly string[], string>(
  launchPackages.map((launchPackage) => [launchPackage.features, JSON.stringify(launchPackage.features)]),
);

// JSON.stringify escapes quotes, backslashes, control characters and lone surrogates, and nothing
// else; a string with none of them (ids, times, most names) is written as it is, which is cheaper.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what JSON escapes.
const needsEscaping = /["\\\u0000-\u001f\ud800-\udfff]/;
const text = (value: string) => (needsEscaping.test(value) ? JSON.stringify(value) : `"${value}"`);
const nullableText = (value: string | null) => (value === null ? 'null' : text(value));

function integer(value: number): string {
  // The schema says int; a NaN or a fraction here is a bug, not something to send.
  if (!Number.isInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return String(value);
}

function orderJson(order: Order): string {
  return (
    `{"id":${text(order.id)},"packageId":${text(order.packageId)},"packageName":${text(order.packageName)}` +
    `,"amount":${integer(order.amount)},"packageValue":${integer(order.packageValue)}` +
    `,"status":${text(order.status)},"notes":${nullableText(order.notes)}` +
    `,"paymentMethod":${nullableText(order.paymentMethod)}` +
    `,"features":${catalogueFeaturesJson.get(order.features) ?? JSON.stringify(order.features)}` +
    `,"createdAt":${text(order.createdAt)},"updatedAt":${text(order.updatedAt)}}`
  );
}

export interface OrderListReply {
  success: true;
  data: readonly Order[];
  message?: string;
}

/** The `GET /api/orders` reply as JSON: what `successEnvelope(orderListSchema)` encodes, only cheaper. */
export function orderListReplyJson(reply: OrderListReply): string {
  let json = '{"success":true,"data":[';
  for (let i = 0; i < reply.data.length; i++) {
    if (i > 0) json += ',';
    json += orderJson(reply.data[i] as Order);
  }
  json += ']';
  if (reply.message !== undefined) json += `,"message":${text(reply.message)}`;
  return `${json}}`;
}
