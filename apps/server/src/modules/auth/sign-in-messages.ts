/** What sign-in answers, as translation keys of apps/web/src/locales/<lang>/auth.json. */
export const INVALID_CREDENTIALS = 'auth:error.invalidCredentials';
export const TOO_MANY_ATTEMPTS = 'auth:error.tooManyAttempts';
/** A 2FA user gave the right password: the code generateOtp e-mails is the next step. */
export const OTP_REQUIRED = 'auth:error.otpRequired';
/** Too many failures on the account from browsers it does not know: the password is checked only with a code. */
export const OTP_CHALLENGE = 'auth:error.otpChallenge';
export const INVALID_OTP = 'auth:error.invalidOtp';
