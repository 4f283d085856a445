// Hides third-party chat widgets while a modal is open (product §4), so they do not cover its buttons.
// Widgets are found by these selectors; a page can mark any other widget container with `data-chat-widget`.
export const CHAT_WIDGET_SELECTORS: readonly string[] = [
  '[data-chat-widget]', // any widget container the site marks itself
  'jdiv', // JivoSite
  '.b24-widget-button-wrapper', // Bitrix24 open lines
];

const previous = new Map<HTMLElement, string>();
let hides = 0;

/** Hides the widgets and returns the function that shows them again (nested modals share one hide). */
export function hideChatWidgets(selectors: readonly string[] = CHAT_WIDGET_SELECTORS): () => void {
  if (hides === 0) {
    for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
      previous.set(element, element.style.getPropertyValue('visibility'));
      element.style.setProperty('visibility', 'hidden', 'important');
    }
  }
  hides += 1;
  let shown = false;
  return () => {
    if (shown) return;
    shown = true;
    hides -= 1;
    if (hides > 0) return;
    for (const [element, visibility] of previous) {
      if (visibility) element.style.setProperty('visibility', visibility);
      else element.style.removeProperty('visibility');
    }
    previous.clear();
  };
}
