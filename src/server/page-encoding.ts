// Pages are made per request (the brand's data, the first step's server render), so they are
// compressed as they go: brotli or gzip by the browser's Accept-Encoding (a first page of about
// 50 KB goes out as about 8 KB). Built assets are compressed at build time; API answers are not.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const encoders = {
  // Quality 4: a few ms for a page, within some 10% of the best brotli does on these.
  br: (text: string) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (text: string) => promisify(gzip)(text, { level: 6 }),
};

/** The page as the browser accepts it: its encoding (undefined: none) and bytes. */
export async function encodePage(text: string, acceptEncoding: string | undefined): Promise<{ encoding?: 'br' | 'gzip'; body: Buffer }> {
  const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as 'br' | 'gzip' | null) : null;
  if (!encoding) return { body: Buffer.from(text) };
  return { encoding, body: await encoders[encoding](text) };
}
