/**
 * The largest body a JSON form route reads (sign-up, sign-in, codes, resets, contact, job alerts). The biggest
 * honest one, a contact message, is a few KB; anything past this is refused with 413 before it is parsed.
 */
export const formBodyLimit = 64 * 1024;
