import { MESSAGES } from '../messages';
import { textOf, type Validator } from '../types';

/** product §9: the default text max length. */
export const DEFAULT_MAX_LENGTH = 64;

export function maxLength(max: number = DEFAULT_MAX_LENGTH, message: string = MESSAGES.maxLength): Validator {
  return (value) => ([...textOf(value)].length > max ? message : undefined);
}
