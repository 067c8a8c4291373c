// Reads a personal QR code with the camera on every browser that has one: the browser's own
// BarcodeDetector where it reads QR codes (Chromium on Android), else the ZXing WebAssembly
// polyfill, imported only when the scanner opens. Without a camera it renders nothing: typing
// the code always works, so the scanner is a shortcut, never the only way. It stops at the
// first code read, or, `continuous`, keeps reading one label after another (the depot).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ZXING_WASM_URL } from './zxing-wasm-url';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

function nativeConstructor(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/** Codes are read aloud and typed: spaces, dashes and lower case are forgiven, as on the server. */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

export function canScanCodes(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The browser's own detector if it reads QR codes (some desktops have one without), else ZXing. */
async function qrDetector(): Promise<BarcodeDetectorLike> {
  const Native = nativeConstructor();
  const formats = Native ? await Native.getSupportedFormats?.().catch(() => []) : [];
  if (Native && (formats === undefined || formats.includes('qr_code'))) return new Native({ formats: ['qr_code'] });
  const { BarcodeDetector } = await import('./barcode-polyfill');
  return new BarcodeDetector({ formats: ['qr_code'] });
}

const SCAN_INTERVAL_MS = 250;
/** A continuous scan reads a label again only once it has been out of view this long. */
const SAME_CODE_GAP_MS = 1500;

interface CodeScannerProps {
  onCode: (code: string) => void;
  disabled?: boolean;
  /** The button's words where "Scan QR code" would not say whose code. */
  label?: string;
  /** Keep the camera on after a code, for many labels in a row. */
  continuous?: boolean;
}

export function CodeScanner({ onCode, disabled, label, continuous = false }: CodeScannerProps) {
  const { t } = useLingui();
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The scanning loop outlives renders; it calls the latest onCode through this ref.
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  // A counter's signal may be weak: where the polyfill will be needed, its 1 MB reader is fetched
  // (and kept by the service worker) while the page is open, before the first scan needs it.
  useEffect(() => {
    if (canScanCodes() && !nativeConstructor() && navigator.onLine) void fetch(ZXING_WASM_URL).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!scanning) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', seenAt: 0 };

    const tick = async (detector: BarcodeDetectorLike) => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
        if (found?.rawValue && !stopped && !continuous) {
          setScanning(false);
          onCodeRef.current(found.rawValue);
          return;
        }
        if (found?.rawValue && !stopped) {
          const now = Date.now();
          if (found.rawValue !== last.code || now - last.seenAt > SAME_CODE_GAP_MS) onCodeRef.current(found.rawValue);
          last = { code: found.rawValue, seenAt: now };
        }
      } catch {
        // A frame that cannot be read yet (camera warming up): try the next one.
      }
      timer = setTimeout(() => void tick(detector), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      let detector: BarcodeDetectorLike;
      try {
        detector = await qrDetector();
      } catch {
        throw new Error(t`The QR code reader could not be loaded. Type the code instead.`);
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        throw new Error(t`The camera is not available. Type the code instead.`);
      }
      if (stopped || !videoRef.current) return stream.getTracks().forEach((t) => t.stop());
      videoRef.current.srcObject = stream;
      await videoRef.current.play().catch(() => undefined);
      void tick(detector);
    };

    start().catch((error: Error) => {
      if (stopped) return;
      setProblem(error.message);
      setScanning(false);
    });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [scanning, continuous, t]);

  if (!canScanCodes()) return null;
  return (
    <div className="flex flex-col gap-2">
      {scanning ? (
        <>
          <video ref={videoRef} className="w-full max-w-xs rounded-box bg-black" muted playsInline aria-label={t`Camera view`} />
          <button type="button" className="btn btn-ghost min-h-11" onClick={() => setScanning(false)}>
            {t`Stop scanning`}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={disabled}
          onClick={() => {
            setProblem(null);
            setScanning(true);
          }}
        >
          {label ?? t`Scan QR code`}
        </button>
      )}
      {problem && (
        <p role="alert" className="text-sm text-warning">
          {problem}
        </p>
      )}
    </div>
  );
}
