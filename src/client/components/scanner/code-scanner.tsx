// Reads a personal QR code with the camera where the browser has BarcodeDetector
// (Chromium on Android, for instance). Elsewhere it renders nothing: typing the code
// always works, so the scanner is a shortcut, never the only way.
import { useEffect, useRef, useState } from 'react';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorConstructor(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return typeof candidate === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? candidate : null;
}

export function canScanCodes(): boolean {
  return detectorConstructor() !== null;
}

const SCAN_INTERVAL_MS = 250;

export function CodeScanner({ onCode, disabled }: { onCode: (code: string) => void; disabled?: boolean }) {
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The scanning loop outlives renders; it calls the latest onCode through this ref.
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorConstructor();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });

    const tick = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
        if (found?.rawValue && !stopped) {
          setScanning(false);
          onCodeRef.current(found.rawValue);
          return;
        }
      } catch {
        // A frame that cannot be read yet (camera warming up): try the next one.
      }
      timer = setTimeout(tick, SCAN_INTERVAL_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !videoRef.current) return media.getTracks().forEach((t) => t.stop());
        videoRef.current.srcObject = media;
        await videoRef.current.play().catch(() => undefined);
        void tick();
      })
      .catch(() => {
        setProblem('The camera is not available. Type the code instead.');
        setScanning(false);
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [scanning]);

  if (!canScanCodes()) return null;
  return (
    <div className="flex flex-col gap-2">
      {scanning ? (
        <>
          <video ref={videoRef} className="w-full max-w-xs rounded-box bg-black" muted playsInline aria-label="Camera view" />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setScanning(false)}>
            Stop scanning
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          disabled={disabled}
          onClick={() => {
            setProblem(null);
            setScanning(true);
          }}
        >
          Scan QR code
        </button>
      )}
      {problem && <p className="text-sm text-warning">{problem}</p>}
    </div>
  );
}
