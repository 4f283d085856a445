// The personal-data consent (product §5, 152-FZ): a separate checkbox, never pre-ticked, required, with links to the
// policy. An unticked one shows the error state only.
import { CheckboxField } from '@estate/shared-ui/fields/CheckboxField';
import { ConsentText } from '@estate/shared-ui/components/ConsentText/ConsentText';
import { required } from '@estate/shared-api/validation/rules/required';
import styles from './ConsentField.module.css';

const consentRequired = required();

export function ConsentField({ name = 'consent', disabled }: { name?: string; disabled?: boolean }) {
  return (
    <CheckboxField
      name={name}
      validate={consentRequired}
      errorStateOnly
      disabled={disabled}
      className={styles.consent}
      label={<ConsentText />}
    />
  );
}
