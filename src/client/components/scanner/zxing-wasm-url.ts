// The ZXing reader's .wasm as a file of our build (hashed, served immutable from /assets/): a URL
// string only, so whoever imports this module does not pull the 1 MB binary in.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export const ZXING_WASM_URL: string = zxingWasmUrl;
