import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCompany } from '../api/create-company';
import { CreateCompanyForm } from './create-company-form';

vi.mock('@/client/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../api/create-company', () => ({ createCompany: vi.fn() }));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

describe('CreateCompanyForm', () => {
  it('shows the upload progress, then clears the form and reports the new company', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:banner');
    URL.revokeObjectURL = vi.fn();
    let progress!: (fraction: number) => void;
    let finish!: () => void;
    vi.mocked(createCompany).mockImplementation((companyName, _banner, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = () => resolve({ id: 9, companyName, banner: 'x.webp', couponCount: 0 })));
    });
    const onCreated = vi.fn();
    render(<CreateCompanyForm onCreated={onCreated} />);

    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(screen.getByText('Company name is required.')).toBeTruthy();
    expect(screen.getByText('A banner image is required.')).toBeTruthy();
    expect(createCompany).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Company name'), 'Refill Co');
    await userEvent.upload(screen.getByLabelText('Banner'), new File([PNG], 'banner.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('upload-preview').getAttribute('src')).toBe('blob:banner'));
    await userEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect(vi.mocked(createCompany).mock.calls[0]![0]).toBe('Refill Co');

    act(() => progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Uploading banner' }).getAttribute('value')).toBe('50');
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => finish());
    expect(onCreated).toHaveBeenCalledOnce();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('');
  });
});
