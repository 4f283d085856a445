import { MESSAGES } from '../messages';
import type { Validator } from '../types';

/** Blank, whitespace-only, an empty list and an unticked checkbox fail. */
export function required(message: string = MESSAGES.required): Validator {
  return (value) => {
    if (value === null || value === undefined || value === false) return message;
    if (typeof value === 'string' && value.trim() === '') return message;
    if (Array.isArray(value) && value.length === 0) return message;
    return undefined;
  };
}
