// Copyright, the two policies (privacy in a dialog of the modal host, personal data as its page), the tax
// number block and the logo.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { HOME_LINK_LABEL } from '../../shared/brand/brand';
import { EditorialHtml } from '@estate/shared-ui/components/EditorialHtml/EditorialHtml';
import { Link } from 'react-router-dom';
import { useFrame } from '../../state/frame';
import { Logo } from '../../shared/brand/Logo';
import styles from './Footer.module.css';

export const PRIVACY_POLICY_LABEL = 'Политика конфиденциальности';
export const PERSONAL_DATA_POLICY_LABEL = 'Политика обработки персональных данных';

export function FooterBottom() {
  const { baseData, modals } = useFrame();
  const policy = baseData?.privacy_policy;
  const openPolicy = () => {
    if (!policy) return;
    modals.open({
      title: PRIVACY_POLICY_LABEL,
      size: 'l',
      content: <EditorialHtml html={policy} className={styles.policy} />,
    });
  };
  return (
    <div className={styles.bottom}>
      <Link to="/" className={styles.bottomLogo} aria-label={HOME_LINK_LABEL}>
        <Logo tone="light" />
      </Link>
      <div className={styles.legal}>
        {baseData?.copyright && <p className={styles.copyright}>{baseData.copyright}</p>}
        <div className={styles.legalLinks}>
          {policy && (
            <button type="button" className={styles.textButton} onClick={openPolicy}>
              {PRIVACY_POLICY_LABEL}
            </button>
          )}
          <Link to={sitePaths.policy()} className={styles.legalLink}>
            {PERSONAL_DATA_POLICY_LABEL}
          </Link>
        </div>
      </div>
      {baseData?.inn && (
        <p className={styles.inn} data-testid="footer-inn">
          <span className={styles.innLabel}>ИНН</span> {baseData.inn}
        </p>
      )}
    </div>
  );
}
