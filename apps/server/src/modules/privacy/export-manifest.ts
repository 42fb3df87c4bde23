import type { Readable } from 'node:stream';
import { indiaDate, orderReference } from '@launchpad/shared';
import type { ArchiveFile } from './archive.ts';
import type { CustomerDataRepository } from './customer-data.repository.ts';

type Orders = Awaited<ReturnType<CustomerDataRepository['orders']>>;
type TaxDocument = Awaited<ReturnType<CustomerDataRepository['taxDocuments']>>[number];

/**
 * The version of the archive's layout, so that a reader knows what it holds (2: sign-ins from the
 * sign-in history, each order's conversation, complaints; 3: the team's answers to contact messages,
 * and whether the records kept by address are included).
 */
export const EXPORT_FORMAT = 'launchpad-data-export/3';

/** The archive's file name: the day it was downloaded, on India's calendar like every date it holds. */
export function exportFileName(downloadedAt: Date): string {
  return `launchpad-data-${indiaDate(downloadedAt)}.zip`;
}

/** Every category of data an archive covers, in the order the manifest lists them. */
export const exportCategories = [
  'profile',
  'billingDetails',
  'orders',
  'payments',
  'refunds',
  'taxDocuments',
  'files',
  'messages',
  'complaints',
  'mails',
  'consents',
  'signIns',
  'dataRequests',
] as const;

/**
 * Said in the archive of an account whose address was never proved: complaints raised signed out,
 * contact messages and mails are kept by address and belong to whoever proves it.
 */
export const ADDRESS_RECORDS_WITHHELD =
  'withheld until you confirm your email address: complaints raised signed out, contact messages and mails are kept by address, and later copies include them once it is confirmed';

/** What goes into one customer's archive, read before it is written. */
export interface CustomerData {
  account: Awaited<ReturnType<CustomerDataRepository['account']>>;
  /** Whether the account's address is proved, so that the records kept by address are included. */
  addressProved: boolean;
  orders: Orders;
  taxDocuments: TaxDocument[];
  mails: Awaited<ReturnType<CustomerDataRepository['mails']>>;
  contactMessages: Awaited<ReturnType<CustomerDataRepository['contactMessages']>>;
  complaints: Awaited<ReturnType<CustomerDataRepository['complaints']>>;
  consents: Awaited<ReturnType<CustomerDataRepository['consents']>>;
  signIns: Awaited<ReturnType<CustomerDataRepository['signIns']>>;
  dataRequests: Awaited<ReturnType<CustomerDataRepository['dataRequests']>>;
}

/** How the archive opens what it does not hold in the manifest. */
export interface FileOpeners {
  orderFile: (fileId: string) => Promise<Readable>;
  taxDocument: (id: string) => Promise<Readable>;
}

/** A name safe as one segment of a path inside the archive. */
function segment(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  return name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(0, 120) || 'file';
}

const compressible = (contentType: string) => !/^(application\/pdf|image\/(jpeg|png))$/.test(contentType);

/** The folder of an order's file: the customer's documents, our deliverables, a message's attachment. */
const folders = { document: 'documents', deliverable: 'deliverables', message: 'messages' } as const;

/**
 * The manifest (every record, as JSON) and the files of an archive: the documents and deliverables
 * of each order under `orders/<reference>/`, tax documents as PDFs under `tax-documents/`. The
 * manifest names each file's path in the archive.
 */
export function exportContents(data: CustomerData, open: FileOpeners, generatedAt: Date) {
  const files: ArchiveFile[] = [];
  const { orders, events, payments, refunds, milestones, documents } = data.orders;
  const byOrder = <T extends { orderId: string }>(rows: T[], orderId: string) =>
    rows.filter((row) => row.orderId === orderId);

  // Where each file of an order went in the archive, for the messages that carry one.
  const paths = new Map<string, string>();
  const manifestOrders = orders.map((order) => {
    const reference = orderReference(order.id);
    const orderFiles = byOrder(data.orders.files, order.id).map((file) => {
      const path = `orders/${reference}/${folders[file.purpose]}/${file.id.slice(0, 8)}-${segment(file.fileName)}`;
      files.push({
        path,
        open: () => open.orderFile(file.id),
        compress: compressible(file.contentType),
        modifiedAt: file.completedAt ?? file.createdAt,
      });
      paths.set(file.id, path);
      return {
        purpose: file.purpose,
        kind: file.kind,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        uploadedAt: file.createdAt,
        path,
      };
    });
    return {
      reference,
      ...order,
      timeline: byOrder(events, order.id).map(({ orderId: _o, ...event }) => event),
      milestones: byOrder(milestones, order.id).map(({ orderId: _o, ...milestone }) => milestone),
      documents: byOrder(documents, order.id).map(({ orderId: _o, ...document }) => document),
      files: orderFiles,
      messages: byOrder(data.orders.messages, order.id).map(({ orderId: _o, fileId, ...message }) => ({
        ...message,
        attachment: (fileId && paths.get(fileId)) ?? null,
      })),
    };
  });

  const taxDocuments = data.taxDocuments.map((document) => {
    const path = `tax-documents/${segment(document.number)}.pdf`;
    files.push({
      path,
      open: () => open.taxDocument(document.id),
      compress: false,
      modifiedAt: document.issuedAt,
    });
    return { ...document, orderReference: orderReference(document.orderId), path };
  });

  const manifest = {
    format: EXPORT_FORMAT,
    generatedAt,
    categories: exportCategories,
    recordsKeptByAddress: data.addressProved ? 'included' : ADDRESS_RECORDS_WITHHELD,
    profile: data.account.user,
    billingDetails: data.account.billing,
    orders: manifestOrders,
    payments: payments.map((payment) => ({ ...payment, orderReference: orderReference(payment.orderId) })),
    refunds: refunds.map((refund) => ({ ...refund, orderReference: orderReference(refund.orderId) })),
    taxDocuments,
    files: files.filter((file) => file.path.startsWith('orders/')).map((file) => file.path),
    messages: data.contactMessages,
    complaints: data.complaints.map(({ orderId, ...complaint }) => ({
      ...complaint,
      orderReference: orderId ? orderReference(orderId) : null,
    })),
    mails: data.mails,
    consents: data.consents,
    signIns: data.signIns,
    dataRequests: data.dataRequests,
  };
  return { manifest, files };
}
