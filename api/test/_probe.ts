import { createWorld } from './principals';
const w = await createWorld();
const auth = { authorization: `Bearer ${w.tokens.owner}` };
const sa = { authorization: `Bearer ${w.tokens.superAdmin}` };
const tries: [string, any][] = [
  ['bad pct path', { method: 'GET', url: '/api/document/file/%E0%A4%A', headers: auth }],
  ['bad pct query', { method: 'GET', url: '/api/users?search=%E0%A4%A', headers: sa }],
  ['search wild', { method: 'GET', url: '/api/users?search=%25_%5C', headers: sa }],
  ['search backslash', { method: 'GET', url: '/api/users?search=' + encodeURIComponent('\\'), headers: sa }],
  ['accountOfficer not uuid', { method: 'GET', url: '/api/users?accountOfficer=abc', headers: sa }],
  ['role weird', { method: 'GET', url: '/api/users?role=__proto__', headers: sa }],
  ['verified weird', { method: 'GET', url: '/api/users?verified=maybe', headers: sa }],
  ['page huge', { method: 'GET', url: '/api/users?page=9007199254740991&limit=100', headers: sa }],
  ['portals user nonexistent', { method: 'GET', url: '/api/portals?user=00000000-0000-4000-8000-000000000000', headers: sa }],
  ['portals user nil', { method: 'GET', url: '/api/portals?user=00000000-0000-0000-0000-000000000000', headers: sa }],
  ['docs user max', { method: 'GET', url: '/api/documents?user=ffffffff-ffff-ffff-ffff-ffffffffffff', headers: sa }],
  ['file nil uuid', { method: 'GET', url: '/api/document/file/00000000-0000-0000-0000-000000000000', headers: auth }],
  ['file v9 uuid', { method: 'GET', url: '/api/document/file/00000000-0000-9000-c000-000000000000', headers: auth }],
  ['subscription uuid plan', { method: 'POST', url: '/api/subscription', headers: auth, payload: { selectedPlan: 'ffffffff-ffff-ffff-ffff-ffffffffffff' } }],
  ['subscription uuid plan v9', { method: 'POST', url: '/api/subscription', headers: auth, payload: { selectedPlan: '00000000-0000-9000-c000-000000000000' } }],
  ['document uri weird', { method: 'POST', url: '/api/document', headers: auth, payload: { type: 'pdf', title: 't', uri: '/api/document/file/00000000-0000-9000-c000-000000000000', size: 1, category: 'Resume/CV' } }],
  ['profile jobTitle nul', { method: 'PATCH', url: '/api/user/update-profile', headers: auth, payload: { phoneNumber: '+61412345678', address: 'a', workState: ['Victoria'], jobTitle: 'x', experienceLevel: '2-4 years' } }],
  ['content-type json charset weird', { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{"name":"a","email":"a@b.co","message":"0123456789"}' }],
  ['huge header token', { method: 'GET', url: '/api/user/me', headers: { authorization: 'Bearer ' + 'a'.repeat(100000) } }],
  ['bearer weird', { method: 'GET', url: '/api/user/me', headers: { authorization: 'Bearer a.b.c' } }],
  ['token sub not uuid', { method: 'GET', url: '/api/user/me', headers: { authorization: 'Bearer x' } }],
];
for (const [name, req] of tries) {
  const r = await w.app.inject(req);
  console.log(r.statusCode, name, r.body.slice(0, 120));
}
// a real-secret token with a non-uuid sub
const { SignJWT } = await import('jose');
const { testJwtSecret } = await import('./helpers');
for (const sub of ['not-a-uuid', '00000000-0000-9000-c000-000000000000', 'x'.repeat(5000)]) {
  const t = await new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setExpirationTime('1h').sign(new TextEncoder().encode(testJwtSecret));
  const r = await w.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${t}` } });
  console.log(r.statusCode, 'sub', sub.slice(0, 40), r.body.slice(0, 100));
}
await w.close();
