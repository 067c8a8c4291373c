import { useId } from 'react';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels?: Partial<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}

/** A labelled radio group (fieldset + legend), one arrow-key stop for keyboard users. */
export function ChoiceGroup<T extends string>({ legend, options, labels, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" className="radio radio-primary radio-sm" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {labels?.[option] ?? capitalise(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm">
      {label}
      <input type="checkbox" className="toggle toggle-primary" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </label>
  );
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
