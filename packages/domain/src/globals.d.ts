/**
 * The domain compiles without the DOM library, so that `window`, `document` and storage stay out of it. The one
 * web-standard global it uses is the WHATWG URL parser, present in every browser and in Node; only the members
 * the domain reads are declared.
 */
interface URL {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
interface URLSearchParams {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
}
// eslint-disable-next-line no-var -- an ambient global, declared the way lib.dom.d.ts declares it
declare var URL: { prototype: URL; new (url: string, base?: string): URL };
