import { z } from 'zod';

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().email({ message: 'auth:error.invalidEmail' }),
  password: z.string().min(1, { message: 'auth:error.requirePassword' }),
  otpCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'auth:error.invalidOtpCode' })
    .optional(),
});

export type SignInInput = z.infer<typeof signInSchema>;
