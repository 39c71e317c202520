// The brand's banner file (spec section 7): fetched without cache and abortable, with a time limit
// and a size cap (catalogue R3: a slow answer or a 10 MB file costs the page nothing), then checked
// against the banner file schema by its precompiled validator. Every failure is an Error whose text
// the caller keeps (spec section 8); none reaches the applicant.
import { BANNER_DATA_INVALID, type Banner } from '../../../core/banners/select';
import { validate } from '../../../generated/validators/browser/banners';

export const BANNER_FETCH_TIMEOUT_MS = 5_000;
export const BANNER_FILE_MAX_BYTES = 64 * 1024;

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw new Error(`Banner file is larger than ${maxBytes} bytes`);
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop the download: the rest is never read.
      void reader.cancel();
      throw new Error(`Banner file is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export async function fetchBannerFile(url: string, signal: AbortSignal, options = { timeoutMs: BANNER_FETCH_TIMEOUT_MS, maxBytes: BANNER_FILE_MAX_BYTES }): Promise<Banner[]> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new Error(`Banner file took longer than ${options.timeoutMs} ms`)), options.timeoutMs);
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit', headers: { accept: 'application/json' }, signal: controller.signal });
    if (!response.ok) throw new Error(`Banner file answered ${response.status}`);
    let data: unknown;
    try {
      data = JSON.parse(await readCapped(response, options.maxBytes));
    } catch (error) {
      if (error instanceof SyntaxError) throw new Error(BANNER_DATA_INVALID, { cause: error });
      throw error;
    }
    if (!validate(data)) throw new Error(BANNER_DATA_INVALID);
    return data as Banner[];
  } catch (error) {
    // A timeout's reason is the error to keep; an unmount's is not reported (signal.aborted).
    throw controller.signal.aborted && controller.signal.reason instanceof Error ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
