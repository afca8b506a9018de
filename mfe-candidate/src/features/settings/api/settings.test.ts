/**
 * @jest-environment-options {"timeZone": "Australia/Melbourne"}
 */
import { candidate } from '@portal/shared/testing';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import { downloadMyData } from './settings';

beforeEach(resetSession);
afterEach(() => jest.useRealTimers());

test("names the data's zip by the browser's day: 09:58 on 2 Dec in Melbourne is the 2nd, though UTC is still the 1st", async () => {
  // Only the clock is fixed; the request and the link's clean-up run on real timers.
  jest.useFakeTimers({
    now: new Date('2026-12-01T22:58:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask'],
  });
  expect(new Date().getTimezoneOffset()).toBe(-11 * 60); // Melbourne in summer, as the file asks
  fakeApi({ '/user/my-data': { body: { zip: 'bytes' } } });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:my-data'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  signIn(candidate);
  await downloadMyData();
  expect(saved).toEqual(['career-portal-my-data-2026-12-02.zip']);
});
