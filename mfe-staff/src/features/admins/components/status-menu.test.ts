import { statusActions } from './status-menu';

describe('statusActions (spec section 4)', () => {
  it.each([
    [
      'active',
      [
        ['deactivate', 'pending'],
        ['suspend', 'suspended'],
        ['delete', 'deleted'],
      ],
    ],
    [
      'pending',
      [
        ['activate', 'active'],
        ['suspend', 'suspended'],
        ['delete', 'deleted'],
      ],
    ],
    [
      'suspended',
      [
        ['activate', 'active'],
        ['delete', 'deleted'],
      ],
    ],
    [
      'deleted',
      [
        ['activate', 'active'],
        ['suspend', 'suspended'],
        ['delete', 'deleted'],
      ],
    ],
  ] as const)('an admin %s is offered %j', (status, expected) => {
    expect(statusActions(status).map((action) => [action.key, action.status])).toEqual(expected);
  });
});
