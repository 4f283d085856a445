// The personal-data consent (SPEC §5, 152-FZ): a separate checkbox, never pre-ticked, required, with links to the
// policy. An unticked one shows the error state only.
import { CheckboxField } from '@estate/shared-ui/fields/CheckboxField';
import { required } from '@estate/shared-api/validation/rules/required';
import { CONSENT_MIDDLE, CONSENT_POLICY, CONSENT_PREFIX, CONSENT_PROCESSING } from '@estate/shared-api/validation/consent';
import { POLICY_PATH } from './texts';
import styles from './ConsentField.module.css';

const consentRequired = required();

export function ConsentField({ name = 'consent', disabled }: { name?: string; disabled?: boolean }) {
  const link = (text: string) => (
    <a className={styles.link} href={POLICY_PATH} target="_blank" rel="noopener">
      {text}
    </a>
  );
  return (
    <CheckboxField
      name={name}
      validate={consentRequired}
      errorStateOnly
      disabled={disabled}
      className={styles.consent}
      label={
        <>
          {CONSENT_PREFIX}
          {link(CONSENT_POLICY)}
          {CONSENT_MIDDLE}
          {link(CONSENT_PROCESSING)}
        </>
      }
    />
  );
}
