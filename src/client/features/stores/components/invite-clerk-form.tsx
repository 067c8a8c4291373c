// A new clerk for the store's counter, by name and email: the server makes their account for
// this business and mails them a link that sets their password.
import { useLingui } from '@lingui/react/macro';
import { inviteClerkBody, type Store, type StoreManager } from '@/shared/contract/stores';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { inviteStoreManager } from '../api/store-managers';

export function InviteClerkForm({ store, onInvited }: { store: Store; onInvited: (managers: StoreManager[]) => void }) {
  const { t } = useLingui();
  const storeName = store.name;
  const form = useZodForm({
    schema: inviteClerkBody,
    initial: { name: '', email: '' },
    onSubmit: async (clerk) => {
      onInvited(await inviteStoreManager(store.id, clerk));
      form.reset();
      const email = clerk.email;
      return t`Invitation sent to ${email}: they choose a password from the mail, then record returns at ${storeName}.`;
    },
  });
  return (
    <div className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <h3 className="font-semibold">{t`Invite a new clerk`}</h3>
      <p className="text-sm text-base-content/70">{t`They get an email with a link to choose their password. Their account belongs to your business.`}</p>
      <FormFrame form={form} label={t`Invite a clerk to ${storeName}`} submitLabel={t`Send invitation`} pendingLabel={t`Sending…`}>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField form={form} name="name" label={t`Name`} autoComplete="off" />
          <TextField form={form} name="email" label={t`Email`} type="email" autoComplete="off" />
        </div>
      </FormFrame>
    </div>
  );
}
