// product §2 Layouts: default (modal host, header, notification strip, cookie notice, page, footer), press (the same
// frame for the press section, on the grey header), errors (the error page alone: title, description, two
// buttons, the falling blocks) and print (the page only).
import type { ReactNode } from 'react';
import '@estate/shared-ui/tokens/tokens.css';
import type { LayoutName } from '../routes/routeTable';
import { Header } from '../features/header/Header';
import { Footer } from '../features/footer/Footer';
import { ModalHost } from '../shared/modal-host/ModalHost';
import { NotificationStrip } from '../features/notifications/NotificationStrip';
import { CookieNotice } from '../features/cookie-notice/CookieNotice';
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
      <a className={styles.skip} href="#main">
        Перейти к содержанию
      </a>
      <ModalHost />
      <Header tone={name === 'press' ? 'grey' : 'white'} />
      <NotificationStrip />
      <CookieNotice />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
