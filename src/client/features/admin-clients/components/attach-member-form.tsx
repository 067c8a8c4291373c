// Attach a distributor (with a service area) or a business user to a client. The candidates
// are every account of that role not already attached here; the shared attach schemas check it.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { attachBusinessUserBody, attachDistributorBody, type ClientMember } from '@/shared/contract/clients';
import type { User } from '@/shared/contract/users';
import { SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
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
      onAttached(members);
      return t`${name} attached to ${clientName}`;
    },
  });
  const options = [
    {
      value: '',
      label: candidates.length
        ? distributor
          ? t`Choose a distributor…`
          : t`Choose a business user…`
        : distributor
          ? t`No distributor left to attach`
          : t`No business user left to attach`,
    },
    ...candidates.map((u) => ({ value: String(u.user_id), label: `${u.name} (${u.email})` })),
  ];
  return (
    <FormFrame
      form={form}
      label={distributor ? t`Attach a distributor` : t`Attach a business user`}
      submitLabel={t`Attach`}
      pendingLabel={t`Attaching…`} className="rounded-box bg-base-200 p-3">
      <div className={`grid gap-3 ${distributor ? 'md:grid-cols-2' : ''}`}>
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
