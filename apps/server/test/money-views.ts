import {
  adminOrderDetailSchema,
  adminSummarySchema,
  amountPaid,
  type OrderMoneyFacts,
  orderDetailSchema,
  orderListSchema,
  orderMoney,
  orderMoneyLabel,
  orderReference,
  successEnvelope,
} from '@launchpad/shared';
import { expect } from 'vitest';
import type { TestContext, TestUser } from './helpers.ts';

// Every view of an order's money, read back as one shape, so that a test can hold them equal: the
// customer's order page and list (with the dashboard's and the customer's CSV figures, which the web
// derives from the list with the same shared functions), the admin's order page, the orders CSV,
// the invoice register's CSV, the documents themselves, and the admin summary's totals.

/** An order's money as one view states it, whole rupees. */
export interface MoneyFigures {
  /** What the customer paid and kept paid: the charge less refunds, fee and GST apart. */
  netFee: number;
  netGst: number;
  net: number;
  /** What refunds of the charge returned, fee and GST apart. */
  refundedFee: number;
  refundedGst: number;
  refunded: number;
}

/** The admin summary's totals, read before a history so that its changes can be compared. */
export type SummaryTotals = Pick<
  ReturnType<typeof adminSummarySchema.parse>,
  'collectedRevenue' | 'refundedRevenue' | 'taxCollected'
>;

function fromFacts(facts: OrderMoneyFacts): MoneyFigures {
  const money = orderMoney(facts);
  const paid = facts.paid;
  return {
    netFee: paid ? money.fee : 0,
    netGst: paid ? money.gst : 0,
    net: amountPaid(facts),
    refundedFee: facts.refundedFee,
    refundedGst: facts.refundedGst,
    refunded: money.refunded,
  };
}

const numbers = (cells: (string | undefined)[]) => cells.map((cell) => Number(cell ?? 'NaN'));

export function moneyViews(ctx: () => TestContext) {
  const get = (user: TestUser, url: string) =>
    ctx().app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

  async function summaryTotals(admin: TestUser): Promise<SummaryTotals> {
    const res = await get(admin, '/api/admin/summary');
    return successEnvelope(adminSummarySchema).parse(res.json()).data;
  }

  /** The admin's orders CSV row of one order: its charge, refunded and net columns. */
  async function ordersCsvFigures(admin: TestUser, orderId: string): Promise<MoneyFigures> {
    const res = await get(admin, `/api/admin/orders/export.csv?q=${orderReference(orderId)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header?.split(',') ?? [];
    const row = lines.find((line) => line.startsWith(orderReference(orderId)))?.split(',') ?? [];
    const cell = (name: string) => row[columns.indexOf(name)];
    const [refundedFee, refundedGst, refunded, netFee, netGst, net] = numbers(
      [
        'Refunded fee (INR)',
        'Refunded GST (INR)',
        'Refunded (INR)',
        'Net fee (INR)',
        'Net GST (INR)',
        'Net (INR)',
      ].map(cell),
    );
    return { netFee, netGst, net, refundedFee, refundedGst, refunded } as MoneyFigures;
  }

  /** The invoice register's CSV lines of one order added up: documents net of credit notes. */
  async function registerCsvTotals(admin: TestUser, orderId: string) {
    const res = await get(admin, '/api/admin/invoices/export.csv');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header?.split(',') ?? [];
    const at = (name: string) => columns.indexOf(name);
    const mine = lines
      .map((line) => line.split(','))
      .filter((cells) => cells.includes(orderReference(orderId)));
    const sum = (names: string[]) =>
      mine.reduce(
        (total, cells) => total + names.reduce((s, name) => s + Number(cells[at(name)] || 0), 0),
        0,
      );
    const taxColumns = columns.filter((name) => /^(CGST|SGST|IGST)/.test(name));
    const totalColumn = columns.find((name) => /^Total/.test(name)) ?? 'Total';
    return { net: sum([totalColumn]), netGst: sum(taxColumns) };
  }

  /**
   * Every view of one order's money. Documents: what the invoices charged less what credit notes
   * returned (a correction's note and its re-issue cancel out); the register's CSV the same.
   */
  async function figures(user: TestUser, admin: TestUser, orderId: string) {
    const detail = successEnvelope(orderDetailSchema).parse(
      (await get(user, `/api/orders/${orderId}`)).json(),
    ).data;
    const listed = successEnvelope(orderListSchema)
      .parse((await get(user, '/api/orders')).json())
      .data.find((order) => order.id === orderId);
    if (!listed) throw new Error('the order is not in its customer’s list');
    const staff = successEnvelope(adminOrderDetailSchema).parse(
      (await get(admin, `/api/admin/orders/${orderId}`)).json(),
    ).data;
    const signed = (kind: string) => (kind === 'credit-note' ? -1 : 1);
    const documents = {
      net: detail.invoices.reduce((sum, doc) => sum + signed(doc.kind) * doc.total, 0),
      netGst: detail.invoices.reduce((sum, doc) => sum + signed(doc.kind) * doc.tax, 0),
      refunded: detail.invoices.filter((doc) => doc.refundId).reduce((sum, doc) => sum + doc.total, 0),
      refundedGst: detail.invoices.filter((doc) => doc.refundId).reduce((sum, doc) => sum + doc.tax, 0),
    };
    return {
      orderPage: fromFacts(detail),
      orderList: fromFacts(listed),
      labels: { orderPage: orderMoneyLabel(detail), orderList: orderMoneyLabel(listed) },
      adminOrderPage: fromFacts(staff),
      ordersCsv: await ordersCsvFigures(admin, orderId),
      registerCsv: await registerCsvTotals(admin, orderId),
      documents,
      hasDocuments: detail.invoices.length > 0,
    };
  }

  return { figures, summaryTotals };
}
