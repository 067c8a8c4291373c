// Attach a distributor (with a service area) or a business user to a client. The candidates
// are every account of that role not already attached here; the shared attach schemas check it.
import { Link } from 'wouter';
import { attachBusinessUserBody, attachDistributorBody, type ClientMember } from '@/shared/contract/clients';
import type { User } from '@/shared/contract/users';
import { SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { attachBusinessUser } from '../api/attach-business-user';
import { attachDistributor } from '../api/attach-distributor';

interface AttachMemberFormProps {
  kind: 'distributor' | 'business';
  clientId: number;
  clientName: string;
  candidates: readonly User[];
  onAttached: (members: ClientMember[]) => void;
}

export function AttachMemberForm({ kind, clientId, clientName, candidates, onAttached }: AttachMemberFormProps) {
  const distributor = kind === 'distributor';
  const noun = distributor ? 'distributor' : 'business user';
  const form = useZodForm({
    schema: distributor ? attachDistributorBody : attachBusinessUserBody,
    initial: { userId: '', serviceArea: '' },
    toInput: (values) => ({ userId: values.userId ? Number(values.userId) : undefined, ...(distributor ? { serviceArea: values.serviceArea } : {}) }),
    validate: (values) => ({ userId: values.userId ? undefined : `Choose a ${noun}` }),
    onSubmit: async (data, values) => {
      const members = distributor
        ? await attachDistributor(clientId, { userId: data.userId, serviceArea: values.serviceArea.trim() })
        : await attachBusinessUser(clientId, { userId: data.userId });
      const name = candidates.find((c) => c.user_id === data.userId)?.name ?? `User ${data.userId}`;
      form.reset();
      onAttached(members);
      return `${name} attached to ${clientName}`;
    },
  });
  const options = [
    { value: '', label: candidates.length ? `Choose a ${noun}…` : `No ${noun} left to attach` },
    ...candidates.map((u) => ({ value: String(u.user_id), label: `${u.name} (${u.email})` })),
  ];
  return (
    <FormFrame form={form} label={`Attach a ${noun}`} submitLabel="Attach" pendingLabel="Attaching…" className="rounded-box bg-base-200 p-3">
      <div className={`grid gap-3 ${distributor ? 'md:grid-cols-2' : ''}`}>
        <SelectField form={form} name="userId" label={distributor ? 'Distributor' : 'Business user'} options={options} />
        {distributor && <TextField form={form} name="serviceArea" label="Service area" placeholder="e.g. North district" />}
      </div>
      {candidates.length === 0 && (
        <p className="text-sm">
          Every {noun} account is attached here.{' '}
          <Link href="/admin/users/add-new" className="link link-primary">
            Create a {noun} account
          </Link>
        </p>
      )}
    </FormFrame>
  );
}
