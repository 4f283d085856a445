// A link to another city's host is a city switch (product §4), wherever a page puts it (an empty selection's way to
// the city that has such lots, for instance): the cookie, the bus event and, where hosts cannot share cookies, the
// session handoff — as the city selector does. New tabs and modified clicks are left to the browser.
import { useEffect } from 'react';
import type { ShellContext } from '@estate/shared-api';
import { changeCity, type CityChangeContext } from './changeCity';

export function useCityLinks(ctx: CityChangeContext & Pick<ShellContext, 'cities'>): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      // the city whose site the link is on, by the shell's own city URLs (the one host rule)
      const slug = ctx.cities.find((city) => new URL(ctx.cityUrl(city.slug, '/')).host === url.host)?.slug;
      if (!slug || slug === ctx.city.slug) return;
      event.preventDefault();
      void changeCity(ctx, slug, { path: `${url.pathname}${url.search}`, assign: (next) => window.location.assign(next) });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [ctx]);
}
