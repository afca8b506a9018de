/** Texts the documents module sends: its answers and its e-mails. */

export const documentMessages = {
  // Onboarding after sign-up: profile, documents, plans, platforms (sections 5, 8; phoneInvalid and invalidMonth are ours)
  selectFile: 'Please select a file.',
  // Onboarding after sign-up: documents, plans, platforms, Google sign-in
  uploadNotMultipart: 'Send the file as multipart/form-data in a field named file.',
  oneFilePerUpload: 'Send one file per upload.',
  unsafeDocx: 'This Word document is too large when unpacked or has too many parts.',
  tooManyUnattachedUploads:
    'Too many uploaded files are waiting to be attached to your profile. Attach your CV and cover letter, or try again tomorrow.',
  uploadAlreadyAttached: 'This upload is already attached to a document.',
} as const;

/** The answers of POST /document/admin-upload (issue 15; 'Document updated successfully.' is the spec's). */
export const adminUploadMessages = {
  updated: 'Document updated successfully.',
  candidateNotFound: 'This candidate was not found.',
  noConsent: 'The candidate has not agreed to changes of this document.',
} as const;
