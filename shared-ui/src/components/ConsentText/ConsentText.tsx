// The personal-data consent of product §5 as a checkbox's label, letter for letter, with its two links to the policy
// (152-FZ: the visitor can read what they agree to). Every form with a consent shows this one.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { CONSENT_MIDDLE, CONSENT_POLICY, CONSENT_PREFIX, CONSENT_PROCESSING } from '@estate/shared-api/validation/consent';
import styles from './ConsentText.module.css';

function PolicyLink({ children }: { children: string }) {
  return (
    <a className={styles.link} href={sitePaths.policy()} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

export function ConsentText() {
  return (
    <>
      {CONSENT_PREFIX}
      <PolicyLink>{CONSENT_POLICY}</PolicyLink>
      {CONSENT_MIDDLE}
      <PolicyLink>{CONSENT_PROCESSING}</PolicyLink>
    </>
  );
}
