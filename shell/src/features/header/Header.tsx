import { Link, NavLink } from 'react-router-dom';
import styles from './Header.module.css';

export function Header() {
  return (
    <header className={styles.header} data-testid="site-header">
      <Link to="/" className={styles.logo} aria-label="На главную">
        Квартал
      </Link>
      <nav className={styles.nav} aria-label="Основное меню">
        <NavLink to="/selections/flat">Недвижимость</NavLink>
        <NavLink to="/projects">Проекты</NavLink>
        <NavLink to="/purchase">Способы покупки</NavLink>
        <NavLink to="/press">Пресс-центр</NavLink>
      </nav>
    </header>
  );
}
