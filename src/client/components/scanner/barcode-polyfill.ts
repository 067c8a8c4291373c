// The QR reader for browsers without BarcodeDetector (Safari on iPhone, Firefox): ZXing compiled
// to WebAssembly. Only ever loaded by import() when the scanner opens on such a browser, so it
// costs the first visit nothing. The .wasm comes from our own origin, never the package's CDN
// default: the portal allows no other origin and must work with a weak signal.
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import { ZXING_WASM_URL } from './zxing-wasm-url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? ZXING_WASM_URL : prefix + path),
  },
});

export { BarcodeDetector };
