/** The API's answers that no one module owns: authentication, errors, limits (the spec leaves them to us). */

export const apiMessages = {
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidBody: 'Send the request body as a JSON object.',
  bodyNotJson: 'The request body is not valid JSON.',
  // Fastify's own refusals, in words (plugins/errors.ts)
  contentTypeNotAccepted: "This address does not accept the request's Content-Type.",
  bodyTooLarge: 'The request body is too large.',
  badAddress: 'The address is not valid: it holds a character that cannot be read.',
  invalidRequest: 'The request is not valid.',
  bodyForbiddenKey: 'The request body holds a key that is not allowed (__proto__, or constructor with prototype).',
} as const;
