// A closing document's PDF bytes exactly as stored (GET .../closing-documents/{documentUuid}, with
// the session like every call), shared by the signing screens and the decline notice, and a
// download of those bytes under a file name.
import { closingRoutes } from '../../core/contract/closing-routes';
import { ApiError, failureOf } from './api';
import { storedToken } from './auth-token';
import { atProductBase } from './product-base';

/** The PDF's bytes exactly as stored. */
export async function readPdf(uuid: string, documentUuid: string, orgCode: string): Promise<ArrayBuffer> {
  const token = storedToken();
  const response = await fetch(atProductBase(closingRoutes.closingDocument.path({ uuid, documentUuid })), {
    credentials: 'same-origin',
    headers: { accept: 'application/pdf', 'x-org': orgCode, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(failureOf(response.status, await response.json().catch(() => undefined)));
  return response.arrayBuffer();
}

/** Saves the bytes as a file, as a download link would. */
export function saveFile(bytes: ArrayBuffer, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the blob after the click returns: let go of it a while later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
