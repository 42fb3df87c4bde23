import {
  type DeliverableKind,
  deliverableKindLabels,
  deliverableKinds,
  ORDER_FILE_TYPES,
} from '@launchpad/shared';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/input.tsx';

/** The deliverable's kind and its file. */
export function DeliverableFields({
  kind,
  onKindChange,
  onFileChange,
}: {
  kind: DeliverableKind;
  onKindChange: (kind: DeliverableKind) => void;
  onFileChange: (file: File | null) => void;
}) {
  const kindId = useId();
  const fileId = useId();
  return (
    <>
      <label htmlFor={kindId} className="text-sm font-medium text-slate-800">
        Deliverable
      </label>
      <select
        id={kindId}
        className={inputClasses}
        value={kind}
        onChange={(event) => onKindChange(event.target.value as DeliverableKind)}
      >
        {deliverableKinds.map((value) => (
          <option key={value} value={value}>
            {deliverableKindLabels[value]}
          </option>
        ))}
      </select>
      <label htmlFor={fileId} className="sr-only">
        File to hand over
      </label>
      <input
        id={fileId}
        type="file"
        accept={ORDER_FILE_TYPES.join(',')}
        className="text-sm"
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
    </>
  );
}
