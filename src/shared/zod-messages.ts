import { z } from 'zod';
import { messages } from './messages';

const v = messages.validation;

/**
 * Turns zod's issues into the product's words; installed once by the server and by the client.
 * The client passes `jitless`: zod's probe for a compiled parser (`new Function`) is refused by the
 * page's Content-Security-Policy, and the browser reports each refusal as an issue.
 */
export function installZodMessages(options: { jitless?: boolean } = {}): void {
  z.config({
    ...(options.jitless ? { jitless: true } : {}),
    customError: (iss) => {
      switch (iss.code) {
        case 'invalid_type':
          return iss.input === undefined || iss.input === null || iss.input === '' ? v.required : `Expected ${iss.expected}.`;
        case 'too_big':
          if (iss.origin === 'string') return v.tooLong(Number(iss.maximum));
          return `Must be at most ${String(iss.maximum)}.`;
        case 'too_small':
          if (iss.origin === 'string' && Number(iss.minimum) === 1) return v.required;
          if (iss.origin === 'array') return `Choose at least ${String(iss.minimum)}.`;
          return `Must be at least ${String(iss.minimum)}.`;
        case 'invalid_value':
          return v.unknownValue(iss.values.map(String));
        case 'invalid_format':
          if (iss.format === 'email') return v.invalidEmail;
          if (iss.format === 'uuid') return v.invalidId;
          if (iss.format === 'regex') return messages.http.invalidInput;
          return `Invalid ${iss.format}.`;
        case 'unrecognized_keys':
          return `Unknown field${iss.keys.length > 1 ? 's' : ''}: ${iss.keys.join(', ')}.`;
        default:
          return undefined;
      }
    },
  });
}
