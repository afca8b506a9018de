// The authorisation matrix's rows for the documents module's routes.
import { multipart } from '../helpers';
import { realPdf } from '../fixtures/documents';
import type { World } from '../principals';
import { everyone, candidatesOnly, ownerAndTheirStaff, json, type Rows } from './support';

const ownerCvUploadId = async (world: World) =>
  (
    await world.db
      .selectFrom('documents')
      .select('upload_id')
      .where('user_id', '=', world.ids.owner)
      .where('category', '=', 'Resume/CV')
      .executeTakeFirstOrThrow()
  ).upload_id;

/** The owner's new CV version attached by staff: each staff caller's own fresh upload (others name the owner's spare). */
async function adminReplacement(world: World, caller: string) {
  const staff = caller === 'assignedAdmin' || caller === 'unassignedAdmin' || caller === 'superAdmin';
  const uri = staff
    ? await world.upload(world.tokens[caller])
    : (ownersSpareUpload ??= await world.upload(world.tokens.owner));
  return json({
    user: world.ids.owner,
    type: 'pdf',
    title: 'Casey Candidate CV (revised).pdf',
    uri,
    size: realPdf().length,
    category: 'Resume/CV',
    default: false,
  });
}

/** One unattached upload of the owner, made once: what other callers try to attach. */
let ownersSpareUpload: string | undefined;

export const rows: Rows = {
  'GET /api/documents': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/document/file/{uploadId}': {
    signedIn: ownerAndTheirStaff(200),
    request: async (world) => ({ url: `/api/document/file/${await ownerCvUploadId(world)}` }),
  },
  'POST /api/document/uploads': {
    // Any signed-in account may upload (only a candidate can attach it, below).
    signedIn: everyone(201),
    request: () =>
      multipart([{ name: 'file', filename: 'cv.pdf', content: realPdf(), contentType: 'application/pdf' }]),
  },
  'POST /api/document/admin-upload': {
    // The owner agreed to changes of their CV: their assigned admin and a super admin may replace it.
    signedIn: { ...everyone(403), assignedAdmin: 201, superAdmin: 201 },
    request: (world, caller) => adminReplacement(world, caller),
  },
  'POST /api/document': {
    // The owner attaches a fresh upload of theirs; any other candidate naming it finds nothing (404).
    signedIn: { ...candidatesOnly(201), otherCandidate: 404 },
    request: async (world, caller) => {
      const uri =
        caller === 'owner'
          ? await world.upload(world.tokens.owner)
          : (ownersSpareUpload ??= await world.upload(world.tokens.owner));
      return json({ type: 'pdf', title: 'My CV', uri, size: realPdf().length, category: 'Resume/CV', agree: true });
    },
  },
};
