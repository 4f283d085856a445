import { Link } from 'react-router-dom';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <nav aria-label="Навигация в подвале" className={styles.nav}>
        <Link to="/projects">Проекты</Link>
        <Link to="/press">Пресс-центр</Link>
        <Link to="/personal-data-processing-policy">Политика обработки персональных данных</Link>
      </nav>
    </footer>
  );
}
