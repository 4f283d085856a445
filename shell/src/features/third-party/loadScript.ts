/** Appends an async script once per id; a second call with the same id does nothing. */
export function loadScript(id: string, src: string): HTMLScriptElement {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-third-party="${id}"]`);
  if (existing) return existing;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.thirdParty = id;
  script.addEventListener('error', () => console.warn(`[shell] third-party script ${id} failed to load`));
  document.head.appendChild(script);
  return script;
}
