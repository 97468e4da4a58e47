// zod/mini: the sign-in page is the first page many visitors load, and this schema is all it validates;
// the classic API would add about 20 KiB (gzipped) of zod to it, the functional one about 5.
import * as z from 'zod/mini';

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.email({ message: 'auth:error.invalidEmail' })),
  password: z.string().check(z.minLength(1, { message: 'auth:error.requirePassword' })),
  otpCode: z.optional(
    z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: 'auth:error.invalidOtpCode' })),
  ),
});

/** The code step alone, the code required. */
export const otpCodeSchema = z.required(z.pick(signInSchema, { otpCode: true }));

export type SignInInput = z.infer<typeof signInSchema>;
