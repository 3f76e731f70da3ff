import type { Brand } from '../tokens';
import { defaultBrand } from './default';
import { lumenBrand } from './lumen';
import { regalBrand } from './regal';

/** Every shipped brand. A new brand is one token file here plus one config file in the app. */
export const BRANDS: Readonly<Record<string, Brand>> = {
  default: defaultBrand,
  lumen: lumenBrand,
  regal: regalBrand,
};

export { defaultBrand, lumenBrand, regalBrand };
