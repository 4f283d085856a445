import { Example, Section } from '../Section';
import { useBreakpoint } from '../../hooks/useBreakpoint';
import styles from '../Showcase.module.css';

const COLORS = [
  'bg',
  'surface',
  'surface-strong',
  'text',
  'text-muted',
  'border',
  'accent',
  'accent-hover',
  'accent-soft',
  'danger',
  'danger-soft',
  'success',
  'disabled-bg',
];

const TYPE = ['3xl', '2xl', 'xl', 'l', 'm', 's', 'xs'];

export function TokensSection() {
  const { breakpoint, width } = useBreakpoint();
  return (
    <Section id="tokens" title="Токены">
      <Example title="Цвета" wide>
        <ul className={styles.swatches}>
          {COLORS.map((name) => (
            <li key={name} className={styles.swatch}>
              <span className={styles.swatchColor} style={{ background: `var(--color-${name})` }} />
              <code>--color-{name}</code>
            </li>
          ))}
        </ul>
      </Example>
      <Example title="Шрифт">
        <div className={styles.stack}>
          {TYPE.map((size) => (
            <span key={size} style={{ fontSize: `var(--font-size-${size})`, lineHeight: 'var(--line-height-tight)' }}>
              {size} — Квартиры у парка
            </span>
          ))}
        </div>
      </Example>
      <Example title="Радиусы и тени">
        {['s', 'm', 'l'].map((size) => (
          <span key={size} className={styles.swatchColor} style={{ width: '8rem', borderRadius: `var(--radius-${size})`, boxShadow: `var(--shadow-${size})` }} />
        ))}
      </Example>
      <Example title="Точка перелома">
        <p>
          {breakpoint}, {width} px
        </p>
      </Example>
    </Section>
  );
}
