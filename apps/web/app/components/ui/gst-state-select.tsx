import { gstStates } from '@launchpad/shared';
import type { ComponentProps } from 'react';
import { inputClasses } from './input.tsx';

/**
 * A native select of India's states and union territories, valued by their GST codes, with an empty
 * first choice that reads `placeholder`. React 19 passes `ref` as a prop, so `register` works as is.
 */
export function GstStateSelect({
  placeholder,
  ...props
}: ComponentProps<'select'> & { placeholder: string }) {
  return (
    <select className={inputClasses} {...props}>
      <option value="">{placeholder}</option>
      {gstStates.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </select>
  );
}
