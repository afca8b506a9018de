import { api, sessionMessages, sessionStore } from '@portal/shared';
import { keepSessionUser, type UserEnvelope } from '@portal/shared/session-user';
import type {
  ChangePasswordRequest,
  EmailChangeConfirmRequest,
  EmailChangeRequest,
  ProfileDetailsRequest,
} from '@portal/shared/contracts';
import { localDay } from '../../../lib/local-day';
import { saveFile } from '../../../lib/save-file';

type MessageAnswer = { success: boolean; message: string };

/** Saves names and phone; the session's cached user is refreshed so the header shows them at once. */
export async function saveProfileDetails(details: ProfileDetailsRequest): Promise<UserEnvelope> {
  return keepSessionUser(await api().patch('user/profile-details', { json: details }).json());
}

/** Sends a new photo; the server re-encodes it. The header's avatar changes at once. */
export async function uploadProfilePhoto(file: File): Promise<UserEnvelope> {
  const form = new FormData();
  form.append('file', file);
  return keepSessionUser(await api().post('user/profile-picture', { body: form }).json());
}

/** Changes the password; every other session ends and this one continues on the token the server gives back. */
export async function changePassword(request: ChangePasswordRequest): Promise<MessageAnswer> {
  const answer = await api()
    .patch('user/change-password', { json: request })
    .json<MessageAnswer & { data: { token: string } }>();
  const { user } = sessionStore.getState();
  if (user) sessionStore.getState().signIn(answer.data.token, user);
  return answer;
}

export const startEmailChange = (request: EmailChangeRequest) =>
  api().post('user/email-change', { json: request }).json<MessageAnswer>();

/** Enters the code from the new address; the e-mail changes and the cached user with it. */
export async function confirmEmailChange(request: EmailChangeConfirmRequest): Promise<UserEnvelope> {
  return keepSessionUser(await api().post('user/email-change/confirm', { json: request }).json());
}

/** Fetches the zip of everything the portal holds about the candidate (with the session) and saves it. */
export async function downloadMyData(): Promise<void> {
  saveFile(await api().get('user/my-data').blob(), `career-portal-my-data-${localDay(new Date())}.zip`);
}

/** Deletes the candidate's account (the password confirms it); the session ends here too. */
export async function deleteMyAccount(password: string): Promise<MessageAnswer> {
  const answer = await api().post('user/delete-account', { json: { password } }).json<MessageAnswer>();
  sessionStore.getState().signOut();
  sessionStore.getState().notify('success', sessionMessages.accountDeleted);
  return answer;
}
