/**
 * §5 "images png or jpg, 5MB each, at most 3"; §9 "Uploads: 3 images, 5MB, png or jpg". One set of checks for every
 * image the player picks (withdrawal proofs, avatars, activity images), each refusal a message key with parameters,
 * never text: the UI words it (`upload.type` → "{{name}} is not a png or jpg image").
 *
 * The browser's MIME type and file name are only claims: a renamed GIF says `image/png`. When the caller can read the
 * file's first bytes, the content decides, and a file whose bytes are not a PNG or JPEG is refused whatever its name.
 */
import { ACTIVITY_APPLICATION_LIMITS, isAcceptedImage, type FileDescriptor } from '../validation/activityApplication';

export type { FileDescriptor };

export interface ImageUploadLimits {
  /** How many images one picker may hold. */
  readonly maxFiles: number;
  /** Bytes per image. */
  readonly maxBytes: number;
  /** The same limit as the player reads it ("5 MB"), for messages. */
  readonly maxMegabytes: number;
}

/** §9 "3 images, 5MB": the limits of every multi-image picker (activity images, withdrawal proofs). */
export const IMAGE_UPLOAD_LIMITS: ImageUploadLimits = {
  maxFiles: ACTIVITY_APPLICATION_LIMITS.maxImages,
  maxBytes: ACTIVITY_APPLICATION_LIMITS.maxImageBytes,
  maxMegabytes: ACTIVITY_APPLICATION_LIMITS.maxImageMegabytes,
};

/** §4 "not received (with proof upload)": up to 3 proof images, §9's limits. */
export const PROOF_UPLOAD_LIMITS: ImageUploadLimits = IMAGE_UPLOAD_LIMITS;

/** An avatar is one picture; the size and type rules are §9's. */
export const AVATAR_UPLOAD_LIMITS: ImageUploadLimits = { ...IMAGE_UPLOAD_LIMITS, maxFiles: 1 };

/** The `accept` attribute for the file input: lets the device's picker offer only png and jpg. */
export const IMAGE_UPLOAD_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** How many leading bytes `sniffImageType` needs; read this many (`file.slice(0, n)`) before checking. */
export const IMAGE_SIGNATURE_BYTES = 8;

export type UploadRefusalCode =
  /** More images than the picker holds ({{max}}). */
  | 'upload.tooMany'
  /** Not png or jpg by its type or name ({{name}}). */
  | 'upload.type'
  /** Over the size limit ({{name}}, {{max}} MB). */
  | 'upload.tooLarge'
  /** Zero bytes, or a size the browser could not tell ({{name}}). */
  | 'upload.empty'
  /** Claims png/jpg but its bytes are something else ({{name}}). */
  | 'upload.content';

export interface UploadRefusal {
  readonly code: UploadRefusalCode;
  readonly params: Readonly<Record<string, number | string>>;
}

/** Every message key a refusal can carry, for catalog completeness tests. */
export const UPLOAD_REFUSAL_CODES: readonly UploadRefusalCode[] = [
  'upload.tooMany',
  'upload.type',
  'upload.tooLarge',
  'upload.empty',
  'upload.content',
];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

const startsWith = (bytes: ArrayLike<number>, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** What the file's first bytes say it is: a PNG (8-byte signature), a JPEG (FF D8 FF) or neither. */
export function sniffImageType(leadingBytes: ArrayLike<number>): 'png' | 'jpeg' | null {
  if (startsWith(leadingBytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(leadingBytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/**
 * The refusal for one image, or null when it may be uploaded. Order: type, then content, then size, so the player
 * first learns the file is the wrong kind. `leadingBytes` (at least IMAGE_SIGNATURE_BYTES of them) is optional: when
 * absent only the type/name claim is checked.
 */
export function checkImageFile(
  file: FileDescriptor,
  limits: ImageUploadLimits = IMAGE_UPLOAD_LIMITS,
  leadingBytes?: ArrayLike<number> | null,
): UploadRefusal | null {
  const name = file.name;
  if (!isAcceptedImage(file)) return { code: 'upload.type', params: { name } };
  if (!Number.isFinite(file.size) || file.size <= 0) return { code: 'upload.empty', params: { name } };
  if (leadingBytes != null && sniffImageType(leadingBytes) === null)
    return { code: 'upload.content', params: { name } };
  if (file.size > limits.maxBytes) return { code: 'upload.tooLarge', params: { name, max: limits.maxMegabytes } };
  return null;
}

export interface PickedImage<F extends FileDescriptor = FileDescriptor> {
  readonly file: F;
  /** The file's first bytes when the caller could read them. */
  readonly leadingBytes?: ArrayLike<number> | null;
}

export interface ImageSelection<F extends FileDescriptor = FileDescriptor> {
  /** Images that may be uploaded, in the order picked, never more than `limits.maxFiles` in all. */
  readonly accepted: readonly F[];
  /** One refusal per image turned away (in the order picked); `upload.tooMany` once for the overflow. */
  readonly refused: readonly UploadRefusal[];
}

/**
 * Adds newly picked images to those already held. Each new image is checked on its own; good ones fill the free
 * places in order, and once the picker is full the rest are refused together with one `upload.tooMany`.
 */
export function addImages<F extends FileDescriptor>(
  held: readonly F[],
  picked: readonly PickedImage<F>[],
  limits: ImageUploadLimits = IMAGE_UPLOAD_LIMITS,
): ImageSelection<F> {
  const accepted = [...held];
  const refused: UploadRefusal[] = [];
  let overflow = false;
  for (const { file, leadingBytes } of picked) {
    const refusal = checkImageFile(file, limits, leadingBytes);
    if (refusal !== null) refused.push(refusal);
    else if (accepted.length >= limits.maxFiles) overflow = true;
    else accepted.push(file);
  }
  if (overflow) refused.push({ code: 'upload.tooMany', params: { max: limits.maxFiles } });
  return { accepted, refused };
}

/** The first problem with a whole set (e.g. before sending): too many first, then each file in order. */
export function validateImageSet(
  files: readonly PickedImage[],
  limits: ImageUploadLimits = IMAGE_UPLOAD_LIMITS,
): UploadRefusal | null {
  if (files.length > limits.maxFiles) return { code: 'upload.tooMany', params: { max: limits.maxFiles } };
  for (const { file, leadingBytes } of files) {
    const refusal = checkImageFile(file, limits, leadingBytes);
    if (refusal !== null) return refusal;
  }
  return null;
}
