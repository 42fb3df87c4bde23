import { Readable } from 'node:stream';
import {
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORTS_EVERY_HOURS,
  type DataExport,
  isDataExportUnderWay,
  isGuid,
  privacyMessages,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DataExportRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserReads } from '../auth/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { exactLength, piecesStream, writeInPieces, zipArchive } from './archive.ts';
import type { CustomerDataRepository } from './customer-data.repository.ts';
import type { DataExportsRepository } from './data-exports.repository.ts';
import { readableIndex } from './export-index.ts';
import { exportContents, exportFileName } from './export-manifest.ts';
import { recordHolder } from './personal-records.repository.ts';
import { recordPrivacyEvent } from './privacy-audit.repository.ts';
import { exportReady } from './privacy-notices.ts';

/** Bytes per stored piece of an archive. */
export const ARCHIVE_PIECE_BYTES = 256 * 1024;
/** How long a builder's claim on an export lasts without being renewed. */
const CLAIM_SECONDS = 120;
/** How often a builder renews its claim while it writes. */
const RENEW_EVERY_MS = 20_000;
/** Attempts before an export is marked failed. */
const MAX_ATTEMPTS = 3;

export interface DataExportDeps {
  db: Db;
  exportsRepo: DataExportsRepository;
  customerData: CustomerDataRepository;
  usersRepo: Pick<UserReads, 'findById'>;
  mail: Pick<MailOutbox, 'hook'>;
  /** An order file's bytes (the fulfilment module's files). */
  orderFile: (fileId: string) => Readable;
  /** A tax document's PDF (billing). */
  taxDocumentPdf: (user: UserRow, id: string) => Promise<{ pdf: Buffer }>;
  log: FastifyBaseLogger;
  /** What the instance's ready archives may take together (DATA_EXPORT_STORAGE_MB); beyond, builds wait. */
  storageBudgetBytes: number;
  now?: () => number;
}

/** One copy a day: a repeat within this window answers the copy already made. */
export const EXPORT_RATION_MS = DATA_EXPORTS_EVERY_HOURS * 3_600_000;

/** The refusal of a second copy within the day, with when the next may be asked for. */
export function exportRationMessage(retryAfterSeconds: number): string {
  const totalMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const wait = hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  return `You can ask for one copy of your data a day, and the last one has expired. Ask again in ${wait}.`;
}

type Clock = () => Date;

export function toDataExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size ?? null,
  };
}

/** Everything held about the customer, read one kind after the other. */
async function readContents(customerData: CustomerDataRepository, user: UserRow) {
  const holder = recordHolder(user);
  return {
    account: await customerData.account(user.id),
    orders: await customerData.orders(user.id),
    taxDocuments: await customerData.taxDocuments(user.id),
    addressProved: holder.provedEmail !== null,
    mails: await customerData.mails(holder),
    contactMessages: await customerData.contactMessages(holder),
    complaints: await customerData.complaints(holder),
    consents: await customerData.consents(user.id),
    signIns: await customerData.signIns(user.id),
    dataRequests: await customerData.dataRequests(user.id),
  };
}

/** Writes the archive into the export's pieces; false when another builder took the export over. */
async function build(deps: DataExportDeps, now: Clock, row: DataExportRow): Promise<number | undefined> {
  const { exportsRepo } = deps;
  const user = await deps.usersRepo.findById(row.userId);
  if (!user) throw new Error(`the account of export ${row.id} is gone`);
  const contents = await readContents(deps.customerData, user);
  // A document replaced while the archive is written loses its bytes: the attempt fails rather than
  // keep it empty or cut short, and the next attempt reads the order afresh.
  const sizes = new Map(contents.orders.files.map((file) => [file.id, file.size]));
  const { manifest, files } = exportContents(
    contents,
    {
      orderFile: async (fileId) =>
        exactLength(deps.orderFile(fileId), sizes.get(fileId) ?? 0, `file ${fileId}`),
      taxDocument: async (id) => Readable.from([(await deps.taxDocumentPdf(user, id)).pdf]),
    },
    now(),
  );
  await exportsRepo.clearChunks(row.id);
  let held = true;
  let renewedAt = Date.now();
  // The readable index and its tables come first, beside the manifest; the files follow.
  const archive = zipArchive(manifest, [...readableIndex(manifest), ...files]);
  const size = await writeInPieces(archive, ARCHIVE_PIECE_BYTES, async (seq, piece) => {
    if (!held) return;
    if (Date.now() - renewedAt > RENEW_EVERY_MS) {
      held = await exportsRepo.renewClaim(
        row.id,
        row.attempts,
        new Date(now().getTime() + CLAIM_SECONDS * 1000),
      );
      renewedAt = Date.now();
    }
    if (held) held = await exportsRepo.appendChunk(row.id, row.attempts, seq, piece);
    if (!held) archive.destroy();
  }).catch((error: unknown) => {
    if (!held) return 0;
    throw error;
  });
  return held ? size : undefined;
}

/** Marks the export ready, queues the mail and records it, in one transaction. */
async function finish(deps: DataExportDeps, now: Clock, row: DataExportRow, size: number): Promise<void> {
  const { db, exportsRepo } = deps;
  const readyAt = now();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    const ready = await exportsRepo.markReady(tx, row.id, row.attempts, { size, readyAt, expiresAt });
    if (!ready) return;
    // An account erased meanwhile is neither mailed nor recorded.
    const user = await deps.usersRepo.findById(row.userId, tx);
    if (!user) return;
    await deps.mail.hook(exportReady, deps.usersRepo)(tx, {
      user,
      exportId: row.id,
      expiresAt,
    });
    await recordPrivacyEvent(tx, {
      userId: row.userId,
      kind: 'export',
      action: 'ready',
      actor: 'system',
      detail: { exportId: row.id, size },
      at: readyAt,
    });
  });
}

