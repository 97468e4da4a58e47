export * from './configuration-keys';
export * from './feature-flag-descriptions';
export * from './feature-flags';
export * from './languages';
export * from './money';
export * from './password-policy';
export * from './roles';
export * from './sign-in';
