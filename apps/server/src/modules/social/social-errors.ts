/** Messages are i18n keys of the web's `social` namespace; the callback passes the part after `error.` in `socialError`. */
export const socialErrors = {
  invalidState: 'social:error.invalidState',
  denied: 'social:error.denied',
  providerFailed: 'social:error.providerFailed',
  unknownProvider: 'social:error.unknownProvider',
  expiredToken: 'social:error.expiredToken',
  notLinked: 'social:error.notLinked',
  loginDisabled: 'social:error.loginDisabled',
  signUpDisabled: 'social:error.signUpDisabled',
  userDisabled: 'social:error.userDisabled',
  linkedElsewhere: 'social:error.linkedElsewhere',
  companyAlreadyLinked: 'social:error.companyAlreadyLinked',
  userAlreadyLinked: 'social:error.userAlreadyLinked',
  lastSignInMethod: 'social:error.lastSignInMethod',
  emailTaken: 'social:error.emailTaken',
  requireWalletCurrency: 'social:error.requireWalletCurrency',
  noCompany: 'social:error.noCompany',
  tooManyRequests: 'social:error.tooManyRequests',
  signInRequired: 'social:error.signInRequired',
  permissionDenied: 'social:error.permissionDenied',
} as const;

export type SocialErrorCode = keyof typeof socialErrors;

export const socialErrorCode = (message: string) => message.replace(/^social:error\./, '');