/**
 * Asks for a copy, one per account per day: an export under way is answered instead of a second
 * one; within the day a ready archive is answered again (same id), one that expired is a 429 until
 * the day is over. A new export retires the account's earlier archives. Requests of one account
 * queue on its row, so two at once make one export.
 */
async function requestExport(
  deps: DataExportDeps,
  now: Clock,
  user: UserRow,
): Promise<{ data: DataExport; message: string; created: boolean }> {
  const { db, exportsRepo } = deps;
  const at = now();
  return db.transaction(async (tx) => {
    await exportsRepo.lockAccount(tx, user.id);
    const latest = await exportsRepo.latestCounted(tx, user.id);
    if (latest && isDataExportUnderWay(latest.status)) {
      return { data: toDataExport(latest), message: privacyMessages.exportRequested, created: false };
    }
    const nextAllowedAt = latest ? latest.createdAt.getTime() + EXPORT_RATION_MS : 0;
    if (latest && nextAllowedAt > at.getTime()) {
      if (latest.status === 'ready' && latest.expiresAt && latest.expiresAt > at) {
        return { data: toDataExport(latest), message: privacyMessages.exportAlreadyReady, created: false };
      }
      const retryAfter = Math.ceil((nextAllowedAt - at.getTime()) / 1000);
      throw new AppError('rate_limited', exportRationMessage(retryAfter), undefined, retryAfter);
    }
    await exportsRepo.retireArchives(tx, user.id);
    const row = await exportsRepo.insert(tx, user.id, at);
    await recordPrivacyEvent(tx, {
      userId: user.id,
      kind: 'export',
      action: 'requested',
      actor: user.id,
      detail: { exportId: row.id },
      at,
    });
    const waiting = (await exportsRepo.storedBytes(tx)) >= deps.storageBudgetBytes;
    return {
      data: toDataExport(row),
      message: waiting ? privacyMessages.exportWaitingForSpace : privacyMessages.exportRequested,
      created: true,
    };
  });
}

/**
 * One pass of the builder: expires old archives, then builds the exports waiting, one at a
 * time, each claimed in the database so that instances never build the same one together. While
 * the ready archives fill the storage budget, the exports wait for the next pass.
 */
async function buildPending(deps: DataExportDeps, now: Clock, stopped: () => boolean): Promise<number> {
  const { exportsRepo, log } = deps;
  await exportsRepo.expire(now());
  let built = 0;
  while (!stopped()) {
    if ((await exportsRepo.storedBytes()) >= deps.storageBudgetBytes) {
      log.info('data exports wait: the ready archives fill DATA_EXPORT_STORAGE_MB');
      break;
    }
    const row = await exportsRepo.claimNext(now(), CLAIM_SECONDS);
    if (!row) break;
    try {
      const size = await build(deps, now, row);
      if (size !== undefined) {
        await finish(deps, now, row, size);
        built += 1;
      }
    } catch (error) {
      log.warn({ err: error, exportId: row.id }, 'data export build failed');
      if (row.attempts >= MAX_ATTEMPTS) await exportsRepo.markFailed(row.id, row.attempts);
      else await exportsRepo.releaseClaim(row.id, row.attempts);
    }
  }
  return built;
}

/** The customer's copy of their data: asked for, built in the background, fetched by its owner. */
export function createDataExportService(deps: DataExportDeps) {
  const { db, exportsRepo } = deps;
  const now: Clock = () => new Date(deps.now?.() ?? Date.now());
  const notFound = () => new AppError('not_found', privacyMessages.exportNotFound);

  async function findOwn(user: UserRow, id: string): Promise<DataExportRow> {
    if (!isGuid(id)) throw notFound();
    const row = await exportsRepo.findOfUser(user.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Asks for a copy: one per account per day (see `requestExport`). */
    request: (user: UserRow) => requestExport(deps, now, user),

    async status(user: UserRow, id: string): Promise<DataExport> {
      return toDataExport(await findOwn(user, id));
    },

    async latest(user: UserRow): Promise<DataExport | null> {
      const row = await exportsRepo.latestOfUser(user.id);
      return row ? toDataExport(row) : null;
    },

    /** The archive of a ready export, for its owner, while its link lasts. */
    async open(user: UserRow, id: string): Promise<{ fileName: string; size: number; body: Readable }> {
      const row = await findOwn(user, id);
      const at = now();
      if (row.status === 'expired' || (row.expiresAt && row.expiresAt <= at)) {
        throw new AppError('not_found', privacyMessages.exportExpired);
      }
      if (row.status !== 'ready') throw new AppError('conflict', privacyMessages.exportNotReady);
      await exportsRepo.markDownloaded(row.id, at);
      await recordPrivacyEvent(db, {
        userId: user.id,
        kind: 'export',
        action: 'downloaded',
        actor: user.id,
        detail: { exportId: row.id },
        at,
      });
      return {
        fileName: exportFileName(at),
        size: row.size ?? 0,
        body: piecesStream((fromSeq, count) => exportsRepo.readChunks(row.id, fromSeq, count)),
      };
    },

    /**
     * One pass of the builder: expires old archives, then builds the exports waiting, one at a
     * time, each claimed in the database so that instances never build the same one together.
     */
    buildPending: (stopped: () => boolean = () => false) => buildPending(deps, now, stopped),
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
