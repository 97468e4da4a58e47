import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { errorLines } from './form-errors';

describe('errorLines', () => {
  it('gives one line per field message', () => {
    const lines = errorLines({
      errors: [
        { field: 'email', messages: ['Invalid e-mail or password.'] },
        { field: null, messages: ['Too many attempts.', 'Try later.'] },
      ],
    });
    expect(lines).toEqual(['Invalid e-mail or password.', 'Too many attempts.', 'Try later.']);
  });

  it('strips the GraphQL error prefix from GraphQL errors', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'GraphQL error: Permission denied' }] });
    expect(errorLines({ error })).toEqual(['Permission denied']);
  });
});
