import { useFrame } from '../../../state/frame';
import { allProjectsLink, commercialProjectsLink, projectLinks } from '../../../shared/navigation/links';
import { LinkList } from './LinkList';
import styles from './Panels.module.css';

/** The projects dropdown: every project of the city, then all projects and the commercial ones. */
export function ProjectsPanel() {
  const { projects, city } = useFrame();
  return (
    <div className={styles.columns}>
      <div className={styles.wide}>
        <LinkList title={`Проекты ${city.title_in}`} links={projectLinks(projects)} large />
      </div>
      <LinkList links={[allProjectsLink, commercialProjectsLink]} />
    </div>
  );
}
