import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { errorLines, translatedErrorLines } from './form-errors';
import { translateMessage } from './validate';

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

describe('a server message in the banner', () => {
  const translate = (key: string, values: Record<string, string>) => `${key}|${JSON.stringify(values)}`;

  it('is translated with the values the server encoded after the key', () => {
    const [line] = errorLines({
      errors: [{ field: 'prompt', messages: ['sponsorContent:error.promptTooLong?max=500'] }],
    });
    expect(translateMessage(line!, translate)).toBe('sponsorContent:error.promptTooLong|{"max":"500"}');
  });

  it('translates keys of camelCase namespaces and GraphQL errors, and leaves plain text as it is', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'common:permissionDenied' }] });
    expect(errorLines({ error }).map((line) => translateMessage(line, translate))).toEqual([
      'common:permissionDenied|{}',
    ]);
    expect(translateMessage('topUp:error.lessThanMinimum?amount=10.00', translate)).toBe(
      'topUp:error.lessThanMinimum|{"amount":"10.00"}',
    );
    expect(translateMessage('Failed to fetch', translate)).toBe('Failed to fetch');
  });
});

describe('translatedErrorLines', () => {
  it('translates a GraphQL error key for places that show text (the invoices alert, notifications)', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'common:permissionDenied' }] });
    const translate = (key: string) => (key === 'common:permissionDenied' ? 'Permission denied' : key);
    expect(translatedErrorLines({ error }, translate)).toEqual(['Permission denied']);
  });
});
