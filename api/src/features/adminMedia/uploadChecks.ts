import crypto from 'node:crypto';
import sharp from 'sharp';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import { ApiError } from '../../http/errors';

export const uploadMessages = {
  kind: 'Загрузите изображение JPEG, PNG, WebP, AVIF или GIF, или документ PDF.',
  imageTooLarge: (mb: number) => `Изображение больше ${mb} МБ.`,
  pdfTooLarge: (mb: number) => `Документ больше ${mb} МБ.`,
  badImage: 'Файл повреждён или не является изображением.',
  tooManyPixels: 'Изображение слишком большое: не больше 50 мегапикселей.',
  badPdf: 'Файл повреждён, зашифрован или не является документом PDF.',
  activePdf: 'PDF содержит сценарии, вложения или автоматические действия. Сохраните его без них (например, «Печать в PDF»).',
};

export type UploadKind = 'image' | 'pdf';

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);

/** What a file is by its first bytes, never by its name or the type the client claims: an image, a PDF, or nothing. */
export function sniff(bytes: Buffer): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image'; // JPEG
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image'; // PNG
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image';
  if (bytes.subarray(0, 6).toString('latin1').startsWith('GIF8')) return 'image';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(avif|avis)/.test(bytes.subarray(8, 12).toString('latin1'))) return 'image';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export interface StoredImage {
  data: Buffer;
  width: number;
  height: number;
  mime: string;
  extension: string;
}

/**
 * Decodes the image and encodes it anew (JPEG, or PNG when it has transparency), turned upright by its EXIF
 * orientation, at most 2560 px a side; nothing of the original file survives: no metadata (EXIF, GPS, XMP, ICC
 * comments), no trailing bytes, no second payload. Refuses undecodable files and decompression bombs.
 */
export async function reencodeImage(bytes: Buffer): Promise<StoredImage> {
  try {
    const input = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error', animated: false });
    const meta = await input.metadata();
    const png = Boolean(meta.hasAlpha);
    const pipeline = input.rotate().resize({ width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (png ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 88, mozjpeg: true })).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, mime: png ? 'image/png' : 'image/jpeg', extension: png ? 'png' : 'jpg' };
  } catch (error) {
    const message = String((error as Error).message ?? '');
    throw new ApiError(400, { file: [/pixel limit/i.test(message) ? uploadMessages.tooManyPixels : uploadMessages.badImage] });
  }
}

/** Dictionary keys and action types that make a PDF do something when opened or clicked: scripts, launches, forms, attachments. */
const ACTIVE_KEYS = ['JS', 'JavaScript', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'];
const ACTIVE_ACTIONS = ['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'ResetForm', 'Rendition', 'RichMediaExecute', 'GoToE', 'GoToR'];

/**
 * Refuses a PDF that is not one (unparsable, encrypted) or that carries active content anywhere: every object is
 * read (object streams included, as pdf-lib parses them), and the raw bytes are searched too, for objects the parser
 * skipped.
 */
export async function checkPdf(bytes: Buffer): Promise<void> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
    if (document.getPageCount() < 1) throw new Error('no pages');
  } catch {
    throw new ApiError(400, { file: [uploadMessages.badPdf] });
  }
  // direct objects nest (an OpenAction's action dictionary inside the catalog): walk them all
  const active = (object: PDFObject): boolean => {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    if (dict) {
      if (ACTIVE_KEYS.some((key) => dict.has(PDFName.of(key)))) return true;
      if (ACTIVE_ACTIONS.some((action) => dict.get(PDFName.of('S')) === PDFName.of(action))) return true;
      return dict.values().some(active);
    }
    return object instanceof PDFArray && object.asArray().some(active);
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (active(object)) throw new ApiError(400, { file: [uploadMessages.activePdf] });
  }
  if (/\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)[\s/<>[\]()]/.test(bytes.toString('latin1'))) {
    throw new ApiError(400, { file: [uploadMessages.activePdf] });
  }
}

export const contentHash = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
