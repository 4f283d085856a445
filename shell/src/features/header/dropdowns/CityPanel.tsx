// The city dropdown: every city site with its number of offers; picking one goes to that city's host.
import { countOf, NOUNS } from '@estate/shared-ui/format/plural';
import { useShell } from '../../../shared/useShell';
import { useFrame } from '../../../state/frame';
import { changeCity } from '../../../shared/city/changeCity';
import styles from './Panels.module.css';

export function CityPanel() {
  const shell = useShell();
  const { cities, city } = useFrame();
  return (
    <div>
      <p className={styles.heading}>Выберите город</p>
      <ul className={styles.cities}>
        {cities.map((option) => {
          const current = option.slug === city.slug;
          return (
            <li key={option.slug}>
              <button
                type="button"
                className={styles.city}
                aria-current={current || undefined}
                onClick={() => void changeCity(shell, option.slug)}
                data-city={option.slug}
              >
                <span className={styles.cityName}>{option.title}</span>
                {option.property_count > 0 && (
                  <span className={styles.cityCount}>
                    {countOf(option.property_count, NOUNS.offer)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
