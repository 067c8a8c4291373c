// A labelled search box, the same on every list: its label above it, a 44 px target, and at
// most 100 characters (what the server's searches accept).
export function SearchField({ label, placeholder, value, onChange, className = 'max-w-md', autoComplete }: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  autoComplete?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 ${className}`}>
      <span className="text-sm font-medium">{label}</span>
      <input type="search" className="input min-h-11 w-full" value={value} maxLength={100} placeholder={placeholder} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
