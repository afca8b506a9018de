import { z } from 'zod';

// In the browser zod must not compile parsers with `new Function`: the portal's CSP has no 'unsafe-eval', and even
// zod's probe for it is reported as a violation. The server keeps the faster compiled parsers. Every contract file
// imports this module first (zod-config.test.ts), so any bundle that keeps a contract keeps this setting, whichever
// contracts webpack leaves out (package.json's sideEffects names this file). Everywhere, an issue whose schema gave
// no message of its own is worded by `portalIssueMessage`, naming its field.

/** What a field must be, in words, for each type zod names. */
const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'empty',
};

/** A field as an issue names it: its path ('details.appliedDate'), or the request itself at the root. */
const fieldOf = (path: readonly PropertyKey[] | undefined) =>
  path && path.length > 0 ? path.map(String).join('.') : 'The request';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Zod's message for an issue whose schema gave none of its own, in the portal's words and naming the field (zod's
 * `customError`, below), instead of zod's 'Invalid input: expected string, received array'. A schema's
 * own message always wins.
 */
export function portalIssueMessage(issue: z.core.$ZodRawIssue): string {
  const field = fieldOf(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required.`;
      if (Array.isArray(issue.input) && issue.expected !== 'array') return `${field} must be given once.`;
      return `${field} must be ${kinds[issue.expected] ?? issue.expected}.`;
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${field} may have at most ${plural(maximum, 'item')}.`;
      if (issue.origin === 'string') return `${field} may be at most ${plural(maximum, 'character')}.`;
      return `${field} may be at most ${maximum}.`;
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${field} needs at least ${plural(minimum, 'item')}.`;
      if (issue.origin === 'string')
        return minimum <= 1 ? `${field} is required.` : `${field} must be at least ${plural(minimum, 'character')}.`;
      return `${field} must be at least ${minimum}.`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${JSON.stringify(issue.values[0])}.`
        : `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return `${field} must be an id.`;
      if (issue.format === 'email') return `${field} must be an e-mail address.`;
      return `${field} is not in the form it should be.`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'Unknown field' : 'Unknown fields'}: ${issue.keys.join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}

z.config({ customError: portalIssueMessage, ...('window' in globalThis ? { jitless: true } : {}) });
