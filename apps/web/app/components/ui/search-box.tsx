import { Search } from 'lucide-react';
import { Input } from './input.tsx';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The labelled search field at the top of an admin list. */
export function SearchBox({ id, label, value, onChange, placeholder }: Props) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </>
  );
}
