// A failed request as final-form submission errors: 400 messages of the form's own fields go under those
// fields; anything else is one form-level message (product §7: the first message of the last field; §8 otherwise).
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ApiError, type DeviceType } from '@estate/shared-api';
import { failureMessage } from './failureMessage';

export function submissionErrors(error: unknown, formFields: readonly string[], device: DeviceType): SubmissionErrors {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : null;
  if (fieldErrors) {
    const own: Record<string, string> = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const first = messages[0];
      if (!first) continue;
      if (formFields.includes(field)) own[field] = first;
      else other.push(first);
    }
    if (other.length > 0) return { ...own, [FORM_ERROR]: other.at(-1) };
    if (Object.keys(own).length > 0) return own;
  }
  return { [FORM_ERROR]: failureMessage(error, device) };
}
