// product §2 Header: logo, city selector, the four menu items with hover dropdowns, phone, compare and favourites
// counters, call-to-action and (tablet, mobile) the burger. Fixed at the top; normal or small (compact) size by
// the top marker; white or grey background.
import { HOME_LINK_LABEL } from '../../shared/brand/brand';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useShell } from '../../shared/useShell';
import { Logo } from '../../shared/brand/Logo';
import { useCityLinks } from '../../shared/city/useCityLinks';
import { HeaderActions } from './HeaderActions';
import { HeaderNav } from './HeaderNav';
import { useDropdowns } from './useDropdowns';
import { useHeaderSize } from './useHeaderSize';
import styles from './Header.module.css';

export type HeaderTone = 'white' | 'grey';

// Closed, the mobile menu renders nothing, so its code (and the dialog's) loads when the burger is first pressed,
// not with the page's first scripts.
const MobileMenu = lazy(() =>
  import('./mobile-menu/MobileMenu').then((module) => ({ default: module.MobileMenu })),
);

export function Header({ tone = 'white' }: { tone?: HeaderTone }) {
  const shell = useShell();
  const { bus } = shell;
  const marker = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const size = useHeaderSize(marker);
  const dropdowns = useDropdowns(bus);
  const [menuOpen, setMenuOpen] = useState(false);
  const { open, close } = dropdowns;
  useCityLinks(shell);

  useEffect(() => {
    const subscription = bus.subscribe((event) => {
      if (event.type === 'menu/close') setMenuOpen(false);
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  // a press outside the header closes an open dropdown (touch screens have no hover to leave)
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <>
      <div ref={marker} className={styles.marker} aria-hidden="true" data-header-marker="" />
      <div className={styles.spacer} aria-hidden="true" />
      <header
        ref={header}
        className={styles.header}
        data-size={size}
        data-tone={tone}
        data-dropdown-open={open ?? undefined}
        data-testid="site-header"
        onMouseEnter={dropdowns.stay}
        onMouseLeave={dropdowns.leave}
      >
        <div className={styles.bar}>
          <Link to="/" className={styles.logo} aria-label={HOME_LINK_LABEL}>
            <Logo shrink />
          </Link>
          <HeaderNav dropdowns={dropdowns} />
          <HeaderActions menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        </div>
      </header>
      {open && <div className={styles.backdrop} aria-hidden="true" />}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
