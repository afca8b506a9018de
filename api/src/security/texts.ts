/** Texts of the server's protections (the spec shows none of them). */
export const securityTexts = {
  /** Every 429: when the next try is allowed (the Retry-After header says the same in seconds). */
  tryAgainIn: (seconds: number) => `Too many attempts. Please try again in ${durationInWords(seconds)}.`,
} as const;

function durationInWords(seconds: number): string {
  if (seconds <= 1) return '1 second';
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
