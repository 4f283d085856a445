// The captcha of a form: off (token null) without a site key; otherwise captcha.js is fetched on the first
// focus inside the form (`prepare`) and each submit asks for a fresh single-use token.
import { useCallback, useEffect, useRef } from 'react';
import { loadSmartCaptcha } from './loadSmartCaptcha';
import { SmartCaptchaClient } from './SmartCaptchaClient';
import { smartCaptchaOf } from './smartCaptchaApi';

export interface Captcha {
  /** the element the invisible widget lives in; render it inside the form */
  containerRef: React.RefObject<HTMLDivElement | null>;
  /** starts loading the script early; safe to call often */
  prepare: () => void;
  /** a token, or null when the captcha is off; rejects with a product §4 captcha error */
  getToken: () => Promise<string | null>;
}

/** `src`: where captcha.js comes from (the shell's configuration, the documented address by default). */
export function useCaptcha(siteKey: string | null, src?: string): Captcha {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const clientRef = useRef<SmartCaptchaClient | null>(null);

  // a new site key (or none) starts over; the old widget goes away with the form
  useEffect(
    () => () => {
      clientRef.current?.dispose(smartCaptchaOf(window));
      clientRef.current = null;
    },
    [siteKey],
  );

  const prepare = useCallback(() => {
    if (siteKey) loadSmartCaptcha(window, src).catch(() => undefined);
  }, [siteKey, src]);

  const getToken = useCallback(async () => {
    if (!siteKey) return null;
    clientRef.current ??= new SmartCaptchaClient({ siteKey, container: () => containerRef.current, load: () => loadSmartCaptcha(window, src) });
    return clientRef.current.execute();
  }, [siteKey, src]);

  return { containerRef, prepare, getToken };
}
