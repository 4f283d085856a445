// What React recovered from while hydrating. A region the server left to the browser on purpose (its remote could
// not be loaded there in time, or threw: the server marks it with this digest) is expected and only noted; so is a
// region whose remote cannot be loaded in the browser (React passes that error as the cause; the region shows its
// fallback). Anything else is a real mismatch between server and browser markup and is reported as an error.
export const CLIENT_RENDER_DIGEST = 'rendered-in-browser';

export function onRecoverableError(error: unknown) {
  if ((error as { digest?: unknown } | null)?.digest === CLIENT_RENDER_DIGEST) {
    console.info('[shell] a region the server did not render is rendered in the browser');
    return;
  }
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause) {
    console.warn('[shell] a server-rendered region could not hydrate and is rendered in the browser', cause);
    return;
  }
  console.error(error);
}
