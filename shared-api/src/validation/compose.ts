import type { Validator } from './types';

/**
 * One final-form validator from several: the first error wins. Falsy entries are skipped, so
 * `composeValidators(required(), isBooking && bookingDate())` reads naturally.
 */
export function composeValidators(...validators: (Validator | false | null | undefined)[]): Validator {
  const active = validators.filter((validator): validator is Validator => typeof validator === 'function');
  return (value, ...rest) => {
    for (const validator of active) {
      const error = validator(value, ...rest);
      if (error) return error;
    }
    return undefined;
  };
}
