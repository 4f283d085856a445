// What React recovered from while hydrating. A region the server left to the browser on purpose (its remote could
// not be loaded there in time, or threw: the server marks it with this digest) is expected and only noted; anything
// else is a real mismatch between server and browser markup and is reported as an error.
export const CLIENT_RENDER_DIGEST = 'rendered-in-browser';

export function onRecoverableError(error: unknown) {
  if ((error as { digest?: unknown } | null)?.digest === CLIENT_RENDER_DIGEST) {
    console.info('[shell] a region the server did not render is rendered in the browser');
    return;
  }
  console.error(error);
}
