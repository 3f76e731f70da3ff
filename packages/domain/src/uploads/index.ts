// @atrium/domain/uploads: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §5 / §9 image uploads: png or jpg, 5 MB each, at most 3
export {
  AVATAR_UPLOAD_LIMITS,
  IMAGE_SIGNATURE_BYTES,
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_LIMITS,
  PROOF_UPLOAD_LIMITS,
  UPLOAD_REFUSAL_CODES,
  addImages,
  checkImageFile,
  sniffImageType,
  validateImageSet,
  type FileDescriptor,
  type ImageSelection,
  type ImageUploadLimits,
  type PickedImage,
  type UploadRefusal,
  type UploadRefusalCode,
} from './imageUpload';
