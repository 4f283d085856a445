// Waits for effects that settle over HTTP where no DOM is at hand (testing-library's waitFor needs a document).
/** Resolves once `check` passes (polls; for effects that settle over HTTP). */
export async function eventually(check: () => void, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
