import { MetaApiError } from './meta-ads';

/**
 * Meta's errors as the Graph API answers them (`{ error: { message, type, code, error_subcode,
 * error_user_msg } }`), built by the sandbox and read back from Graph's answers by the client.
 */
export type MetaErrorBody = {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
  error_user_title?: string;
};

export const metaErrors = {
  expiredToken: () =>
    new MetaApiError(
      'Error validating access token: Session has expired.',
      190,
      'OAuthException',
      'Your Meta session has expired. Please link the account again.',
      463,
    ),
  rateLimited: () =>
    new MetaApiError(
      '(#17) User request limit reached',
      17,
      'OAuthException',
      'Too many requests to Meta for this ad account. Please wait a minute and try again.',
      2446079,
    ),
  unknownObject: (id: string) =>
    new MetaApiError(
      `Unsupported request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      100,
      'GraphMethodException',
      null,
      33,
    ),
  invalidParameter: (message: string, userMessage: string, subcode: number | null = null) =>
    new MetaApiError(`(#100) ${message}`, 100, 'OAuthException', userMessage, subcode),
};

/** The error of a Graph answer's body, or null when it carries none. */
export function metaErrorFromBody(body: unknown, status: number): MetaApiError | null {
  const error = (body as { error?: MetaErrorBody } | null)?.error;
  if (!error || typeof error !== 'object') {
    return status >= 400 ? new MetaApiError(`Meta answered HTTP ${status}`, 1, 'HttpError', null) : null;
  }
  return new MetaApiError(
    error.message ?? `Meta answered HTTP ${status}`,
    typeof error.code === 'number' ? error.code : 1,
    error.type ?? 'OAuthException',
    error.error_user_msg ?? null,
    typeof error.error_subcode === 'number' ? error.error_subcode : null,
  );
}

/** What a person is told of a Meta error: Meta's user message, else its message (decision 0230). */
export const metaUserMessage = (error: MetaApiError) => error.userMessage ?? error.message;
