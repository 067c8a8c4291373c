import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeScanner } from './code-scanner';

const stop = vi.fn();
const polyfillDetect = vi.fn(async () => [{ rawValue: 'ZXING123' }]);

// The ZXing polyfill, as the scanner imports it where the browser has no BarcodeDetector.
vi.mock('./barcode-polyfill', () => ({
  BarcodeDetector: class {
    detect = polyfillDetect;
  },
}));

function fakeCamera(detected: string | null) {
  class FakeDetector {
    async detect() {
      return [{ rawValue: detected }];
    }
  }
  if (detected !== null) vi.stubGlobal('BarcodeDetector', FakeDetector);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('')));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => {
        // A real MediaStream (the video element accepts nothing else) whose track we can watch.
        const stream = new MediaStream();
        Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
        return stream;
      }),
    },
  });
  // happy-dom has no media pipeline: pretend the first frame is there.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
}

describe('the QR code scanner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    stop.mockClear();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('is not offered without a camera (typing the code still works)', () => {
    render(<CodeScanner onCode={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).toBeNull();
  });

  it('reads with the ZXing polyfill where the browser has no BarcodeDetector', async () => {
    fakeCamera(null);
    const onCode = vi.fn();
    render(<CodeScanner onCode={onCode} label="Scan a participant’s code" />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan a participant’s code' }));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('ZXING123'));
    expect(polyfillDetect).toHaveBeenCalled();
    expect(stop).toHaveBeenCalled();
  });

  it('reads a code with the camera, hands it over and turns the camera off', async () => {
    fakeCamera('K7M2QX9P');
    const onCode = vi.fn();
    render(<CodeScanner onCode={onCode} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('K7M2QX9P'));
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan QR code' })).toBeTruthy();
  });

  it('keeps reading in a row when continuous, a label in view handed over once', async () => {
    const seen = ['AAA', 'AAA', 'AAA', 'BBB', 'BBB', 'AAA'];
    class RowOfLabels {
      async detect() {
        return [{ rawValue: seen.shift() ?? 'AAA' }];
      }
    }
    fakeCamera('unused');
    vi.stubGlobal('BarcodeDetector', RowOfLabels);
    const onCode = vi.fn();
    render(<CodeScanner onCode={onCode} continuous label="Scan with the camera" />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    await waitFor(() => expect(onCode.mock.calls.map(([code]) => code)).toEqual(['AAA', 'BBB', 'AAA']), { timeout: 5000 });
    // The last label stays in view: read again only after it was out of sight.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(onCode).toHaveBeenCalledTimes(3);
    expect(stop).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Stop scanning' }));
    expect(stop).toHaveBeenCalled();
  });

  it('falls back to typing when the camera is refused', async () => {
    fakeCamera('unused');
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<CodeScanner onCode={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByText('The camera is not available. Type the code instead.')).toBeTruthy();
  });
});
