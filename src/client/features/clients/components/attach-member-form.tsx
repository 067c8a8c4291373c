// Attach a distributor (with a service area) or a business user to a client. The candidates
// are every account of that role not already attached here, found by typing a name or email
// (best matches first); the shared attach schemas check it.
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { attachBusinessUserBody, attachDistributorBody, type ClientMember } from '@/shared/contract/clients';
import type { User } from '@/shared/contract/users';
import { SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { rankByMatch } from '@/client/lib/format/match-rank';
import { attachBusinessUser } from '../api/attach-business-user';
import { attachDistributor } from '../api/attach-distributor';
import { PATHS } from '@/shared/screen-paths';

interface AttachMemberFormProps {
  kind: 'distributor' | 'business';
  clientId: number;
  clientName: string;
  candidates: readonly User[];
  onAttached: (members: ClientMember[]) => void;
}

export function AttachMemberForm({ kind, clientId, clientName, candidates, onAttached }: AttachMemberFormProps) {
  const { t } = useLingui();
  const distributor = kind === 'distributor';
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const found = rankByMatch(candidates, filter, (u) => [u.name, u.email]);
  const form = useZodForm({
    schema: distributor ? attachDistributorBody : attachBusinessUserBody,
    initial: { userId: '', serviceArea: '' },
    toInput: (values) => ({ userId: values.userId ? Number(values.userId) : undefined, ...(distributor ? { serviceArea: values.serviceArea } : {}) }),
    validate: (values) => ({ userId: values.userId ? undefined : distributor ? t`Choose a distributor` : t`Choose a business user` }),
    onSubmit: async (data, values) => {
      const members = distributor
        ? await attachDistributor(clientId, { userId: data.userId, serviceArea: values.serviceArea.trim() })
        : await attachBusinessUser(clientId, { userId: data.userId });
      const userId = data.userId;
      const name = candidates.find((c) => c.user_id === userId)?.name ?? t`User ${userId}`;
      form.reset();
      setFilter('');
      onAttached(members);
      return t`${name} attached to ${clientName}`;
    },
  });
  const matches = found.length;
  const options = [
    {
      value: '',
      label: !candidates.length
        ? distributor
          ? t`No distributor left to attach`
          : t`No business user left to attach`
        : !matches
          ? t`Nobody matches this search`
          : filter.trim()
            ? t`Choose one of ${matches} found…`
            : distributor
              ? t`Choose a distributor…`
              : t`Choose a business user…`,
    },
    ...found.map((u) => ({ value: String(u.user_id), label: `${u.name} (${u.email})` })),
  ];
  return (
    <FormFrame
      form={form}
      label={distributor ? t`Attach a distributor` : t`Attach a business user`}
      submitLabel={t`Attach`}
      pendingLabel={t`Attaching…`} className="rounded-box bg-base-200 p-3">
      <div className={`grid gap-3 ${distributor ? 'md:grid-cols-2' : ''}`}>
        {candidates.length > 1 && (
          <div className={`flex flex-col gap-1 ${distributor ? 'md:col-span-2' : ''}`}>
            <label htmlFor={filterId} className="text-sm font-medium">
              {distributor ? t`Find a distributor` : t`Find a business user`}
            </label>
            <input
              id={filterId}
              type="search"
              className="input w-full"
              value={filter}
              maxLength={100}
              placeholder={t`Name or email`}
              onChange={(event) => {
                setFilter(event.target.value);
                // The best match is chosen as the person types; they can pick another below.
                const best = rankByMatch(candidates, event.target.value, (u) => [u.name, u.email])[0];
                form.set('userId', event.target.value.trim() && best ? String(best.user_id) : '');
              }}
            />
          </div>
        )}
        <SelectField form={form} name="userId" label={distributor ? t`Distributor` : t`Business user`} options={options} />
        {distributor && <TextField form={form} name="serviceArea" label={t`Service area`} placeholder={t`e.g. North district`} />}
      </div>
      {candidates.length === 0 && (
        <p className="text-sm">
          {distributor ? t`Every distributor account is attached here.` : t`Every business user account is attached here.`}{' '}
          <Link href={PATHS.admin.addUser} className="link link-primary">
            {distributor ? t`Create a distributor account` : t`Create a business user account`}
          </Link>
        </p>
      )}
    </FormFrame>
  );
}
