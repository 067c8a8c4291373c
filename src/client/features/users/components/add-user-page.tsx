// /admin/users/add-new: an account of any role the caller may give, checked inline by the
// shared createUserBody schema (the one the server applies). By default the person is mailed
// an invitation and chooses their own password; the admin may set one instead.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { createUserBody } from '@/shared/contract/users';
import { CheckboxField, SelectField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { PageFrame } from '@/client/components/page-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { currentUserAtom } from '@/client/lib/session/session';
import { createUser } from '../api/create-user';
import { roleOptions } from '../lib/role-labels';
import { PATHS } from '@/shared/screen-paths';

export function AddUserPage() {
  const { t } = useLingui();
  const me = useAtomValue(currentUserAtom);
  const [, navigate] = useLocation();
  const form = useZodForm({
    schema: createUserBody,
    initial: { name: '', email: '', invite: true, password: '', role: 'NORMAL_USER' },
    toInput: ({ invite, password, ...values }) => (invite ? values : { ...values, password }),
    onSubmit: async (data, values) => {
      const user = await createUser(data);
      // Back to the list, showing the new account.
      navigate(`${PATHS.admin.users}?q=${encodeURIComponent(user.email)}`);
      const [name, email] = [user.name, user.email];
      return values.invite ? t`${name} created: an invitation to choose a password went to ${email}.` : t`${name} created`;
    },
  });

  return (
    <PageFrame
      title={t`Add user`}
      description={t`Create an account of any role: they get an email to choose their password. Recyclers can also register themselves.`}
      back={
        <Link href={PATHS.admin.users} className="link link-hover inline-flex min-h-11 w-fit items-center text-sm">
          <span className="inline-block rtl:-scale-x-100">←</span> {t`All users`}
        </Link>
      }
    >
      <div className="card max-w-2xl border border-base-300 bg-base-100">
        <div className="card-body">
          <FormFrame form={form} label={t`Add user`} submitLabel={t`Create user`} pendingLabel={t`Creating…`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="name" label={t`Name`} autoComplete="off" />
              <TextField form={form} name="email" label={t`Email`} type="email" autoComplete="off" />
              <SelectField form={form} name="role" label={t`Role`} options={roleOptions(me?.role)} />
              <CheckboxField form={form} name="invite" label={t`Invite them by mail to set up their own login`} className="min-h-11 sm:col-span-2" />
              {!form.values.invite && (
                <TextField form={form} name="password" label={t`Password`} type="password" autoComplete="new-password" hint={t`At least 8 characters. Tell it to them another way than this screen.`} />
              )}
            </div>
          </FormFrame>
        </div>
      </div>
    </PageFrame>
  );
}
