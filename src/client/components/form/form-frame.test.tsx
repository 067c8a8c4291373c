import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserBody } from '@/shared/contract/users';
import { onlineAtom } from '@/client/lib/pwa/online-status';
import { SelectField, TextField } from './form-field';
import { FormFrame } from './form-frame';
import { useZodForm } from './use-zod-form';

vi.mock('@/client/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function NewUserForm({ send }: { send: (data: unknown) => Promise<string> }) {
  const form = useZodForm({
    schema: createUserBody,
    initial: { name: '', email: '', password: '', role: 'NORMAL_USER' },
    onSubmit: (data) => send(data),
  });
  return (
    <FormFrame form={form} label="New user" submitLabel="Create user" pendingLabel="Creating…">
      <TextField form={form} name="name" label="Name" />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="password" label="Password" type="password" />
      <SelectField form={form} name="role" label="Role" options={[{ value: 'NORMAL_USER', label: 'Normal user' }, { value: 'ADMIN', label: 'Admin' }]} />
    </FormFrame>
  );
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Dana');
  await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
}

describe('the staff form pattern', () => {
  beforeEach(() => vi.mocked(toast.success).mockClear());

  it('shows the shared schema messages inline, under the field they belong to, and sends nothing', async () => {
    const send = vi.fn();
    render(<NewUserForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Email must be a valid address.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
    // Messages follow the input live once a submit was tried.
    await userEvent.type(screen.getByLabelText('Name'), 'D');
    expect(screen.queryByText('Name is required.')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
  });

  it('disables submit while pending, then shows the success toast', async () => {
    let finish!: (message: string) => void;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<NewUserForm send={send} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(send).toHaveBeenCalledWith({ name: 'Dana', email: 'dana@example.com', password: 'long-enough-1', role: 'NORMAL_USER' });
    const pending = screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    await act(async () => finish('User created'));
    expect(toast.success).toHaveBeenCalledWith('User created');
    expect((screen.getByRole('button', { name: 'Create user' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("keeps the server's sentence on screen when the submit fails", async () => {
    const send = vi.fn(async () => {
      throw new Error('A user with this email already exists.');
    });
    render(<NewUserForm send={send} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(screen.getByRole('alert').textContent).toBe('A user with this email already exists.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('is disabled with a reason while offline', async () => {
    const store = createStore();
    store.set(onlineAtom, false);
    const send = vi.fn();
    render(
      <Provider store={store}>
        <NewUserForm send={send} />
      </Provider>,
    );
    expect((screen.getByRole('button', { name: 'Create user' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You are offline. This needs a connection.')).toBeTruthy();
  });
});
