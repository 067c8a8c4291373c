import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imageProblem, sniffImageType, textFileProblem } from './file-check';
import { FileUploadField } from './file-upload-field';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'banner.png', size = 64) =>
  new File([new Uint8Array([...PNG_HEAD, ...new Array(Math.max(0, size - PNG_HEAD.length)).fill(1)])], name, { type: 'image/png' });

describe('file checks before sending', () => {
  it('reads the type from the bytes, not the name', async () => {
    expect(await sniffImageType(png())).toBe('image/png');
    expect(await sniffImageType(new File(['hello'], 'fake.png', { type: 'image/png' }))).toBeNull();
    expect(await sniffImageType(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg'))).toBe('image/jpeg');
  });

  it('says why a file is refused', async () => {
    expect(await imageProblem(new File(['hello'], 'fake.png'), 'banner')).toBe('The banner must be a PNG, JPEG, WebP or GIF image.');
    expect(await imageProblem(png('big.png', 2048), 'banner', 1024)).toBe('The banner is larger than 1 KB.');
    expect(await imageProblem(png(), 'banner')).toBeNull();
    expect(await textFileProblem(new File(['A1\nA2'], 'codes.csv', { type: 'text/csv' }))).toBeNull();
    expect(await textFileProblem(png('codes.csv'))).toBe('The file is not text: choose a .csv or .txt file.');
  });
});

describe('FileUploadField', () => {
  it('refuses a wrong type without passing it on, and previews a good one', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const onChange = vi.fn();
    const { rerender } = render(<FileUploadField label="Banner" what="banner" file={null} onChange={onChange} progress={null} />);
    const input = screen.getByLabelText('Banner') as HTMLInputElement;
    await userEvent.upload(input, new File(['not an image'], 'notes.png', { type: 'image/png' }));
    await screen.findByText('The banner must be a PNG, JPEG, WebP or GIF image.');
    expect(onChange).toHaveBeenLastCalledWith(null);

    const good = png();
    await userEvent.upload(input, good);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(good));
    rerender(<FileUploadField label="Banner" what="banner" file={good} onChange={onChange} progress={0.4} />);
    expect(screen.getByTestId('upload-preview').getAttribute('src')).toBe('blob:preview');
    expect(screen.getByRole('progressbar', { name: 'Uploading banner' }).getAttribute('value')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
  });
});
