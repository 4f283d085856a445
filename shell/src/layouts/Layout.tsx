// SPEC §2 Layouts: default (frame around the page), press (the same frame for the press section),
// errors (the error page alone) and print (the page only).
import type { ReactNode } from 'react';
import type { LayoutName } from '../routes/routeTable';
import { Header } from '../features/header/Header';
import { Footer } from '../features/footer/Footer';
import styles from './Layout.module.css';

export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'errors' || name === 'print') {
    return (
      <main className={name === 'print' ? styles.print : styles.errors} data-layout={name}>
        {children}
      </main>
    );
  }
  return (
    <div className={styles.frame} data-layout={name}>
      <Header />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
