// Authorisation matrix: every operation of the OpenAPI document, called as every kind of principal, answers
// the status its row says. The rows live per module in `matrix/<module>.ts`; a route without a row fails the suite.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { signIn } from './helpers';
import {
  createWorld,
  documentedOperations,
  principals,
  unauthenticated,
  type Operation,
  type Principal,
  type SignedInPrincipal,
  type World,
} from './principals';
import type { Row, Rows } from './matrix/support';

/** Every module's rows; a route named twice is an error, not a silent override. */
async function loadMatrix(): Promise<Rows> {
  const folder = new URL('./matrix/', import.meta.url);
  const matrix: Rows = {};
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'support.ts');
  for (const file of files.sort()) {
    const { rows } = (await import(new URL(file, folder).href)) as { rows: Rows };
    for (const [key, row] of Object.entries(rows)) {
      if (matrix[key]) throw new Error(`${key} has a row in two matrix files (the second: ${file})`);
      matrix[key] = row;
    }
  }
  return matrix;
}

let matrix: Rows;

let world: World;
let operations: Operation[];

before(async () => {
  matrix = await loadMatrix();
  world = await createWorld();
  operations = await documentedOperations(world.app);
});
after(async () => world.close());

/** The path of an OpenAPI key with no parameters, the one a row's request gives otherwise. */
const urlOf = (operation: Operation) => operation.path.replace(/\{(\w+)\}/g, ':$1');

function expectedStatus(operation: Operation, row: Row, principal: Principal): number {
  if ((unauthenticated as readonly string[]).includes(principal))
    return operation.secured ? 401 : (row.anonymous ?? Number.NaN);
  return row.signedIn[principal as SignedInPrincipal];
}

describe('authorisation matrix', () => {
  it('has exactly one row per operation of the OpenAPI document', () => {
    const documented = operations.map((operation) => operation.key).sort();
    assert.deepEqual(
      documented.filter((key) => !matrix[key]),
      [],
      'operations of the document with no row in the matrix',
    );
    assert.deepEqual(
      Object.keys(matrix).filter((key) => !documented.includes(key)),
      [],
      'rows naming no operation of the document',
    );
  });

  it('states the anonymous answer of a route exactly when the document says it is open', () => {
    for (const operation of operations) {
      const row = matrix[operation.key];
      if (!row) continue;
      assert.equal(
        row.anonymous === undefined,
        operation.secured,
        `${operation.key}: security ${operation.secured ? 'bearerAuth' : 'none'} in the document`,
      );
    }
  });

  it('answers every operation, for every principal, with the status of its row', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const row = matrix[operation.key];
      if (!row) continue;
      for (const principal of principals) {
        const request = (await row.request?.(world, principal)) ?? {};
        const token =
          principal === 'anonymous'
            ? undefined
            : row.freshSession && principal in world.emails
              ? await signIn(world.app, world.emails[principal as SignedInPrincipal])
              : world.tokens[principal];
        const answer = await world.app.inject({
          ...request,
          method: operation.method as InjectOptions['method'],
          url: request.url ?? urlOf(operation),
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        } as InjectOptions);
        calls++;
        const expected = expectedStatus(operation, row, principal);
        if (answer.statusCode !== expected)
          mismatches.push(
            `${operation.key} as ${principal}: ${answer.statusCode} (expected ${expected}) ${answer.body.slice(0, 200)}`,
          );
      }
    }
    console.log(`authorisation matrix: ${operations.length} routes × ${principals.length} principals = ${calls} calls`);
    assert.deepEqual(mismatches, []);
  });
});
