import { textArg } from './sign-up-rules';

/** The company arguments createAccount and createCompany share, as GraphQL hands them over. */
export type CompanyArgs = {
  companyName?: string | null;
  registrationNo?: string | null;
  authorizedName?: string | null;
  address?: string | null;
  postalCode?: string | null;
  phoneNumber?: string | null;
  countryCode?: string | null;
  timezone?: string | null;
  walletCurrencyCode?: string | null;
  brandIds?: readonly (string | number)[] | null;
  sellerIds?: readonly (string | number)[] | null;
};

export type SignUpArgs = CompanyArgs & {
  fullName?: string | null;
  email?: string | null;
  password?: string | null;
  googleRecaptchaToken?: string | null;
};

export function companyValues(args: CompanyArgs) {
  return {
    companyName: textArg(args.companyName),
    registrationNo: textArg(args.registrationNo),
    authorizedName: textArg(args.authorizedName),
    address: textArg(args.address),
    postalCode: textArg(args.postalCode),
    phoneNumber: textArg(args.phoneNumber),
    countryCode: textArg(args.countryCode),
    timezone: textArg(args.timezone),
    walletCurrencyCode: textArg(args.walletCurrencyCode),
    brandIds: (args.brandIds ?? []).map(String),
    sellerIds: (args.sellerIds ?? []).map(String),
  };
}

/** An empty password means "none": the account gets a password-setup link instead. */
export function signUpValues(args: SignUpArgs) {
  return {
    ...companyValues(args),
    fullName: textArg(args.fullName),
    email: textArg(args.email),
    password: args.password ? args.password : undefined,
  };
}
