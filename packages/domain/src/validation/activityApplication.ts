/**
 * Spec §5 "Activity application remark at most 140 characters; images png or jpg, 5MB each, at most 3";
 * §9 "Uploads: 3 images, 5MB, png or jpg; remark 140 characters".
 */
import { charCount, type FormErrors, type ValidationError } from './errors';

export const ACTIVITY_APPLICATION_LIMITS = {
  remarkMaxChars: 140,
  maxImages: 3,
  /** 5 MB read as 5 MiB (5 × 1024 × 1024 bytes), the size file pickers and operating systems show as "5 MB". */
  maxImageBytes: 5 * 1024 * 1024,
  maxImageMegabytes: 5,
} as const;

/** What the app knows about a chosen file without reading it (the browser's File name, type and size). */
export interface FileDescriptor {
  readonly name: string;
  /** MIME type; browsers leave it empty when they cannot tell. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
}

const IMAGE_MIME_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];
const IMAGE_EXTENSION = /\.(png|jpe?g)$/i;

/**
 * png or jpg: the MIME type decides when the browser gives one (a .png name on a GIF is still a GIF); the file name's
 * extension (.png, .jpg, .jpeg) decides only when the type is empty.
 */
export function isAcceptedImage(file: Pick<FileDescriptor, 'name' | 'type'>): boolean {
  const type = file.type.trim().toLowerCase();
  return type === '' ? IMAGE_EXTENSION.test(file.name.trim()) : IMAGE_MIME_TYPES.includes(type);
}

/** The first problem with the chosen images, or null. Too many files is reported before any single file's problem. */
export function validateActivityImages(files: readonly FileDescriptor[]): ValidationError | null {
  const { maxImages, maxImageBytes, maxImageMegabytes } = ACTIVITY_APPLICATION_LIMITS;
  if (files.length > maxImages) return { code: 'upload.tooMany', params: { max: maxImages } };
  for (const file of files) {
    if (!isAcceptedImage(file)) return { code: 'upload.type', params: { name: file.name } };
    if (!(file.size <= maxImageBytes))
      return { code: 'upload.tooLarge', params: { name: file.name, max: maxImageMegabytes } };
  }
  return null;
}

export interface ActivityApplicationInput {
  readonly remark: string;
  readonly images: readonly FileDescriptor[];
}

export type ActivityApplicationField = 'remark' | 'images';

/** §5: the remark (optional, at most 140 characters, counted in code points) and the images. */
export function validateActivityApplication(input: ActivityApplicationInput): FormErrors<ActivityApplicationField> {
  const errors: FormErrors<ActivityApplicationField> = {};
  const { remarkMaxChars } = ACTIVITY_APPLICATION_LIMITS;
  if (charCount(input.remark) > remarkMaxChars)
    errors.remark = { code: 'remark.tooLong', params: { max: remarkMaxChars } };
  const imagesError = validateActivityImages(input.images);
  if (imagesError !== null) errors.images = imagesError;
  return errors;
}
