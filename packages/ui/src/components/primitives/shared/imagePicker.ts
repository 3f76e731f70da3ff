import {
  IMAGE_SIGNATURE_BYTES,
  IMAGE_UPLOAD_ACCEPT,
  addImages,
  type ImageUploadLimits,
  type UploadRefusal,
} from '@atrium/domain/uploads';
import { useRef, useState, type ChangeEvent } from 'react';

/** A picture chosen for upload (a withdrawal's proof, an activity application's image) and its preview. */
export interface PickedImage {
  readonly file: File;
  /**
   * The preview as a data: URL. Not an object (blob:) URL: under the app's Content-Security-Policy Chromium reports
   * loading a blob: image as a connect-src violation, so the preview would break the page's CSP audit (and nothing
   * needs revoking).
   */
  readonly url: string;
}

/**
 * The domain's upload rules applied to newly chosen files beside those already picked: the accepted ones previewed
 * (those already there kept as they were), the rest refused with their reasons (an unreadable file as empty).
 */
export async function pickImages(
  current: readonly PickedImage[],
  files: readonly File[],
  limits: ImageUploadLimits,
): Promise<{ readonly next: PickedImage[]; readonly refusals: UploadRefusal[] }> {
  const picked = await Promise.all(files.map(async (file) => ({ file, leadingBytes: await leadingBytes(file) })));
  const { accepted, refused } = addImages(
    current.map((p) => p.file),
    picked,
    limits,
  );
  const kept = new Map(current.map((p) => [p.file, p]));
  const next: PickedImage[] = [];
  const unreadable: UploadRefusal[] = [];
  for (const file of accepted) {
    const held = kept.get(file);
    if (held) next.push(held);
    else {
      try {
        next.push({ file, url: await dataUrlOf(file) });
      } catch {
        unreadable.push({ code: 'upload.empty', params: { name: file.name } });
      }
    }
  }
  return { next, refusals: [...refused, ...unreadable] };
}

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The first bytes of a file, so a renamed GIF is caught before it is sent; null when the browser cannot read it. */
async function leadingBytes(file: File): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * §5 uploads, the picker's working part: a hidden file input (`inputProps`) opened by a visible button
 * (`openPicker`), the chosen files checked by `pickImages`, the refusals of the last pick kept until the next pick or
 * removal. The form that uses it draws the previews, the button and the refusals in its own words.
 */
export function useImagePicker(
  images: readonly PickedImage[],
  onChange: (images: readonly PickedImage[]) => void,
  limits: ImageUploadLimits,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<readonly UploadRefusal[]>([]);
  const pick = async (files: readonly File[]) => {
    const { next, refusals: refused } = await pickImages(images, files, limits);
    onChange(next);
    setRefusals(refused);
  };
  return {
    refusals,
    isFull: images.length >= limits.maxFiles,
    openPicker: () => inputRef.current?.click(),
    remove: (image: PickedImage) => {
      onChange(images.filter((i) => i !== image));
      setRefusals([]);
    },
    inputProps: {
      ref: inputRef,
      type: 'file',
      accept: IMAGE_UPLOAD_ACCEPT,
      multiple: limits.maxFiles > 1,
      tabIndex: -1,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const files = Array.from(event.target.files ?? []);
        // Cleared so that picking the same file again (after removing it) fires a change.
        event.target.value = '';
        void pick(files);
      },
    },
  };
}
