import { CHARACTER_LIMITS } from '@/lib/contracts/characters';
import type { UploadUrl } from '@/lib/contracts/uploads';
import { API_TIMEOUT_MS, apiFetch, unwrap } from './api-fetch';

// The character photo rules (docs/product-rules.md), applied in the browser before anything is uploaded.
export const MAX_FILE_BYTES = CHARACTER_LIMITS.maxFileBytes;
export const COMPRESS_TARGET_MB = 1;
export const MIN_SIDE_PX = 300;

/** react-dropzone `accept`: PNG, JPG, JPEG, HEIC/HEIF (by type or by extension). */
export const ACCEPTED_IMAGE_INPUT: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

export type FileProblem = 'tooLarge' | 'notAnImage' | 'unsupported' | 'couldNotProcess';
export type FileKind = 'png' | 'jpeg' | 'heic';

export class FileProblemError extends Error {
  override name = 'FileProblemError';
  constructor(
    readonly problem: FileProblem,
    readonly filename: string,
  ) {
    super(`${problem}: ${filename}`);
  }
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** Decides from name, type and size alone; real decoding happens in prepareImageFile. */
export function classifyFile(file: { name: string; type: string; size: number }): FileKind | FileProblem {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  let kind: FileKind | null = null;
  if (type === 'image/heic' || type === 'image/heif' || ext === 'heic' || ext === 'heif') kind = 'heic';
  // Product rule (docs/product-rules.md): a file named .png with a wrong type is sent as image/png.
  else if (ext === 'png' || type === 'image/png') kind = 'png';
  else if (type === 'image/jpeg' || type === 'image/jpg' || ext === 'jpg' || ext === 'jpeg') kind = 'jpeg';
  if (!kind) return type.startsWith('image/') ? 'unsupported' : 'notAnImage';
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  return kind;
}

export type CompressionPlan = {
  maxSizeMB: number;
  maxIteration: number;
  alwaysKeepResolution: boolean;
  useWebWorker: false;
};

/**
 * Options for browser-image-compression, or null when the file is already small enough. The
 * library shrinks both sides by 5% per extra pass, so passes are capped to keep the short side at
 * 300 px or more. Its web worker would fetch the library from a CDN: run on the main thread.
 */
export function compressionPlan(width: number, height: number, bytes: number): CompressionPlan | null {
  if (bytes <= COMPRESS_TARGET_MB * 1024 * 1024) return null;
  const shortSide = Math.min(width, height);
  const passes = shortSide > MIN_SIDE_PX ? Math.floor(Math.log(MIN_SIDE_PX / shortSide) / Math.log(0.95)) : 0;
  return {
    maxSizeMB: COMPRESS_TARGET_MB,
    maxIteration: Math.max(1, Math.min(10, passes)),
    alwaysKeepResolution: passes === 0,
    useWebWorker: false,
  };
}

const renameTo = (name: string, ext: string) => `${name.replace(/\.[^.]+$/, '') || 'image'}.${ext}`;

async function imageSize(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * Browser only. Validates a picked file, converts HEIC/HEIF to PNG (heic-to), decodes it to prove it
 * is an image, and compresses it to about 1 MB (browser-image-compression). Throws FileProblemError.
 */
export async function prepareImageFile(file: File): Promise<File> {
  const kind = classifyFile(file);
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'heic') throw new FileProblemError(kind, file.name);
  try {
    let out: File;
    if (kind === 'heic') {
      const { heicTo } = await import('heic-to');
      const png = await heicTo({ blob: file, type: 'image/png' });
      out = new File([png], renameTo(file.name, 'png'), { type: 'image/png' });
    } else {
      const type = kind === 'png' ? 'image/png' : 'image/jpeg';
      out = file.type === type ? file : new File([file], file.name, { type });
    }
    const { width, height } = await imageSize(out);
    const plan = compressionPlan(width, height, out.size);
    if (plan) {
      const { default: imageCompression } = await import('browser-image-compression');
      const compressed = await imageCompression(out, plan);
      out = new File([compressed], out.name, { type: out.type });
    }
    if (out.size > MAX_FILE_BYTES) throw new FileProblemError('tooLarge', file.name);
    return out;
  } catch (err) {
    if (err instanceof FileProblemError) throw err;
    throw new FileProblemError('couldNotProcess', file.name);
  }
}

/** Product rule (docs/product-rules.md): POST /v1/upload-urls/images {amount 1..3} → [{ uploadUrl, reference }]. */
export async function requestUploadUrls(amount: number, fetchImpl?: typeof fetch): Promise<UploadUrl[]> {
  const body = await apiFetch('/v1/upload-urls/images', { method: 'POST', body: { amount }, fetchImpl });
  const slots = unwrap<UploadUrl[]>(body);
  if (!Array.isArray(slots) || slots.length !== amount)
    throw new Error('Invalid response: upload URLs missing');
  return slots;
}

export type UploadFailure = 'tooLarge' | 'notAnImage' | 'expired' | 'unsafe' | 'failed';

export class UploadFailedError extends Error {
  override name = 'UploadFailedError';
  constructor(
    message: string,
    readonly status: number,
    readonly failure: UploadFailure,
  ) {
    super(message);
  }
}

const failureFor = (status: number): UploadFailure =>
  status === 413 ? 'tooLarge' : status === 415 ? 'notAnImage' : status === 410 ? 'expired' : 'failed';

/** PUT one prepared file to its upload URL with its content type (docs/product-rules.md); status only. */
export async function putUpload(
  uploadUrl: string,
  file: Blob & { name?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let res: Response;
  try {
    res = await fetchImpl(uploadUrl, {
      method: 'PUT',
      body: file,
      credentials: 'same-origin',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        ...(file.name ? { 'X-File-Name': encodeURIComponent(file.name) } : {}),
      },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new UploadFailedError('S3 upload failed: 0 Network error', 0, 'failed');
  }
  if (!res.ok) {
    // A photo the safety screen refused opens the unsafe-content dialog, like a refused character.
    const unsafe =
      res.status === 422 &&
      ((await res.json().catch(() => null)) as { errorCode?: unknown } | null)?.errorCode ===
        'UNSAFE_CONTENT';
    // The documented wording for a failed storage upload.
    throw new UploadFailedError(
      `S3 upload failed: ${res.status} ${res.statusText}`,
      res.status,
      unsafe ? 'unsafe' : failureFor(res.status),
    );
  }
}
