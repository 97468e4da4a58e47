import { DomainError } from '../../graphql/errors';
import { MetaApiError } from './meta-ads';
import { metaUserMessage } from './meta-errors';

/**
 * Runs a call to Meta; Meta's refusal becomes a refusal of the whole request (field null) carrying Meta's
 * user message, else its message (decision 0230): a mutation answers it in its payload, a query as an error.
 */
export async function callMeta<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MetaApiError) throw new DomainError(metaUserMessage(error), null);
    throw error;
  }
}
