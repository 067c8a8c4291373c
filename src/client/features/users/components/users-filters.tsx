import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ROLES } from '@/shared/roles';
import { useDebouncedValue } from '@/client/lib/hooks/use-debounced-value';
import type { UsersView } from '../hooks/use-users-query';
import { roleLabel } from '../lib/role-labels';
import { SearchField } from '@/client/components/form/search-field';

export function UsersFilters({ view, onChange }: { view: UsersView; onChange: (changes: Partial<UsersView>) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(view.search);
  const settled = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== view.search) onChange({ search: settled });
    // Only a settled change of the box asks the server; view changes come from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField label={t`Search users`} placeholder={t`Name, email or code`} value={text} onChange={setText} className="flex-1" />
      <label className="flex flex-col gap-1 sm:w-56">
        <span className="text-sm font-medium">{t`Role`}</span>
        <select className="select w-full" value={view.role} onChange={(event) => onChange({ role: event.target.value as UsersView['role'] })}>
          <option value="">{t`All roles`}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
