/**
 * Stands in for `fast-uri` in the portal's build (tools/form-aliases.ts): rjsf's utilities import
 * it only to resolve a schema's `$ref` against its `$id`, and generated schemas carry no `$ref`.
 * The browser's own URL parser does the same job without ~7 KB gzip in every form chunk.
 */

/** `ref` read relative to `base` (a fragment-only ref keeps base's document). */
function resolve(base: string | undefined, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // a base without a scheme (a bare `$id` such as `schema`): URL cannot read it
  }
  if (ref.startsWith('#')) return `${(base ?? '').split('#')[0]}${ref}`;
  return ref;
}

const normal = (uri: string): string => {
  try {
    return new URL(uri).href;
  } catch {
    return uri; // relative: compared as written
  }
};

/** Whether two URIs are the same once normalised (scheme and host case). */
function equal(a: string, b: string): boolean {
  return normal(a) === normal(b);
}

export default { resolve, equal };
