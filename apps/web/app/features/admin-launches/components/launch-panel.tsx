import {
  deliverableKindLabels,
  documentEntryTitle,
  documentStatusLabels,
  formatCalendarDate,
  isOrderInWork,
  isPaidStatus,
  type OrderDetail,
  type OrderDocument,
  trackStateLabel,
} from '@launchpad/shared';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, inputClasses } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { paths } from '../../../config/paths.ts';
import { useAllows } from '../../../lib/staff-access.tsx';
import { useLaunchOwnersQuery } from '../api/get-launch-board.ts';
import {
  useAdminLaunchPlanQuery,
  useAdminLaunchQuery,
  useReviewDocumentMutation,
  useUpdateLaunchMutation,
} from '../api/launch.ts';
import { DeliverableUpload } from './deliverable-upload.tsx';
import { MilestoneRow } from './launch-milestone-row.tsx';
import { WithdrawDeliverableButton } from './withdraw-deliverable-button.tsx';

function DocumentRow({
  orderId,
  document,
  filesOfKind,
}: {
  orderId: string;
  document: OrderDocument;
  /** How many files its kind holds: from two, each is named as the nth. */
  filesOfKind: number;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const review = useReviewDocumentMutation(orderId);
  const mayDecide = useAllows('documents.decide');
  const name = documentEntryTitle(document, filesOfKind);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="admin-document">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-900">{name}</span>
        <Badge>{documentStatusLabels[document.status]}</Badge>
      </div>
      {document.fileName ? (
        <a
          href={paths.documentFile(orderId, document.id)}
          className="self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {document.fileName}
        </a>
      ) : null}
      {document.reason ? <p className="text-sm text-slate-700">Rejected: {document.reason}</p> : null}
      {document.status === 'uploaded' && mayDecide ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={reasonId} className="sr-only">
            Reason to reject {name}
          </label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={500}
            placeholder="Reason, to reject"
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={review.isPending}
              onClick={() => review.mutate({ documentId: document.id, status: 'accepted' })}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={review.isPending || reason.trim() === ''}
              onClick={() =>
                review.mutate(
                  { documentId: document.id, status: 'rejected', reason },
                  { onSuccess: () => setReason('') },
                )
              }
            >
              Reject
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function OwnerAndNotes({ orderId, adminId }: { orderId: string; adminId: string }) {
  const launch = useAdminLaunchQuery(orderId);
  const owners = useLaunchOwnersQuery();
  const update = useUpdateLaunchMutation(orderId);
  const ownerSelectId = useId();
  const notesId = useId();
  const [notes, setNotes] = useState<string | null>(null);
  if (!launch.data) return null;
  const shown = notes ?? launch.data.internalNotes ?? '';
  const owner = launch.data.owner;
  // The current owner stays listed while the admins load, or if they are no longer an admin.
  const admins = owners.data ?? [];
  const choices = owner && !admins.some((a) => a.id === owner.id) ? [owner, ...admins] : admins;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={ownerSelectId} className="text-sm font-medium text-slate-800">
        Owner
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={ownerSelectId}
          className={`${inputClasses} sm:max-w-xs`}
          value={owner?.id ?? ''}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ ownerId: event.target.value || null })}
        >
          <option value="">Nobody yet</option>
          {choices.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.id === adminId ? `${admin.name} (you)` : admin.name}
            </option>
          ))}
        </select>
        {owner?.id !== adminId ? (
          <Button
            size="sm"
            variant="link"
            disabled={update.isPending}
            onClick={() => update.mutate({ ownerId: adminId })}
          >
            Assign to me
          </Button>
        ) : null}
      </div>
      <label htmlFor={notesId} className="text-sm font-medium text-slate-800">
        Internal notes (never shown to the customer)
      </label>
      <Textarea
        id={notesId}
        rows={2}
        maxLength={5000}
        value={shown}
        onChange={(e) => setNotes(e.target.value)}
      />
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        disabled={notes === null || update.isPending}
        onClick={() => update.mutate({ internalNotes: shown }, { onSuccess: () => setNotes(null) })}
      >
        Save internal notes
      </Button>
    </div>
  );
}

function LaunchBody({ order, adminId }: { order: OrderDetail; adminId: string }) {
  const open = isOrderInWork(order.status);
  // Reading the launch is every member's; its owner, notes and deliverables are operations' work.
  const mayManage = useAllows('launches.manage');
  return (
    <div className="flex flex-col gap-4">
      {order.expectedLaunchDate ? (
        <p className="text-sm text-slate-700">
          Expected launch <strong>{formatCalendarDate(order.expectedLaunchDate)}</strong> ·{' '}
          {trackStateLabel(order, 'team')}
        </p>
      ) : null}
      {mayManage ? <OwnerAndNotes orderId={order.id} adminId={adminId} /> : null}
      {open ? (
        <>
          <h3 className="text-sm font-semibold text-slate-900">Milestones</h3>
          <ol className="flex flex-col gap-2">
            {order.milestones.slice(1).map((milestone) => (
              <MilestoneRow key={milestone.id} orderId={order.id} milestone={milestone} />
            ))}
          </ol>
          <h3 className="text-sm font-semibold text-slate-900">Documents</h3>
          <ul className="flex flex-col gap-2">
            {order.documents.map((document) => (
              <DocumentRow
                key={document.id}
                orderId={order.id}
                document={document}
                filesOfKind={order.documents.filter((other) => other.kind === document.kind).length}
              />
            ))}
          </ul>
        </>
      ) : null}
      {isPaidStatus(order.status) && mayManage ? <DeliverableUpload orderId={order.id} /> : null}
      {order.deliverables.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {order.deliverables.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
              <a className="text-brand-700 hover:underline" href={paths.deliverableFile(order.id, d.id)}>
                {deliverableKindLabels[d.kind]}: {d.fileName}
              </a>
              {mayManage ? <WithdrawDeliverableButton orderId={order.id} deliverable={d} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The launch of an order for the team: milestones, documents, deliverables, owner and internal notes. */
export function LaunchPanel({ orderId, adminId }: { orderId: string; adminId: string }) {
  const plan = useAdminLaunchPlanQuery(orderId);
  return (
    <section
      aria-labelledby="order-launch-heading"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="order-launch-heading" className="text-base font-semibold text-slate-900">
        Launch
      </h2>
      {plan.data ? (
        plan.data.milestones.length > 0 ? (
          <LaunchBody order={plan.data} adminId={adminId} />
        ) : (
          <p className="text-sm text-slate-600">The launch plan starts when the order is paid.</p>
        )
      ) : null}
    </section>
  );
}
