import { type ReactNode, useId } from 'react';
import { Button } from './button.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

/** The value of the first choice of a filter: no filter. */
const ANY = 'all';

interface FilterSelectProps<T extends string> {
  label: string;
  /** The first choice, which lifts the filter ("All statuses"). */
  anyLabel: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  className: string;
}

/** A labelled dropdown that narrows an admin list. */
export function FilterSelect<T extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
  className,
}: FilterSelectProps<T>) {
  const labelId = useId();
  return (
    <div className={className}>
      <span id={labelId} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <Select
        value={value ?? ANY}
        // Only the items drawn can be chosen: one of the options, or the first, which lifts the filter.
        onValueChange={(chosen) => onChange(options.find((option) => option.value === chosen)?.value)}
      >
        <SelectTrigger aria-labelledby={labelId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

interface FilterButtonsProps<T> {
  /** Names the group for screen readers. */
  legend: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  /** Said after the buttons, such as a count. */
  children?: ReactNode;
}

/** A row of toggle buttons, one pressed, that narrows an admin list. */
export function FilterButtons<T>({ legend, value, options, onChange, children }: FilterButtonsProps<T>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <Button
          key={String(option.value)}
          size="sm"
          variant={value === option.value ? 'primary' : 'outline'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
      {children}
    </fieldset>
  );
}
