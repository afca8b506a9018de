/** Texts of the candidate's own data: the download and the account deletion (beyond the spec: our words). */
export const accountDataMessages = {
  passwordIncorrect: 'The password is not correct.',
  deleted: 'Your account has been deleted.',
  paymentInProgress:
    'A payment of yours is still being processed. Please try again in a few minutes, once it has gone through.',
} as const;

/** What stands in for the personal fields of a deleted account. */
export const deletedAccountNames = { firstName: 'Deleted', lastName: 'account' } as const;
