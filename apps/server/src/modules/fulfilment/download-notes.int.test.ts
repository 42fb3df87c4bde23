import { liveOrderChangeSchema } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type ReceivedEvent } from '../../../test/event-stream.ts';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import { pdfWith, uploadFile } from '../../../test/uploads.ts';

let ctx: TestContext;
let admin: User;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const download = (user: User, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

async function timeline(orderId: string, user: User): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: user.cookie },
  });
  return res.json().data.events.map((e: { reason: string | null }) => e.reason ?? '');
}

const uploadPdf = (user: User, url: string, kind: string) =>
  uploadFile(ctx.app, user, url, kind, { name: `${kind}.pdf`, bytes: pdfWith(kind) });

const aboutOrder = (orderId: string) => (event: ReceivedEvent) =>
  event.event === 'order' && liveOrderChangeSchema.parse(JSON.parse(event.data)).orderId === orderId;
const kindOf = (event: ReceivedEvent) => liveOrderChangeSchema.parse(JSON.parse(event.data)).kind;

describe('downloads on the timeline', () => {
  it('makes one entry and one live event of ten downloads of one file by one person in an hour', async () => {
    const asha = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, asha, 'starter', { payWith: 'CARD' });
    const uploaded = await uploadPdf(asha, `/api/orders/${orderId}/documents`, 'pan');
    expect(uploaded.statusCode).toBe(201);
    const fileUrl = `/api/orders/${orderId}/documents/${uploaded.json().data.id}/file`;
    const stream = await openEventStream(ctx.app, { cookie: asha.cookie });
    // A message of the customer's marks a point on the stream: one connection delivers notifications
    // in order, so once the marker's event is here, every event of what came before it is too.
    const mark = async (body: string) => {
      const sent = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/messages`,
        headers: { cookie: asha.cookie },
        payload: { body },
      });
      expect(sent.statusCode).toBe(201);
      await stream.next((event) => aboutOrder(orderId)(event) && kindOf(event) === 'message', 20_000);
    };
    try {
      await mark('Downloading now');
      const from = stream.events.length;
      for (let i = 0; i < 10; i++) expect((await download(asha, fileUrl)).statusCode).toBe(200);
      await mark('Downloaded, thanks');

      const reasons = await timeline(orderId, asha);
      expect(reasons.filter((r) => r.endsWith('pan.pdf downloaded'))).toHaveLength(1);
      // The download's event, then the marker's: nothing else.
      const since = stream.events.slice(from).filter(aboutOrder(orderId));
      expect(since.map(kindOf)).toEqual(['activity', 'message']);
    } finally {
      stream.close();
    }
  });

  it("notes each person's download of a deliverable once, whoever else downloads it", async () => {
    const asha = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, asha, 'starter', { payWith: 'CARD' });
    const delivered = await uploadPdf(
      admin,
      `/api/admin/orders/${orderId}/deliverables?confirmNotStarted=true`,
      'certificate-of-incorporation',
    );
    expect(delivered.statusCode).toBe(201);
    const fileUrl = `/api/orders/${orderId}/deliverables/${delivered.json().data.id}/file`;
    for (let i = 0; i < 5; i++) {
      expect((await download(asha, fileUrl)).statusCode).toBe(200);
      expect((await download(admin, fileUrl)).statusCode).toBe(200);
    }
    const downloads = (await timeline(orderId, asha)).filter((r) => r.endsWith('downloaded'));
    expect(downloads).toEqual([
      'Certificate of incorporation: certificate-of-incorporation.pdf downloaded',
      'Certificate of incorporation: certificate-of-incorporation.pdf downloaded',
    ]);
  });
});
