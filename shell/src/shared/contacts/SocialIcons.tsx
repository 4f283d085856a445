import type { SocialLink } from '@estate/shared-api/dto/baseData';
import { socialLabel } from './socialLinks';
import { networkIcon } from './networkIcons';
import styles from './SocialIcons.module.css';

/** The developer's social network links from base data, as round icon buttons opening in a new tab. */
export function SocialIcons({
  links,
  tone = 'dark',
}: {
  links: readonly SocialLink[];
  tone?: 'dark' | 'light';
}) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.list} data-tone={tone}>
      {links.map((link) => {
        const icon = networkIcon(link.icon);
        return (
          <li key={link.link}>
            <a
              className={styles.link}
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={socialLabel(link.icon)}
            >
              {icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
              ) : (
                <span className={styles.letter} aria-hidden="true">
                  {socialLabel(link.icon).slice(0, 1)}
                </span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
